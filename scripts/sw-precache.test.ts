import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buyerFiles, isBuyerPrecached, type BuildManifest } from './sw-precache';
import { isOtherSitePath, otherSitePaths } from '../sw/shared-with-page';

/** The shape of Vite's build manifest with the buyer's and the seller's entries sharing the framework. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/main-1.js', isEntry: true, imports: ['_framework-f.js'], dynamicImports: ['src/features/item/pages/item-page.tsx'], css: ['assets/main-1.css'] },
  'seller/index.html': { file: 'assets/seller-2.js', isEntry: true, imports: ['_framework-f.js', '_tab-list-t.js'], dynamicImports: ['src/locales/ja/backoffice.po'], css: ['assets/seller-2.css'] },
  '_framework-f.js': { file: 'assets/framework-f.js' },
  '_tab-list-t.js': { file: 'assets/tab-list-t.js' },
  'src/features/item/pages/item-page.tsx': { file: 'assets/item-page-i.js', imports: ['_tab-list-t.js'] },
  'src/locales/ja/backoffice.po': { file: 'assets/backoffice-j.js' },
};

describe("the buyer service worker's precache", () => {
  const files = buyerFiles(manifest);

  it("keeps what the buyer's index.html reaches and the files that are no chunk", () => {
    for (const url of ['assets/main-1.js', 'assets/main-1.css', 'assets/framework-f.js', 'assets/item-page-i.js', 'assets/tab-list-t.js', 'index.html', 'offline.html', 'icons/icon-192.png']) {
      expect(isBuyerPrecached(url, files), url).toBe(true);
    }
  });

  it("leaves out the seller and staff pages and the chunks only they use", () => {
    for (const url of ['seller/index.html', 'staff/index.html', 'assets/seller-2.js', 'assets/seller-2.css', 'assets/backoffice-j.js']) {
      expect(isBuyerPrecached(url, files), url).toBe(false);
    }
  });

  it('never answers /seller or /staff navigations with the buyer shell', () => {
    for (const path of ['/seller', '/seller/', '/seller/listings/new', '/staff/warehouse']) expect(isOtherSitePath(path), path).toBe(true);
    // The buyer's own store pages live under /seller/ too (spec 1): the buyer shell answers them.
    for (const path of ['/sellers', '/sellers/abc', '/staffing', '/', '/seller/list', '/seller/list?key=psa', '/seller/detail/12']) {
      expect(isOtherSitePath(path), path).toBe(false);
    }
    expect(isOtherSitePath('/seller/listings')).toBe(true);
    expect(isOtherSitePath('/seller/details')).toBe(true);
    expect(otherSitePaths.length).toBe(2);
  });

  // After `npm run build`: the real service worker's precache list holds no seller file.
  it.runIf(existsSync('dist/sw.js') && existsSync('dist/.vite/manifest.json'))('the built sw.js precaches no seller file', () => {
    const sw = readFileSync('dist/sw.js', 'utf8');
    const built = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as BuildManifest;
    const seller = built['seller/index.html'];
    expect(seller).toBeDefined();
    expect(sw).not.toContain('seller/index.html');
    expect(sw).not.toContain(seller!.file);
    expect(sw).toContain(built['index.html']!.file);
  });
});
