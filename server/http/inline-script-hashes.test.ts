import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cspHash, inlineScriptHashes, inlineScripts } from './inline-script-hashes';
import { firstViewPages } from './first-view-page';

const dir = mkdtempSync(path.join(tmpdir(), 'holo-csp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const shell =
  '<!doctype html><html><head><script>warmUp();</script>' +
  '<script type="module" crossorigin src="/assets/app-1.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-1.js"></head>' +
  '<body><div id="root"><div class="shell" aria-hidden="true"><header class="site-header"><span class="site-logo">Holo</span></header></div></div><noscript>Holo needs JavaScript.</noscript></body></html>';

describe('inline script hashes', () => {
  it("cover every inline script of a landing page, whatever the page's scripts, and nothing else", () => {
    writeFileSync(path.join(dir, 'index.html'), shell);
    writeFileSync(path.join(dir, 'offline.html'), '<html><body><script>\n  retry();\n</script></body></html>');
    const allowed = inlineScriptHashes(dir);
    const pageWith = firstViewPages(shell);
    for (const modules of [['/assets/item-1.js'], ['/assets/market-1.js', '/assets/card-1.js']]) {
      const html = pageWith({ preview: { html: '<p>card</p>', drawnAt: 1, reads: '{"queries":[]}' }, reads: '', modules });
      const scripts = inlineScripts(html);
      // The formatter warm-up and the starter; the page's own data block is not a script.
      expect(scripts).toHaveLength(2);
      for (const script of scripts) expect(allowed).toContain(cspHash(script));
      expect(html).toContain(`<script type="application/json" id="first-view-start">{"entry":"/assets/app-1.js","modules":["/assets/framework-1.js","${modules[0]}"`);
    }
    expect(allowed).toContain(cspHash('\n  retry();\n'));
    expect(allowed).toHaveLength(3);
  });

  it("hash the source index.html's own inline script as the build keeps it", () => {
    const source = readFileSync('index.html', 'utf8');
    expect(inlineScripts(source)).toHaveLength(1);
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
