import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verificationBody, verificationStateReply } from '../../src/domain/account/verification.schema';
import { errorReplies, perMinute } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { getVerificationState } from '../services/verification/get-verification-state';
import { submitUsVerification, submitVerification } from '../services/verification/submit-verification';
import { usIdentityBody } from '../../src/domain/account/us-identity.schema';

/** ID verification (spec 1 "ID verification"): the member's state, and applying. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/verification',
    {
      preHandler: requireMember,
      schema: {
        tags: ['account'],
        summary: "The member's ID verification: status (0 none, 1 processing, 2 verified, 3 declined), attempts left, decline reason",
        security: [{ session: [] }],
        response: { 200: verificationStateReply, ...errorReplies(401) },
      },
    },
    async (request) => getVerificationState(app.ctx, memberIdOf(request)),
  );

  app.post(
    '/api/me/verification',
    {
      preHandler: requireMember,
      config: perMinute(app.ctx.env.CODE_RATE_LIMIT),
      schema: {
        tags: ['account'],
        summary: 'Apply for ID verification (the provider decides a little later)',
        description:
          'At most 3 applications in a rolling 24 hours (429 VERIFY_ATTEMPTS_EXCEEDED), one at a time (409 VERIFY_IN_PROGRESS), none once verified (409 VERIFY_ALREADY_DONE). Only the last 4 characters of the document number are stored.',
        security: [{ session: [] }],
        body: verificationBody,
        response: { 201: verificationStateReply, ...errorReplies(400, 401, 409, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await submitVerification(app.ctx, memberIdOf(request), request.body)),
  );

  app.post(
    '/api/me/verification/us',
    {
      preHandler: requireMember,
      config: perMinute(app.ctx.env.CODE_RATE_LIMIT),
      schema: {
        tags: ['account'],
        summary: 'Apply for ID verification with the US identity form (US members; the provider decides a little later)',
        description:
          'Name, date of birth, phone (digits, sent with +1), the last 4 digits of the social security number and the home address. The same limits as the document form (429 VERIFY_ATTEMPTS_EXCEEDED, 409 VERIFY_IN_PROGRESS, 409 VERIFY_ALREADY_DONE); a member whose MemberSource is not US gets 403 VERIFY_US_FORM_ONLY. The sandbox declines SSN last 4 "0000".',
        security: [{ session: [] }],
        body: usIdentityBody,
        response: { 201: verificationStateReply, ...errorReplies(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await submitUsVerification(app.ctx, memberIdOf(request), request.body)),
  );
};
