import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { humanCheckAnswer, humanCheckChallenge, humanCheckTicket } from '../../../src/domain/account/account.schema';
import { errorReplies } from '../../http/openapi';
import { createHumanCheck } from '../../services/accounts/create-human-check';
import { answerHumanCheck } from '../../services/accounts/answer-human-check';

export const humanCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/human-check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start a human check (sandbox: a small sum) before a code may be requested',
        response: { 200: humanCheckChallenge },
      },
    },
    async () => {
      const { challengeId, question, terms } = await createHumanCheck(app.ctx);
      return { ChallengeId: challengeId, Question: question, Terms: terms };
    },
  );

  app.post(
    '/api/auth/human-check/answer',
    {
      schema: {
        tags: ['auth'],
        summary: 'Answer a human check; the right answer returns a single-use ticket valid 5 minutes',
        body: humanCheckAnswer,
        response: { 200: humanCheckTicket, ...errorReplies(400) },
      },
    },
    async (request) => {
      const { ticket } = await answerHumanCheck(app.ctx, request.body.ChallengeId, request.body.Answer);
      return { Ticket: ticket };
    },
  );
};
