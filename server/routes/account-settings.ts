/**
 * The account settings page's changes (spec 3 sections 2 and 5): password, e-mail (with a code to
 * the new address), location and profile picture. Every route needs a signed-in member: the check
 * runs before the body is read, so a visitor gets 401 rather than a 400 about the body.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCodeReply } from '../../src/domain/account/account.schema';
import {
  avatarBody,
  changeEmailBody,
  changePasswordBody,
  emailCodeBody,
  locationBody,
} from '../../src/domain/account/account-settings.schema';
import { currentUser } from '../../src/domain/account/current-user.schema';
import { errorReplies, noContent, perMinute } from '../http/openapi';
import { endSession, memberIdOf, requireMember } from '../http/session';
import { changeEmail, requestEmailChangeCode } from '../services/accounts/change-email';
import { changePassword } from '../services/accounts/change-password';
import { getCurrentUser } from '../services/accounts/get-current-user';
import { setAvatar } from '../services/accounts/set-avatar';
import { setLocation } from '../services/accounts/set-location';

export const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/me/password',
    {
      preValidation: requireMember,
      config: perMinute(app.ctx.env.SIGN_IN_RATE_LIMIT),
      schema: {
        tags: ['account'],
        summary: 'Change the password with the old one; every session of the member ends',
        description:
          'A wrong old password is 400 PASSWORD_OLD_WRONG and counts against the per-account throttle like a sign-in (429 TOO_MANY_ATTEMPTS). On success every session of the member, on every node, ends and the cookie is cleared: the member signs in again.',
        security: [{ session: [] }],
        body: changePasswordBody,
        response: { 204: noContent, ...errorReplies(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { OldPassword, NewPassword } = request.body;
      await changePassword(app.ctx, memberIdOf(request), { oldPassword: OldPassword, newPassword: NewPassword });
      // The session row is gone already; this clears the cookie.
      await endSession(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/me/email/code',
    {
      preValidation: requireMember,
      config: perMinute(app.ctx.env.CODE_RATE_LIMIT),
      schema: {
        tags: ['account'],
        summary: 'Send a 6-digit code to the new e-mail address',
        description: 'Needs a human-check ticket. An address another member uses is 409 EMAIL_TAKEN; a new code may follow after 120 s.',
        security: [{ session: [] }],
        body: emailCodeBody,
        response: { 200: requestCodeReply, ...errorReplies(400, 401, 409, 429, 502) },
      },
    },
    async (request) => {
      const sent = await requestEmailChangeCode(app.ctx, memberIdOf(request), {
        email: request.body.EMail,
        humanTicket: request.body.HumanTicket,
        remoteIp: request.ip,
      });
      return { ResendAfterSeconds: sent.resendAfterSeconds, ExpiresInSeconds: sent.expiresInSeconds };
    },
  );

  app.post(
    '/api/me/email',
    {
      preValidation: requireMember,
      schema: {
        tags: ['account'],
        summary: 'Change the e-mail address with the code sent to it; replies with the updated member',
        security: [{ session: [] }],
        body: changeEmailBody,
        response: { 200: currentUser, ...errorReplies(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      await changeEmail(app.ctx, memberId, { email: request.body.EMail, code: request.body.Code.trim() });
      return getCurrentUser(app.ctx, memberId);
    },
  );

  app.put(
    '/api/me/location',
    {
      preValidation: requireMember,
      schema: {
        tags: ['account'],
        summary: "Save the member's location (one of the list); replies with the updated member",
        security: [{ session: [] }],
        body: locationBody,
        response: { 200: currentUser, ...errorReplies(400, 401) },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      await setLocation(app.ctx, memberId, request.body.LocationCode);
      return getCurrentUser(app.ctx, memberId);
    },
  );

  app.post(
    '/api/me/avatar',
    {
      preValidation: requireMember,
      schema: {
        tags: ['account'],
        summary: "Make one of the member's own uploaded pictures (purpose 'avatar') their profile picture",
        description: 'HeadPortrait becomes the picture served 100 px wide. A picture that is not the member\'s own avatar upload is 404 IMAGE_NOT_FOUND.',
        security: [{ session: [] }],
        body: avatarBody,
        response: { 200: currentUser, ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      await setAvatar(app.ctx, memberId, request.body.ImageId);
      return getCurrentUser(app.ctx, memberId);
    },
  );
};
