import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerHistoryReply } from '../../../domain/offers/offer.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { offerKeys } from './offer-keys';

/** GET /api/items/:id/offers: the member's offers on the item and the seller's counter-offers, newest first. */
export const offerHistoryQuery = (commodityId: number) =>
  queryOptions({
    queryKey: offerKeys.history(commodityId),
    queryFn: ({ signal }) => apiFetch(`/api/items/${commodityId}/offers`, { schema: offerHistoryReply, signal }),
    staleTime: 0,
  });

export function useOfferHistory(commodityId: number) {
  return useQuery(offerHistoryQuery(commodityId));
}
