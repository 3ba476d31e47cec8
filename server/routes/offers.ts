/**
 * Best Offer, the buyer's side (spec 2 "Make-offer dialog", "Offer status"; spec 3 "Offer
 * history"): make an offer, answer the seller's counter-offer, read the offer history. Money
 * actions need a signed-in member.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { makeOfferBody } from '../../src/domain/offers/offer-input';
import { offerActionReply, offerHistoryReply } from '../../src/domain/offers/offer.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { acceptOffer, declineOffer } from '../services/offers/answer-offer';
import { getOfferHistory } from '../services/offers/get-offer-history';
import { makeOffer } from '../services/offers/make-offer';
import { itemParams } from './items';
import { offerActionRoute } from './offer-action-route';

const security = [{ session: [] }];

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/offers',
    {
      preValidation: requireMember,
      schema: {
        tags: ['offers'],
        summary:
          'Make an offer (cents) on a buy-now listing that accepts offers: waits 48 h for the seller, or is declined (below the minimum) or accepted with an order (at the auto-accept price) at once',
        security,
        body: makeOfferBody,
        response: { 201: offerActionReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await makeOffer(app.ctx, memberIdOf(request), request.body)),
  );

  app.post(
    '/api/offers/:id/accept',
    offerActionRoute({
      tag: 'offers',
      summary: "Accept the seller's counter-offer (spec: approve with ApproveType 1): an order to pay within 2 days",
      errors: [400, 401, 403, 404, 409],
    }),
    async (request) => acceptOffer(app.ctx, { role: 'buyer', memberId: memberIdOf(request) }, request.params.id),
  );

  app.post(
    '/api/offers/:id/decline',
    offerActionRoute({ tag: 'offers', summary: "Decline the seller's counter-offer", errors: [400, 401, 404, 409] }),
    async (request) => declineOffer(app.ctx, { role: 'buyer', memberId: memberIdOf(request) }, request.params.id),
  );

  app.get(
    '/api/items/:id/offers',
    {
      preValidation: requireMember,
      schema: {
        tags: ['offers'],
        summary: "The member's offers on an item and the seller's counter-offers, newest first, with the offers left and the order to pay",
        security,
        params: itemParams,
        response: { 200: offerHistoryReply, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getOfferHistory(app.ctx, memberIdOf(request), request.params.id);
    },
  );
};
