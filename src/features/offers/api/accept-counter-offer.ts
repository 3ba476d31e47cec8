import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerActionReply } from '../../../domain/offers/offer.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { itemQueries } from '../../item';
import { offerKeys } from './offer-keys';

/** POST /api/offers/:id/accept: the buyer accepts the seller's counter-offer (spec: approve with ApproveType 1). */
export function acceptCounterOffer(offerId: number) {
  return apiFetch(`/api/offers/${offerId}/accept`, { method: 'POST', schema: offerActionReply });
}

export function useAcceptCounterOffer(commodityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCounterOffer,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: offerKeys.history(commodityId) });
      void queryClient.invalidateQueries({ queryKey: itemQueries.detail(commodityId).queryKey });
    },
  });
}
