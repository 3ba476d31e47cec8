import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { myBidsReply } from '../../../domain/bidding/bid.schema';
import type { MyBidsStatus } from '../../../domain/bidding/bid-options';
import { apiFetch } from '../../../lib/api/api-client';
import { biddingKeys } from './bidding-keys';

export interface MyBidsParams {
  status: MyBidsStatus;
  page: number;
}

/** GET /api/me/bids?status=&page=: the items the member bid on, 60 a page. */
export const myBidsQuery = (params: MyBidsParams) =>
  queryOptions({
    queryKey: [...biddingKeys.myBids(), params] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/me/bids?${new URLSearchParams({ status: params.status, page: String(params.page) }).toString()}`, {
        schema: myBidsReply,
        signal,
      }),
    placeholderData: keepPreviousData,
    // Shown from the persisted cache at once, then checked: prices move while the page is away.
    staleTime: 0,
  });

export function useMyBids(params: MyBidsParams) {
  return useQuery(myBidsQuery(params));
}
