import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-client';
import { catalogKeys } from './catalog-keys';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const storeListReplySchema = () => import('../../../domain/catalog/store.schema').then((m) => m.storeListReply);

/** GET /api/stores?key&page: all sellers, 60 a page, optionally filtered by store name. */
export const storesOptions = (key: string, page: number) => {
  const params = new URLSearchParams();
  if (key) params.set('key', key);
  if (page > 1) params.set('page', String(page));
  return queryOptions({
    queryKey: catalogKeys.stores(key, page),
    queryFn: ({ signal }) => apiFetch(`/api/stores?${params}`, { schema: storeListReplySchema, signal }),
    placeholderData: keepPreviousData,
  });
};

export function useStores(key: string, page: number) {
  return useQuery(storesOptions(key, page));
}
