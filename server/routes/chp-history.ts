import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chpHistoryQuery, chpHistoryReply } from '../../src/domain/chp/chp-history.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { listChpHistory } from '../services/chp/list-chp-history';

export const chpHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/chp',
    {
      preValidation: requireMember,
      schema: {
        tags: ['account'],
        summary: "The member's CHP history, newest first, 60 a page, with the balance after each row (cents)",
        security: [{ session: [] }],
        querystring: chpHistoryQuery,
        response: { 200: chpHistoryReply, ...errorReplies(400, 401) },
      },
    },
    async (request) => listChpHistory(app.ctx.db, memberIdOf(request), request.query),
  );
};
