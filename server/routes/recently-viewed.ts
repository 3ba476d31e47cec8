/** Recently viewed (/myholo/recently): the PWA records a view when an item page opens. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recentlyViewedQuery, recentlyViewedReply } from '../../src/domain/member/recently-viewed.schema';
import { errorReplies, noContent } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { recordView } from '../services/recently/record-view';
import { listRecentlyViewed } from '../services/recently/list-recently-viewed';

const security = [{ session: [] }];

export const recentlyViewedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/recently/:commodityId',
    {
      preValidation: requireMember,
      schema: {
        tags: ['recently viewed'],
        summary: 'Record that the member opened a listing (idempotent; keeps the newest 100)',
        security,
        params: z.object({ commodityId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 204: noContent, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await recordView(app.ctx, memberIdOf(request), request.params.commodityId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/recently',
    {
      preValidation: requireMember,
      schema: {
        tags: ['recently viewed'],
        summary: 'Recently viewed listings, newest first; 60 per page',
        security,
        querystring: recentlyViewedQuery,
        response: { 200: recentlyViewedReply, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listRecentlyViewed(app.ctx, memberIdOf(request), request.query.page);
    },
  );
};
