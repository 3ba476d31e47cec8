import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerBody } from '../../../src/domain/account/account.schema';
import { currentUser } from '../../../src/domain/account/current-user.schema';
import { defaultLanguage, isLanguage } from '../../../src/domain/account/languages';
import { errorReplies, perMinute } from '../../http/openapi';
import { startSession } from '../../http/session';
import { registerMember } from '../../services/accounts/register-member';
import { getCurrentUser } from '../../services/accounts/get-current-user';
import { accountOf } from './account-of';

export const registerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/register',
    {
      // Each try may end in a password hash, like a sign-in: the same per-address budget.
      config: perMinute(app.ctx.env.SIGN_IN_RATE_LIMIT),
      schema: {
        tags: ['auth'],
        summary: 'Create an account with a code sent to the phone or e-mail, and sign in',
        body: registerBody,
        response: { 201: currentUser, ...errorReplies(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const language = request.cookies.holo_lang;
      const memberId = await registerMember(app.ctx, {
        destination: accountOf(body.Type, { phone: body.TelPhone, country: body.AreaCode ?? body.MemberSource, email: body.EMail }),
        email: body.EMail,
        nickname: body.NickName,
        password: body.Password,
        code: body.Code,
        memberSource: body.MemberSource,
        inviteCode: body.InviteCode,
        language: isLanguage(language) ? language : defaultLanguage,
      });
      await startSession(request, reply, memberId);
      return reply.status(201).send(await getCurrentUser(app.ctx, memberId));
    },
  );
};
