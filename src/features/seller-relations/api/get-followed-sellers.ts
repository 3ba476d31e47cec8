import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { followedSellersReply } from '../../../domain/member/seller-relations.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { sellerRelationQueries } from './seller-relation-keys';

export const FOLLOWED_PAGE_SIZE = 12;

/** GET /api/me/followed-sellers?search&page (12 per page). */
export function followedSellersQuery(search: string, page: number) {
  const query = new URLSearchParams({ page: String(page) });
  if (search) query.set('search', search);
  return queryOptions({
    queryKey: [...sellerRelationQueries.followed(), { search, page }] as const,
    queryFn: ({ signal }) => apiFetch(`/api/me/followed-sellers?${query}`, { schema: followedSellersReply, signal }),
    placeholderData: keepPreviousData,
    // Member data: shown from the persisted cache at once, always re-checked on arrival.
    staleTime: 0,
  });
}

export function useFollowedSellers(search: string, page: number) {
  return useQuery(followedSellersQuery(search, page));
}
