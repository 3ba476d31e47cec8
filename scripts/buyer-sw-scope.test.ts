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
});
