/**
 * The watch list (spec 1 "Watch", spec 3 "Watch list"). The changes are replayable (http/replayable.ts):
 * the PWA queues them offline and replays them with an Idempotency-Key.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwatchManyBody, watchListQuery, watchListReply, watchToggleReply } from '../../src/domain/member/watch.schema';
import { errorReplies, noContent } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { answerOnce, replayableHeaders } from '../http/replayable';
import { setWatch } from '../services/watch/set-watch';
import { unwatchMany } from '../services/watch/unwatch-many';
import { listWatches } from '../services/watch/list-watches';

const params = z.object({ commodityId: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ session: [] }];

export const watchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/watch/:commodityId',
    {
      preValidation: requireMember,
      schema: {
        tags: ['watch'],
        summary: 'Watch a listing (idempotent; honours Idempotency-Key); replies with the new watcher count',
        security,
        headers: replayableHeaders,
        params,
        response: { 200: watchToggleReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => answerOnce(app.ctx, request, 'watch.set', () => setWatch(app.ctx, memberIdOf(request), request.params.commodityId, true)),
  );

  app.delete(
    '/api/watch/:commodityId',
    {
      preValidation: requireMember,
      schema: {
        tags: ['watch'],
        summary: 'Stop watching a listing (idempotent; honours Idempotency-Key)',
        security,
        headers: replayableHeaders,
        params,
        response: { 200: watchToggleReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => answerOnce(app.ctx, request, 'watch.set', () => setWatch(app.ctx, memberIdOf(request), request.params.commodityId, false)),
  );

  app.delete(
    '/api/watch',
    {
      preValidation: requireMember,
      schema: {
        tags: ['watch'],
        summary: 'Stop watching several listings (select all + delete; honours Idempotency-Key)',
        security,
        headers: replayableHeaders,
        body: unwatchManyBody,
        response: { 204: noContent, ...errorReplies(400, 401, 409) },
      },
    },
    async (request, reply) => {
      await answerOnce(app.ctx, request, 'watch.remove-many', async () => {
        await unwatchMany(app.ctx, memberIdOf(request), request.body.ids);
        return { removed: request.body.ids.length };
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/watch',
    {
      preValidation: requireMember,
      schema: {
        tags: ['watch'],
        summary: 'The watch list with outbid/leading badges; 6 per page for the header dropdown, 60 on the page',
        security,
        querystring: watchListQuery,
        response: { 200: watchListReply, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listWatches(app.ctx, memberIdOf(request), request.query);
    },
  );
};
