import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeDetail } from '../../../domain/catalog/store.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { catalogKeys } from './catalog-keys';

/** GET /api/stores/:id: the store page header (404 STORE_NOT_FOUND). */
export const storeOptions = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.store(id),
    queryFn: ({ signal }) => apiFetch(`/api/stores/${id}`, { schema: storeDetail, signal }),
  });

export function useStore(id: number) {
  return useQuery(storeOptions(id));
}
