import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { storeListReply } from '../../../domain/catalog/store.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { catalogKeys } from './catalog-keys';

/** GET /api/stores?key&page: all sellers, 60 a page, optionally filtered by store name. */
export const storesOptions = (key: string, page: number) => {
  const params = new URLSearchParams();
  if (key) params.set('key', key);
  if (page > 1) params.set('page', String(page));
  return queryOptions({
    queryKey: catalogKeys.stores(key, page),
    queryFn: ({ signal }) => apiFetch(`/api/stores?${params}`, { schema: storeListReply, signal }),
    placeholderData: keepPreviousData,
  });
};

export function useStores(key: string, page: number) {
  return useQuery(storesOptions(key, page));
}
