import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCodeBody, requestCodeReply } from '../../../src/domain/account/account.schema';
import { errorReplies, perMinute } from '../../http/openapi';
import { requestCode } from '../../services/accounts/request-code';
import { requestLanguage } from '../../http/request-language';
import { accountOf } from './account-of';

export const requestCodeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/codes',
    {
      config: perMinute(app.ctx.env.CODE_RATE_LIMIT),
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit registration or password-reset code by SMS or e-mail',
        description:
          'Needs a human-check token. A new code for the same destination may follow after 120 s; a code lasts 10 minutes. The answer is the same whether or not the account exists: a taken destination gets a notice instead of a registration code, an unknown one no reset code.',
        body: requestCodeBody,
        response: { 200: requestCodeReply, ...errorReplies(400, 429, 502) },
      },
    },
    async (request) => {
      const body = request.body;
      const destination = accountOf(body.Type, { phone: body.TelPhone, country: body.AreaCode, email: body.EMail });
      const sent = await requestCode(app.ctx, { purpose: body.Purpose, destination, humanTicket: body.HumanTicket, remoteIp: request.ip, language: requestLanguage(request) });
      return { ResendAfterSeconds: sent.resendAfterSeconds, ExpiresInSeconds: sent.expiresInSeconds };
    },
  );
};
