/**
 * Saved searches with e-mail alerts (spec 1 "Saved search", spec 3 "Saved searches"). DELETE and
 * PUT are idempotent; POST honours an Idempotency-Key so the PWA's offline queue can replay it.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  savedSearch,
  savedSearchListQuery,
  savedSearchListReply,
  saveSearchBody,
  setNoticeBody,
} from '../../src/domain/member/saved-search.schema';
import { errorReplies, noContent } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { replayableHeaders, replayedAction } from '../http/replayable';
import { withIdempotencyKey } from '../services/idempotency/with-idempotency-key';
import { saveSearch } from '../services/saved-searches/save-search';
import { listSavedSearches } from '../services/saved-searches/list-saved-searches';
import { deleteSavedSearch } from '../services/saved-searches/delete-saved-search';
import { setSavedSearchNotice } from '../services/saved-searches/set-saved-search-notice';

const security = [{ session: [] }];
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/saved-searches',
    {
      preValidation: requireMember,
      schema: {
        tags: ['saved searches'],
        summary: 'Save a market search (201; 200 with the existing one when already saved). Honours Idempotency-Key.',
        security,
        headers: replayableHeaders,
        body: saveSearchBody,
        response: { 200: savedSearch, 201: savedSearch, ...errorReplies(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const { memberId, key } = replayedAction(request);
      const answer = await withIdempotencyKey(app.ctx, { memberId, scope: 'saved-search.create', key }, async () => {
        const { created, saved } = await saveSearch(app.ctx, memberId, request.body);
        return { status: created ? 201 : 200, body: saved };
      });
      return reply.status(answer.status === 201 ? 201 : 200).send(answer.body);
    },
  );

  app.get(
    '/api/saved-searches',
    {
      preValidation: requireMember,
      schema: {
        tags: ['saved searches'],
        summary: 'Saved searches, 20 per page, with current match counts and alerts used/limit',
        security,
        querystring: savedSearchListQuery,
        response: { 200: savedSearchListReply, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listSavedSearches(app.ctx, memberIdOf(request), request.query);
    },
  );

  app.delete(
    '/api/saved-searches/:id',
    {
      preValidation: requireMember,
      schema: {
        tags: ['saved searches'],
        summary: 'Delete a saved search (idempotent)',
        security,
        params,
        response: { 204: noContent, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(app.ctx, memberIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/saved-searches/:id/notice',
    {
      preValidation: requireMember,
      schema: {
        tags: ['saved searches'],
        summary: 'Turn the e-mail alert on or off; 409 ALERT_LIMIT_REACHED past the limit',
        security,
        params,
        body: setNoticeBody,
        response: { 200: savedSearch, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => setSavedSearchNotice(app.ctx, memberIdOf(request), request.params.id, request.body.Notice),
  );
};
