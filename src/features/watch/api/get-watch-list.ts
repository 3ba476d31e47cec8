import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WATCH_DROPDOWN_SIZE } from '../../../domain/member/watch-sizes';
import { apiFetch } from '../../../lib/api/api-client';

/** The reply's schema, loaded with the read (api-client.ts) rather than with the first view. */
const watchListReplySchema = () => import('../../../domain/member/watch.schema').then((m) => m.watchListReply);

export type WatchStatus = 'all' | 'active' | 'ended';
export type WatchSort = 'ending' | 'newest' | 'price-asc' | 'price-desc';

export interface WatchListParams {
  status: WatchStatus;
  sort: WatchSort;
  search: string;
  page: number;
  /** WATCH_DROPDOWN_SIZE or WATCH_PAGE_SIZE, the two sizes the server takes. */
  size: 6 | 60;
}

/** The header dropdown: the 6 most recently watched items, and the total for the badge. */
export const dropdownParams: WatchListParams = { status: 'all', sort: 'newest', search: '', page: 1, size: WATCH_DROPDOWN_SIZE };

function toQueryString(params: WatchListParams) {
  const query = new URLSearchParams({ status: params.status, sort: params.sort, page: String(params.page), size: String(params.size) });
  if (params.search) query.set('search', params.search);
  return query.toString();
}

/** Query keys of the watch feature; every watch mutation invalidates through these. */
export const watchQueries = {
  all: () => ['watch'] as const,
  lists: () => [...watchQueries.all(), 'list'] as const,
  list: (params: WatchListParams) =>
    queryOptions({
      queryKey: [...watchQueries.lists(), params] as const,
      queryFn: ({ signal }) => apiFetch(`/api/watch?${toQueryString(params)}`, { schema: watchListReplySchema, signal }),
      placeholderData: keepPreviousData,
      // Shown from the persisted cache at once, then always checked: the header badge and the list
      // must not keep a count from before a change made just before a reload or on another device.
      staleTime: 0,
    }),
};

export function useWatchList(params: WatchListParams, enabled = true) {
  return useQuery({ ...watchQueries.list(params), enabled });
}
