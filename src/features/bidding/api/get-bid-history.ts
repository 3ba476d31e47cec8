import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bidHistoryReply } from '../../../domain/bidding/bid.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { biddingKeys } from './bidding-keys';

/** GET /api/items/:id/bids?page=: the item summary and its bids, newest first, 60 a page. */
export const bidHistoryQuery = (commodityId: number, page: number) =>
  queryOptions({
    queryKey: [...biddingKeys.histories(commodityId), page] as const,
    queryFn: ({ signal }) => apiFetch(`/api/items/${commodityId}/bids?page=${page}`, { schema: bidHistoryReply, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useBidHistory(commodityId: number, page: number) {
  return useQuery(bidHistoryQuery(commodityId, page));
}
