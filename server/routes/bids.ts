/**
 * Bidding (spec 2 "Bid dialog", "Bid history"; DESIGN.md section 5): the CHP deposit, placing a
 * bid, the bid history and the member's bids. Money actions need a signed-in member.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bidHistoryQuery,
  bidHistoryReply,
  depositCheckReply,
  myBidsQuery,
  myBidsReply,
  payDepositReply,
  placeBidBody,
  placeBidReply,
} from '../../src/domain/bidding/bid.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { checkDeposit } from '../services/bidding/check-deposit';
import { holdDeposit } from '../services/bidding/hold-deposit';
import { placeBid } from '../services/bidding/place-bid';
import { countBid } from '../metrics/count-bid';
import { getBidHistory } from '../services/bidding/get-bid-history';
import { listMyBids } from '../services/bidding/list-my-bids';
import { itemParams } from './items';

const security = [{ session: [] }];

export const bidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/items/:id/deposit',
    {
      preValidation: requireMember,
      schema: {
        tags: ['bidding'],
        summary: "The item's CHP deposit, the member's spendable CHP and whether the deposit is already held",
        security,
        params: itemParams,
        response: { 200: depositCheckReply, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return checkDeposit(app.ctx, memberIdOf(request), request.params.id);
    },
  );

  app.post(
    '/api/items/:id/deposit',
    {
      preValidation: requireMember,
      schema: {
        tags: ['bidding'],
        summary: 'Hold the deposit before a first bid (idempotent); 409 CHP_INSUFFICIENT when the balance is short',
        security,
        params: itemParams,
        response: { 200: payDepositReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => holdDeposit(app.ctx, memberIdOf(request), request.params.id),
  );

  app.post(
    '/api/items/:id/bids',
    {
      preValidation: requireMember,
      schema: {
        tags: ['bidding'],
        summary: "Bid: Price is the bidder's maximum (cents); proxy bidding answers for the leader",
        security,
        params: itemParams,
        body: placeBidBody,
        response: { 200: placeBidReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => countBid(placeBid(app.ctx, memberIdOf(request), request.params.id, request.body.Price)),
  );

  app.get(
    '/api/items/:id/bids',
    {
      schema: {
        tags: ['bidding'],
        summary: "An item's bid history, 60 a page, newest first; other bidders' names masked",
        params: itemParams,
        querystring: bidHistoryQuery,
        response: { 200: bidHistoryReply, ...errorReplies(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getBidHistory(app.ctx, request.params.id, request.query.page, request.member?.memberId ?? null);
    },
  );

  app.get(
    '/api/me/bids',
    {
      preValidation: requireMember,
      schema: {
        tags: ['bidding'],
        summary: "The member's auctions: leading, outbid, won (with the order to pay) or lost; 60 a page",
        security,
        querystring: myBidsQuery,
        response: { 200: myBidsReply, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listMyBids(app.ctx, memberIdOf(request), request.query);
    },
  );
};
