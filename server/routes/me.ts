import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../src/domain/account/current-user.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { getCurrentUser } from '../services/accounts/get-current-user';
import { decideDueVerifications } from '../services/verification/decide-due-verifications';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      preHandler: requireMember,
      schema: {
        tags: ['account'],
        summary: 'The signed-in member, with CHP balance (cents) and address count',
        security: [{ session: [] }],
        response: { 200: currentUser, ...errorReplies(401) },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      // A verdict that is due shows at once, not only after the background job's next pass.
      await decideDueVerifications(app.ctx, { memberId });
      return getCurrentUser(app.ctx, memberId);
    },
  );
};
