import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-client';
import { biddingKeys } from './bidding-keys';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const depositCheckReplySchema = () => import('../../../domain/bidding/bid.schema').then((m) => m.depositCheckReply);

/**
 * GET /api/items/:id/deposit (spec 2 "auction check"): the CHP deposit, the balance and whether it
 * is already held. Always asked again: a charge in another tab changes the balance.
 */
export const depositCheckQuery = (commodityId: number) =>
  queryOptions({
    queryKey: biddingKeys.deposit(commodityId),
    queryFn: ({ signal }) => apiFetch(`/api/items/${commodityId}/deposit`, { schema: depositCheckReplySchema, signal }),
    staleTime: 0,
  });
