import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-client';
import { catalogKeys } from './catalog-keys';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const storeDetailSchema = () => import('../../../domain/catalog/store.schema').then((m) => m.storeDetail);

/** GET /api/stores/:id: the store page header (404 STORE_NOT_FOUND). */
export const storeOptions = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.store(id),
    queryFn: ({ signal }) => apiFetch(`/api/stores/${id}`, { schema: storeDetailSchema, signal }),
  });

export function useStore(id: number) {
  return useQuery(storeOptions(id));
}
