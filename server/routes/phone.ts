import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCodeReply } from '../../src/domain/account/account.schema';
import { currentUser } from '../../src/domain/account/current-user.schema';
import { addPhoneBody, phoneCodeBody } from '../../src/domain/account/verification.schema';
import { errorReplies, perMinute } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { addPhone } from '../services/accounts/add-phone';
import { getCurrentUser } from '../services/accounts/get-current-user';
import { requestPhoneCode } from '../services/accounts/request-phone-code';

/** Adding a phone to an account that has none (spec 2 "Gate": 'Please set your Phone number!'). */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/me/phone/code',
    {
      preHandler: requireMember,
      config: perMinute(app.ctx.env.CODE_RATE_LIMIT),
      schema: {
        tags: ['account'],
        summary: 'Send a 6-digit code to the phone being added',
        description: 'Needs a human-check ticket. The phone must not belong to another member (409 PHONE_TAKEN); a phone once set cannot be changed (409 PHONE_ALREADY_SET).',
        security: [{ session: [] }],
        body: phoneCodeBody,
        response: { 200: requestCodeReply, ...errorReplies(400, 401, 409, 429, 502) },
      },
    },
    async (request) => {
      const { Country, TelPhone, HumanTicket } = request.body;
      const sent = await requestPhoneCode(app.ctx, memberIdOf(request), { country: Country, telPhone: TelPhone, humanTicket: HumanTicket, remoteIp: request.ip });
      return { ResendAfterSeconds: sent.resendAfterSeconds, ExpiresInSeconds: sent.expiresInSeconds };
    },
  );

  app.post(
    '/api/me/phone',
    {
      preHandler: requireMember,
      schema: {
        tags: ['account'],
        summary: "Add the phone with its code; replies with the updated member",
        security: [{ session: [] }],
        body: addPhoneBody,
        response: { 200: currentUser, ...errorReplies(400, 401, 409) },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      const { Country, TelPhone, Code } = request.body;
      await addPhone(app.ctx, memberId, { country: Country, telPhone: TelPhone, code: Code });
      return getCurrentUser(app.ctx, memberId);
    },
  );
};
