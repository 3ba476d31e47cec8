import { queryOptions } from '@tanstack/react-query';
import { depositCheckReply } from '../../../domain/bidding/bid.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { biddingKeys } from './bidding-keys';

/**
 * GET /api/items/:id/deposit (spec 2 "auction check"): the CHP deposit, the balance and whether it
 * is already held. Always asked again: a charge in another tab changes the balance.
 */
export const depositCheckQuery = (commodityId: number) =>
  queryOptions({
    queryKey: biddingKeys.deposit(commodityId),
    queryFn: ({ signal }) => apiFetch(`/api/items/${commodityId}/deposit`, { schema: depositCheckReply, signal }),
    staleTime: 0,
  });
