import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api/api-client';
import { offerActionReply } from '../../../../domain/offers/offer.schema';
import { sellerOfferKeys } from './seller-offers-query';

export type OfferAnswer = { action: 'accept' | 'decline' } | { action: 'counter'; priceCents: number };

/** Accept, decline or counter one offer; every tab reloads (the offer moves to "Answered"). */
export function useAnswerOffer(offerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: OfferAnswer) =>
      apiFetch(`/api/seller/offers/${offerId}/${answer.action}`, {
        method: 'POST',
        schema: offerActionReply,
        ...(answer.action === 'counter' && { body: { Price: answer.priceCents } }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerOfferKeys.all }),
  });
}
