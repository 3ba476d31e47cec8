/** The home page's data and its survey (spec 1 "Home"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeQuery, homeReply, surveyBody } from '../../src/domain/catalog/home.schema';
import { errorReplies, noContent, perMinute } from '../http/openapi';
import { getHome, homeVideo } from '../services/catalog/get-home';
import { submitSurvey } from '../services/catalog/submit-survey';
import { requestLanguage } from '../http/request-language';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/home',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "Banners (in the request's language), listing rows (the member's watched, outbid and recently viewed, then ending soon, most bids and new), tiles, recommended stores, the like carousel and the activity switch",
        querystring: homeQuery,
        response: { 200: homeReply, ...errorReplies(400) },
      },
    },
    async (request) => {
      const home = await getHome(app.ctx, {
        areaCode: request.query.AreaCode ?? 'US', viewerId: request.member?.memberId ?? null,
        language: requestLanguage(request),
      });
      return { ...home, Video: homeVideo(app.ctx.env) };
    },
  );

  app.post(
    '/api/home/survey',
    {
      config: perMinute(10),
      schema: {
        tags: ['catalog'],
        summary: 'Answer the "how did you hear about us" survey (visitors too)',
        body: surveyBody,
        response: { 204: noContent, ...errorReplies(400, 429) },
      },
    },
    async (request, reply) => {
      await submitSurvey(app.ctx, request.body, request.member?.memberId ?? null);
      return reply.status(204).send(null);
    },
  );
};
