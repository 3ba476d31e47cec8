import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closeAccountBody, closeAccountCheckReply } from '../../src/domain/account/close-account.schema';
import { closeAccountVerdict } from '../../src/domain/account/close-account-rules';
import { errorReplies, noContent, perMinute } from '../http/openapi';
import { endSession, memberIdOf, requireMember } from '../http/session';
import { closeAccount } from '../services/accounts/close-account';
import { closeAccountFacts } from '../services/accounts/close-account-facts';

const security = [{ session: [] }];

export const closeAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/close-account',
    {
      preValidation: requireMember,
      schema: {
        tags: ['account'],
        summary: 'The close-account checklist: each condition met or not, and whether the account may close',
        security,
        response: { 200: closeAccountCheckReply, ...errorReplies(401) },
      },
    },
    async (request) => closeAccountVerdict(await closeAccountFacts(app.ctx.db, memberIdOf(request))),
  );

  app.post(
    '/api/me/close-account',
    {
      preValidation: requireMember,
      config: perMinute(app.ctx.env.SIGN_IN_RATE_LIMIT),
      schema: {
        tags: ['account'],
        summary: 'Close the account with the password: re-checks the conditions, erases the personal data, ends every session',
        security,
        body: closeAccountBody,
        response: { 204: noContent, ...errorReplies(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await closeAccount(app.ctx, memberIdOf(request), request.body.Password);
      await endSession(request, reply);
      return reply.status(204).send(null);
    },
  );
};
