/**
 * Query keys of the catalog feature, one factory so that invalidation and prefetching agree with
 * the queries. Keys of searches hold the normalised query string, so the same search (however it
 * was typed in the URL) shares one cache entry, and the persisted cache can restore it offline.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  home: () => [...catalogKeys.all, 'home'] as const,
  /** Named in the display language by the server, so one entry per language. */
  cardConditions: (locale: string) => [...catalogKeys.all, 'card-conditions', locale] as const,
  market: (query: string) => [...catalogKeys.all, 'market', query] as const,
  list: (query: string) => [...catalogKeys.all, 'list', query] as const,
  stores: (key: string, page: number) => [...catalogKeys.all, 'stores', { key, page }] as const,
  store: (id: number) => [...catalogKeys.all, 'store', id] as const,
  storeListings: (id: number, query: string) => [...catalogKeys.all, 'store', id, 'listings', query] as const,
};
