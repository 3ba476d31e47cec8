/** The seller API's side of Best Offer (DESIGN.md section 3): accept, decline or counter a buyer's offer; only the item's seller may. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { counterOfferBody } from '../../src/domain/offers/offer-input';
import { memberIdOf } from '../http/session';
import { acceptOffer, counterOffer, declineOffer } from '../services/offers/answer-offer';
import { offerActionRoute } from './offer-action-route';

const errors = [400, 401, 404, 409] as const;

export const sellerOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/seller/offers/:id/accept',
    offerActionRoute({
      tag: 'seller',
      summary: "Accept a buyer's offer: the buyer gets an order to pay within 2 days and the listing is sold",
      errors,
    }),
    async (request) => acceptOffer(app.ctx, { role: 'seller', memberId: memberIdOf(request) }, request.params.id),
  );

  app.post(
    '/api/seller/offers/:id/decline',
    offerActionRoute({ tag: 'seller', summary: "Decline a buyer's offer", errors }),
    async (request) => declineOffer(app.ctx, { role: 'seller', memberId: memberIdOf(request) }, request.params.id),
  );

  app.post(
    '/api/seller/offers/:id/counter',
    offerActionRoute({
      tag: 'seller',
      summary: "Counter a buyer's offer (cents, above the offer and below the buy-now price); the buyer has 48 hours to answer",
      errors,
      body: counterOfferBody,
    }),
    async (request) => counterOffer(app.ctx, memberIdOf(request), request.params.id, request.body),
  );
};
