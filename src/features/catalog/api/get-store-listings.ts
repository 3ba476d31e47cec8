import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketSearch } from '../../../domain/catalog/market-search.schema';
import { normalizeMarketSearch } from '../../../domain/catalog/market-search-rules';
import { apiFetch } from '../../../lib/api/api-client';
import { marketQueryString } from '../../../domain/catalog/market-url';
import { catalogKeys } from './catalog-keys';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const marketSearchReplySchema = () => import('../../../domain/catalog/market-search.schema').then((m) => m.marketSearchReply);

/** GET /api/stores/:id/listings with the market parameters (the store's tab filters and sorts). */
export const storeListingsOptions = (id: number, search: MarketSearch) => {
  const query = marketQueryString(normalizeMarketSearch(search));
  return queryOptions({
    queryKey: catalogKeys.storeListings(id, query),
    queryFn: ({ signal }) => apiFetch(`/api/stores/${id}/listings?${query}`, { schema: marketSearchReplySchema, signal }),
    placeholderData: keepPreviousData,
  });
};

export function useStoreListings(id: number, search: MarketSearch, enabled = true) {
  return useQuery({ ...storeListingsOptions(id, search), enabled });
}
