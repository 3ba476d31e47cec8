import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { SavedSearch } from '../../../domain/member/saved-search.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { session } from '../../../lib/session/session-store';

/** The reply's schema, loaded with the read (api-client.ts) rather than with the first view. */
const savedSearchListReplySchema = () => import('../../../domain/member/saved-search.schema').then((m) => m.savedSearchListReply);

export type NoticeFilter = 'on' | 'off' | 'all';

/** Query keys of the saved-searches feature; every mutation invalidates through `all()`. */
export const savedSearchQueries = {
  all: () => ['saved-searches'] as const,
  list: (notice: NoticeFilter, page: number) =>
    queryOptions({
      queryKey: [...savedSearchQueries.all(), 'list', { notice, page }] as const,
      queryFn: ({ signal }) =>
        apiFetch(`/api/saved-searches?${new URLSearchParams({ page: String(page), notice })}`, { schema: savedSearchListReplySchema, signal }),
      placeholderData: keepPreviousData,
      // Member data: shown from the persisted cache at once, always re-checked on arrival.
      staleTime: 0,
    }),
};

export function useSavedSearchList(notice: NoticeFilter, page: number) {
  return useQuery(savedSearchQueries.list(notice, page));
}

const none: SavedSearch[] = [];

/** The member's saved searches (first page) for the header search box; visitors get [] without a request. */
export function useSavedSearches(): SavedSearch[] {
  const { user } = useSnapshot(session);
  const query = useQuery({ ...savedSearchQueries.list('all', 1), enabled: Boolean(user) });
  return user ? (query.data?.data ?? none) : none;
}
