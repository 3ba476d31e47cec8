import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent } from '../../http/openapi';
import { endSession } from '../../http/session';

export const signOutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session and clears the cookie',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await endSession(request, reply);
      return reply.status(204).send(null);
    },
  );
};
