/**
 * Run-time caches of the service worker (DESIGN.md section 6).
 * - Catalog reads (home, categories, market and list results, items, stores): network first with a
 *   short timeout, then the last copy. The stale-while-revalidate view comes from the page's
 *   persisted query cache, which shows what it has at once and refetches; serving a cached API
 *   reply first here would hand that refetch an old price right after a bid. A copy served offline
 *   carries OFFLINE_COPY_HEADER, so the page knows it is offline.
 * - Reference data (countries): cache first, refreshed after a day.
 * - Legal and information texts (/api/agreements…): cache first for a week, so a text read once
 *   opens offline; the page asks with its language in the address, so each language has its copy.
 * - Images: cache first with a size cap.
 * Member data (/api/me, watch, orders…) is never cached here: the page keeps it per member.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CATALOG_CACHE, OFFLINE_COPY_HEADER } from './shared-with-page';

const REFERENCE_CACHE = 'holo-reference';
const IMAGE_CACHE = 'holo-images';
const LEGAL_CACHE = 'holo-legal';

const DAY_SECONDS = 24 * 3600;

const catalogPaths = [
  /^\/api\/home$/,
  /^\/api\/categories$/,
  /^\/api\/market\/search$/,
  /^\/api\/list$/,
  /^\/api\/items\/\d+$/,
  /^\/api\/items\/\d+\/(bids|like)$/,
  /^\/api\/stores(\/\d+(\/listings)?)?$/,
  /^\/api\/reference\/app-config$/,
];
const referencePaths = [/^\/api\/reference\/countries$/];
const legalPaths = [/^\/api\/agreements(\/[a-zA-Z-]+)?$/];

/** Marks a reply the strategy took from the cache (NetworkFirst reads the cache only when the network failed). */
const markOfflineCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, headers.get('date') ?? new Date().toUTCString());
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

const okOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

export function registerCatalogCaching() {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && catalogPaths.some((path) => path.test(url.pathname)),
    new NetworkFirst({
      cacheName: CATALOG_CACHE,
      networkTimeoutSeconds: 4,
      plugins: [okOnly, markOfflineCopy, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && referencePaths.some((path) => path.test(url.pathname)),
    new CacheFirst({
      cacheName: REFERENCE_CACHE,
      plugins: [okOnly, new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: DAY_SECONDS, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    // Only addresses that name their language: an answer picked by cookie or session could be another language's.
    ({ url, request }) =>
      request.method === 'GET' && url.origin === self.location.origin && url.searchParams.has('Language') && legalPaths.some((path) => path.test(url.pathname)),
    new CacheFirst({
      cacheName: LEGAL_CACHE,
      plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    ({ request }) => request.destination === 'image',
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [okOnly, new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
  );
}
