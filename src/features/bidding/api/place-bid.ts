import { useMutation } from '@tanstack/react-query';
import type { PlaceBidBody } from '../../../domain/bidding/bid.schema';
import { apiFetch } from '../../../lib/api/api-client';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const placeBidReplySchema = () => import('../../../domain/bidding/bid.schema').then((m) => m.placeBidReply);

/** POST /api/items/:id/bids: the bidder's maximum in cents. Never queued offline (DESIGN.md section 6). */
export function placeBid(commodityId: number, body: PlaceBidBody) {
  return apiFetch(`/api/items/${commodityId}/bids`, { method: 'POST', body, schema: placeBidReplySchema });
}

export function usePlaceBid(commodityId: number) {
  return useMutation({ mutationFn: (priceCents: number) => placeBid(commodityId, { Price: priceCents }) });
}
