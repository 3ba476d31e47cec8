import { useMutation } from '@tanstack/react-query';
import { placeBidReply, type PlaceBidBody } from '../../../domain/bidding/bid.schema';
import { apiFetch } from '../../../lib/api/api-client';

/** POST /api/items/:id/bids: the bidder's maximum in cents. Never queued offline (DESIGN.md section 6). */
export function placeBid(commodityId: number, body: PlaceBidBody) {
  return apiFetch(`/api/items/${commodityId}/bids`, { method: 'POST', body, schema: placeBidReply });
}

export function usePlaceBid(commodityId: number) {
  return useMutation({ mutationFn: (priceCents: number) => placeBid(commodityId, { Price: priceCents }) });
}
