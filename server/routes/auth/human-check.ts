import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { humanCheckAnswer, humanCheckChallenge, humanCheckTicket } from '../../../src/domain/account/account.schema';
import { errorReplies, perMinute } from '../../http/openapi';
import { notFound } from '../../http/errors';
import { createHumanCheck } from '../../services/accounts/create-human-check';
import { answerHumanCheck } from '../../services/accounts/answer-human-check';

/** The sandbox human check's widget; with Turnstile or hCaptcha configured the browser uses theirs and these answer 404. */
export const humanCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = app.ctx.providers.humanCheck.kind === 'sandbox';
  // Each code request needs one check; a few wrong answers on top are allowed.
  const limit = perMinute(app.ctx.env.CODE_RATE_LIMIT * 3);

  app.post(
    '/api/auth/human-check',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Start a sandbox human check (a picture of a small sum) before a code may be requested',
        response: { 200: humanCheckChallenge, ...errorReplies(404, 429) },
      },
    },
    async () => {
      if (!sandbox) throw notFound();
      const { challengeId, image } = await createHumanCheck(app.ctx);
      return { ChallengeId: challengeId, Image: image };
    },
  );

  app.post(
    '/api/auth/human-check/answer',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Answer a sandbox human check; the right answer returns a single-use ticket valid 5 minutes',
        body: humanCheckAnswer,
        response: { 200: humanCheckTicket, ...errorReplies(400, 404, 429) },
      },
    },
    async (request) => {
      if (!sandbox) throw notFound();
      const { ticket } = await answerHumanCheck(app.ctx, request.body.ChallengeId, request.body.Answer);
      return { Ticket: ticket };
    },
  );
};
