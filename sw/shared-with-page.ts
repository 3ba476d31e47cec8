/** Names the service worker and the page both use (the page imports only this file and action-queue.ts). */

/** Set by the service worker on an API reply it took from its cache because the network failed; the page then knows it is offline. */
export const OFFLINE_COPY_HEADER = 'X-Holo-Offline-Copy';

/** Catalog replies may carry a member's flags (watched, followed): signing out empties this cache. */
export const CATALOG_CACHE = 'holo-catalog';

/**
 * The seller site and the staff console: other entries of the same build under their own paths
 * (seller/index.html, staff/index.html). The buyer's service worker leaves their pages to the
 * network, and a return to one after signing in is a full page load, not a route of the buyer's app.
 */
export const otherSitePaths = [/^\/seller(\/|$)/, /^\/staff(\/|$)/];

export function isOtherSitePath(pathname: string): boolean {
  return otherSitePaths.some((path) => path.test(pathname));
}
