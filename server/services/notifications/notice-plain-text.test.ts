import { describe, expect, it } from 'vitest';
import { noticePlainText } from './notice-plain-text';

describe('noticePlainText', () => {
  it('strips tags, decodes entities and collapses whitespace, keeping blocks apart', () => {
    expect(noticePlainText('<p>You were <b>outbid</b>\n on &quot;Pikachu&quot; &amp; more</p><p>Bid&nbsp;again</p>')).toBe(
      'You were outbid on "Pikachu" & more Bid again',
    );
  });

  it('drops what scripts and styles hold, and keeps escaped markup as text', () => {
    expect(noticePlainText('<script>alert(1)</script><style>p{}</style>a &lt;b&gt; c')).toBe('a <b> c');
  });

  it('cuts past 120 characters with an ellipsis, never inside a character', () => {
    const long = noticePlainText(`<p>${'x'.repeat(200)}</p>`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
    expect(noticePlainText('x'.repeat(120))).toBe('x'.repeat(120));
    const emoji = noticePlainText('🃏'.repeat(130));
    expect(Array.from(emoji)).toHaveLength(120);
  });
});
