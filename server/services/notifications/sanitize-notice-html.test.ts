import { describe, expect, it } from 'vitest';
import { safeLink, sanitizeNoticeHtml } from './sanitize-notice-html';

describe('sanitizeNoticeHtml', () => {
  it('keeps the allowed text tags as they are', () => {
    const body = '<h3>Outbid</h3><p>You were <strong>outbid</strong> on <em>Charizard</em>.<br></p><ul><li>one</li></ul><blockquote>q</blockquote>';
    expect(sanitizeNoticeHtml(body)).toBe('<h3>Outbid</h3><p>You were <strong>outbid</strong> on <em>Charizard</em>.<br /></p><ul><li>one</li></ul><blockquote>q</blockquote>');
  });

  it('drops scripts, styles, iframes and svg with all they hold', () => {
    expect(sanitizeNoticeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeNoticeHtml('<style>p{color:red}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeNoticeHtml('<iframe src="https://evil.example">in</iframe>ok')).toBe('ok');
    expect(sanitizeNoticeHtml('<svg onload="alert(1)"><circle/></svg>ok')).toBe('ok');
    expect(sanitizeNoticeHtml('<form action="/x"><input name="a"></form>ok')).toBe('ok');
  });

  it('drops images and every handler or style attribute', () => {
    expect(sanitizeNoticeHtml('<img src=x onerror="alert(1)">')).toBe('');
    expect(sanitizeNoticeHtml('<p onclick="alert(1)" style="position:fixed" class="x">t</p>')).toBe('<p>t</p>');
    expect(sanitizeNoticeHtml('<span onmouseover="alert(1)">t</span>')).toBe('<span>t</span>');
  });

  it('removes the href of javascript:, data:, vbscript: and protocol-relative links, keeping their text', () => {
    expect(sanitizeNoticeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNoticeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNoticeHtml('<a href="&#x6A;ava&#x09;script&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNoticeHtml('<a href=" JAVASCRIPT:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNoticeHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNoticeHtml('<a href="vbscript:msgbox(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNoticeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNoticeHtml('<a href="/\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNoticeHtml('<a href="/&#9;/evil.example">x</a>')).toBe('<a>x</a>');
  });

  it('keeps paths of the site as they are, and opens outside links apart without opener or referrer', () => {
    expect(sanitizeNoticeHtml('<a href="/myholo/detail/5" target="_top" rel="opener">order</a>')).toBe('<a href="/myholo/detail/5">order</a>');
    expect(sanitizeNoticeHtml('<a href="https://help.example/faq?a=1&amp;b=2">help</a>')).toBe(
      '<a href="https://help.example/faq?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">help</a>',
    );
    expect(sanitizeNoticeHtml('<a href="mailto:support@holo.test">mail</a>')).toBe('<a href="mailto:support@holo.test">mail</a>');
  });

  it('closes unclosed tags and escapes stray markup characters', () => {
    expect(sanitizeNoticeHtml('<p><strong>bold <em>both</p>')).toBe('<p><strong>bold <em>both</em></strong></p>');
    expect(sanitizeNoticeHtml('<<script>script>alert(1)<</script>/script>')).toBe('&lt;/script&gt;');
    expect(sanitizeNoticeHtml('<p>1 < 2 & "q"</p>')).toBe('<p>1 &lt; 2 &amp; "q"</p>');
  });
});

describe('safeLink', () => {
  it('accepts http(s), mailto and site paths only', () => {
    expect(safeLink('/carddetails/1')).toEqual({ href: '/carddetails/1', external: false });
    expect(safeLink('https://x.example/a')).toEqual({ href: 'https://x.example/a', external: true });
    expect(safeLink('ftp://x.example')).toBeNull();
    expect(safeLink('carddetails/1')).toBeNull();
    expect(safeLink('')).toBeNull();
    expect(safeLink('/a\u0000b')).toBeNull();
  });
});
