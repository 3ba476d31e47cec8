import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketSearch } from '../../../domain/catalog/market-search.schema';
import { normalizeMarketSearch } from '../../../domain/catalog/market-search-rules';
import { apiFetch } from '../../../lib/api/api-client';
import { marketQueryString } from '../../../domain/catalog/market-url';
import { catalogKeys } from './catalog-keys';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const marketSearchReplySchema = () => import('../../../domain/catalog/market-search.schema').then((m) => m.marketSearchReply);

/** GET /api/market/search with the normalised search; the key is its query string. */
export const marketSearchOptions = (search: MarketSearch) => {
  const query = marketQueryString(normalizeMarketSearch(search));
  return queryOptions({
    queryKey: catalogKeys.market(query),
    queryFn: ({ signal }) => apiFetch(`/api/market/search?${query}`, { schema: marketSearchReplySchema, signal }),
    // Paging and filtering keep the previous grid on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
};

export function useMarketSearch(search: MarketSearch) {
  return useQuery(marketSearchOptions(search));
}
