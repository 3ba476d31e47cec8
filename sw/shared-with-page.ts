/** Names the service worker and the page both use (the page imports only this file and action-queue.ts). */

/** Set by the service worker on an API reply it took from its cache because the network failed; the page then knows it is offline. */
export const OFFLINE_COPY_HEADER = 'X-Holo-Offline-Copy';

/** Catalog replies may carry a member's flags (watched, followed): signing out empties this cache. */
export const CATALOG_CACHE = 'holo-catalog';
