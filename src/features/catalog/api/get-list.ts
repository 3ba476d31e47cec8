import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '../../../domain/catalog/manufacturer-list.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { catalogKeys } from './catalog-keys';

/** The reply's schema, loaded with the read (api-client.ts) rather than with the first view. */
const listReplySchema = () => import('../../../domain/catalog/manufacturer-list.schema').then((m) => m.listReply);

export type { ListQuery, ListReply } from '../../../domain/catalog/manufacturer-list.schema';

export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** GET /api/list: a manufacturer list, with its logo tabs and the series and years to filter by. */
export const listOptions = (query: ListQuery) => {
  const search = listQueryString(query);
  return queryOptions({
    queryKey: catalogKeys.list(search),
    queryFn: ({ signal }) => apiFetch(`/api/list?${search}`, { schema: listReplySchema, signal }),
    placeholderData: keepPreviousData,
  });
};

export function useList(query: ListQuery) {
  return useQuery(listOptions(query));
}
