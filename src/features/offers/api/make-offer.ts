import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerActionReply } from '../../../domain/offers/offer.schema';
import type { MakeOfferBody } from '../../../domain/offers/offer-input';
import { apiFetch } from '../../../lib/api/api-client';
import { itemQueries } from '../../item';
import { offerKeys } from './offer-keys';

/** POST /api/offers: the buyer's offer in cents. A money action: never queued offline (DESIGN.md section 6). */
export function makeOffer(body: MakeOfferBody) {
  return apiFetch('/api/offers', { method: 'POST', body, schema: offerActionReply });
}

export function useMakeOffer(commodityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: { priceCents: number; remark: string }) =>
      makeOffer({ CommodityID: commodityId, Price: offer.priceCents, Remark: offer.remark, BargainType: 1 }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: offerKeys.history(commodityId) });
      void queryClient.invalidateQueries({ queryKey: itemQueries.detail(commodityId).queryKey });
    },
  });
}
