import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetPasswordBody } from '../../../src/domain/account/account.schema';
import { errorReplies, noContent, perMinute } from '../../http/openapi';
import { resetPassword } from '../../services/accounts/reset-password';
import { accountOf } from './account-of';

export const resetPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/reset-password',
    {
      // Each try may end in a password hash, like a sign-in: the same per-address budget.
      config: perMinute(app.ctx.env.SIGN_IN_RATE_LIMIT),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset code; signs the account out everywhere',
        body: resetPasswordBody,
        response: { 204: noContent, ...errorReplies(400, 429) },
      },
    },
    async (request, reply) => {
      const { Type, Account, AreaCode, Code, NewPassword } = request.body;
      const account = accountOf(Type, { phone: Account, country: AreaCode, email: Account });
      await resetPassword(app.ctx, { account, code: Code, newPassword: NewPassword });
      return reply.status(204).send(null);
    },
  );
};
