import { describe, expect, it } from 'vitest';
import { firstViewPages } from './first-view-page';

const shell =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/app-1.js"></script></head>' +
  '<body><div id="root"><div class="shell" aria-hidden="true"><header class="site-header"><span class="site-logo">Holo</span></header></div></div></body></html>';

describe('a landing page with its first view', () => {
  it('carries the preview word for word, prices like "$10.00" and "$&" included (no replacement patterns)', () => {
    const preview = '<p><strong>$10,519.00</strong> <strong>$1.00</strong> $& $` $\' $$</p>';
    const html = firstViewPages(shell)({ preview, reads: '<link rel="preload" href="/api/x?a=$1">', modules: [] });
    expect(html).toContain(`<main class="shell__main">${preview}</main>`);
    expect(html).toContain('<link rel="preload" href="/api/x?a=$1"></head>');
    expect(html.match(/site-logo/g)).toHaveLength(1);
  });
});
