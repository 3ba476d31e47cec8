/**
 * Followed (saved) sellers and the blocked list (spec 1 sections 4, 6, 8; spec 3). PUT/DELETE are
 * idempotent; following is replayable from the PWA's offline queue (http/replayable.ts).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockedQuery,
  blockedReply,
  blockReply,
  followedSellersQuery,
  followedSellersReply,
  followReply,
} from '../../src/domain/member/seller-relations.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { answerOnce, replayableHeaders } from '../http/replayable';
import { setFollow } from '../services/seller-relations/set-follow';
import { setBlock } from '../services/seller-relations/set-block';
import { listFollowedSellers } from '../services/seller-relations/list-followed-sellers';
import { listBlockedMembers } from '../services/seller-relations/list-blocked-members';

const memberId = z.coerce.number().int().positive().max(2_147_483_647);
const security = [{ session: [] }];

export const sellerRelationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [method, on] of [['PUT', true], ['DELETE', false]] as const) {
    app.route({
      method,
      url: '/api/sellers/:sellerId/follow',
      preValidation: requireMember,
      schema: {
        tags: ['sellers'],
        summary: on ? 'Follow (save) a seller; honours Idempotency-Key' : 'Unfollow a seller; honours Idempotency-Key',
        security,
        headers: replayableHeaders,
        params: z.object({ sellerId: memberId }),
        response: { 200: followReply, ...errorReplies(400, 401, 404, 409) },
      },
      handler: async (request) => answerOnce(app.ctx, request, 'seller.follow', () => setFollow(app.ctx, memberIdOf(request), request.params.sellerId, on)),
    });
    app.route({
      method,
      url: '/api/sellers/:memberId/block',
      preValidation: requireMember,
      schema: {
        tags: ['sellers'],
        summary: on ? 'Block a member (also unfollows them)' : 'Unblock a member',
        security,
        params: z.object({ memberId }),
        response: { 200: blockReply, ...errorReplies(400, 401, 404) },
      },
      handler: async (request) => setBlock(app.ctx, memberIdOf(request), request.params.memberId, on),
    });
  }

  app.get(
    '/api/me/followed-sellers',
    {
      preValidation: requireMember,
      schema: {
        tags: ['sellers'],
        summary: 'Saved sellers with store name, logo, follower and selling counts; 12 per page',
        security,
        querystring: followedSellersQuery,
        response: { 200: followedSellersReply, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listFollowedSellers(app.ctx, memberIdOf(request), request.query);
    },
  );

  app.get(
    '/api/me/blocked',
    {
      preValidation: requireMember,
      schema: {
        tags: ['sellers'],
        summary: 'The blocked list, searchable by nickname; 12 per page',
        security,
        querystring: blockedQuery,
        response: { 200: blockedReply, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listBlockedMembers(app.ctx, memberIdOf(request), request.query);
    },
  );
};
