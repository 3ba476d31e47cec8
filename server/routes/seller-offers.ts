/** The seller API's side of Best Offer (DESIGN.md section 3): accept, decline or counter a buyer's offer; only the item's seller may. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { counterOfferBody } from '../../src/domain/offers/offer-input';
import { offerActionReply } from '../../src/domain/offers/offer.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { acceptOffer, counterOffer, declineOffer } from '../services/offers/answer-offer';
import { offerParams } from './offers';

const security = [{ session: [] }];

export const sellerOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/seller/offers/:id/accept',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: "Accept a buyer's offer: the buyer gets an order to pay within 2 days and the listing is sold",
        security,
        params: offerParams,
        response: { 200: offerActionReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => acceptOffer(app.ctx, { role: 'seller', memberId: memberIdOf(request) }, request.params.id),
  );

  app.post(
    '/api/seller/offers/:id/decline',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: "Decline a buyer's offer",
        security,
        params: offerParams,
        response: { 200: offerActionReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => declineOffer(app.ctx, { role: 'seller', memberId: memberIdOf(request) }, request.params.id),
  );

  app.post(
    '/api/seller/offers/:id/counter',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: "Counter a buyer's offer (cents, above the offer and below the buy-now price); the buyer has 48 hours to answer",
        security,
        params: offerParams,
        body: counterOfferBody,
        response: { 200: offerActionReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => counterOffer(app.ctx, memberIdOf(request), request.params.id, request.body),
  );
};
