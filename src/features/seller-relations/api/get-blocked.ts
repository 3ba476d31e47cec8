import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { blockedReply } from '../../../domain/member/seller-relations.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { sellerRelationQueries } from './seller-relation-keys';

export const BLOCKED_PAGE_SIZE = 12;

/** GET /api/me/blocked?nickName&page (12 per page). */
export function blockedQuery(nickName: string, page: number) {
  const query = new URLSearchParams({ page: String(page) });
  if (nickName) query.set('nickName', nickName);
  return queryOptions({
    queryKey: [...sellerRelationQueries.blocked(), { nickName, page }] as const,
    queryFn: ({ signal }) => apiFetch(`/api/me/blocked?${query}`, { schema: blockedReply, signal }),
    placeholderData: keepPreviousData,
    // Member data: shown from the persisted cache at once, always re-checked on arrival.
    staleTime: 0,
  });
}

export function useBlocked(nickName: string, page: number) {
  return useQuery(blockedQuery(nickName, page));
}
