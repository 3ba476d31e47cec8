import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-client';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const recentlyViewedReplySchema = () => import('../../../domain/member/recently-viewed.schema').then((m) => m.recentlyViewedReply);

/** Query keys of the recently-viewed feature; recording a view invalidates through `all()`. */
export const recentlyViewedQueries = {
  all: () => ['recently-viewed'] as const,
  page: (page: number) =>
    queryOptions({
      queryKey: [...recentlyViewedQueries.all(), { page }] as const,
      queryFn: ({ signal }) => apiFetch(`/api/recently?page=${page}`, { schema: recentlyViewedReplySchema, signal }),
      placeholderData: keepPreviousData,
      // Member data: shown from the persisted cache at once, always re-checked on arrival.
      staleTime: 0,
    }),
};

export function useRecentlyViewed(page: number) {
  return useQuery(recentlyViewedQueries.page(page));
}
