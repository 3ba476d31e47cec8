import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isOtherSitePath, otherSitePaths } from '../sw/shared-with-page';

describe('the seller site and the staff console, seen from the buyer service worker', () => {
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

  // After `npm run build` (the buyer pass, then the back-office pass): the real service worker
  // precaches the buyer's entry and no file of the seller's or the staff's.
  it.runIf(existsSync('dist/sw.js') && existsSync('dist/.vite/backoffice-manifest.json'))('the built sw.js precaches no back-office file', () => {
    const sw = readFileSync('dist/sw.js', 'utf8');
    const buyer = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const backoffice = JSON.parse(readFileSync('dist/.vite/backoffice-manifest.json', 'utf8')) as typeof buyer;
    expect(sw).toContain(buyer['index.html']!.file);
    expect(sw).not.toContain('seller/index.html');
    expect(sw).not.toContain('staff/index.html');
    const buyerFiles = new Set(Object.values(buyer).map((chunk) => chunk.file));
    for (const chunk of Object.values(backoffice)) {
      if (!buyerFiles.has(chunk.file)) expect(sw, chunk.file).not.toContain(chunk.file);
    }
    expect(backoffice['seller/index.html']).toBeDefined();
  });
});
