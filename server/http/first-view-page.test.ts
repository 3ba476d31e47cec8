import { describe, expect, it } from 'vitest';
import { firstViewPages } from './first-view-page';

const shell =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/app-1.js"></script></head>' +
  '<body><div id="root">\n<div class="shell" aria-hidden="true"><header class="site-header"><span class="site-logo">Holo</span></header></div>\n</div>\n<noscript>Holo needs JavaScript.</noscript></body></html>';

describe('a landing page with its first view', () => {
  it('puts the app\'s render in #root word for word, prices like "$10.00" and "$&" included (no replacement patterns)', () => {
    const page = '<div class="shell"><p><strong>$10,519.00</strong> <strong>$1.00</strong> $& $` $\' $$</p></div>';
    const reads = JSON.stringify({ queries: [{ queryKey: ['item', 1], state: { data: { Title: '</script><script>alert(1)</script> $1' } } }] });
    const html = firstViewPages(shell)({ preview: { html: page, drawnAt: 1_700_000_000_000, reads }, reads: '<link rel="preload" href="/api/x?a=$1">', modules: [] });
    // The brand bar gives way to the page; the app hydrates it at the time it was drawn, with the
    // reads it was drawn from, which travel in the page (no script can end early) and are not fetched again.
    expect(html).toContain(`<div id="root" data-server-view="1700000000000" inert>${page}</div><script type="application/json" id="first-view-reads">`);
    const block = /<script type="application\/json" id="first-view-reads">([^<]*)<\/script>\n<noscript>/.exec(html);
    expect(JSON.parse(block![1]!)).toEqual(JSON.parse(reads));
    expect(html).not.toContain('/api/x?a=$1');
    expect(html).not.toContain('site-logo');
  });

  it("moves the render's picture preloads into the head, where they start with the stylesheet", () => {
    const hints = '<link rel="preload" as="image" href="/media/a.webp"/><link rel="preload" as="image" href="/media/b.webp" fetchPriority="high"/>';
    const html = firstViewPages(shell)({ preview: { html: `${hints}<div class="shell">page</div>`, drawnAt: 1, reads: '{}' }, reads: '', modules: [] });
    expect(html).toContain(`${hints}</head>`);
    expect(html).toContain('<div id="root" data-server-view="1" inert><div class="shell">page</div></div>');
  });

  it('sends the plain shell when there is no render', () => {
    const html = firstViewPages(shell)({ preview: null, reads: '<link rel="preload" href="/api/me">', modules: ['/assets/home-1.js'] });
    expect(html).toContain('site-logo');
    expect(html).toContain('<link rel="preload" href="/api/me"><link rel="modulepreload" crossorigin href="/assets/home-1.js"></head>');
  });
});
