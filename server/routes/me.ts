import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../src/domain/account/current-user.schema';
import { languageBody } from '../../src/domain/account/language.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { getCurrentUser } from '../services/accounts/get-current-user';
import { saveLanguage } from '../services/accounts/save-language';
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

  app.put(
    '/api/me/language',
    {
      // Before the body is read: a visitor gets 401, not a 400 about the body.
      preValidation: requireMember,
      schema: {
        tags: ['account'],
        summary: "Save the member's language: their notifications, push texts and e-mails come in it",
        security: [{ session: [] }],
        body: languageBody,
        response: { 200: languageBody, ...errorReplies(400, 401) },
      },
    },
    async (request) => saveLanguage(app.ctx, memberIdOf(request), request.body.Language),
  );
};
