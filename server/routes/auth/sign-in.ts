import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInBody } from '../../../src/domain/account/account.schema';
import { currentUser } from '../../../src/domain/account/current-user.schema';
import { errorReplies, perMinute } from '../../http/openapi';
import { startSession } from '../../http/session';
import { signIn } from '../../services/accounts/sign-in';
import { getCurrentUser } from '../../services/accounts/get-current-user';
import { accountOf } from './account-of';

export const signInRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/sign-in',
    {
      config: perMinute(app.ctx.env.SIGN_IN_RATE_LIMIT),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with phone (Type 1) or e-mail (Type 0) and password; sets the session cookie',
        body: signInBody,
        response: { 200: currentUser, ...errorReplies(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { Type, Account, AreaCode, Password } = request.body;
      const memberId = await signIn(app.ctx, accountOf(Type, { phone: Account, country: AreaCode, email: Account }), Password);
      await startSession(request, reply, memberId);
      return getCurrentUser(app.ctx, memberId);
    },
  );
};
