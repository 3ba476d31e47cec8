/**
 * The carrier's signed tracking callback (server to server). The signature covers the exact bytes
 * sent, so the body is read as text and checked before anything is parsed or written.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../http/openapi';
import { unauthorized } from '../http/errors';
import { CARRIER_SIGNATURE_HEADER } from '../providers/carrier';
import { applyCarrierCallback } from '../services/shipping/apply-carrier-callback';

export const carrierCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post(
    '/api/carrier/callback',
    {
      config: { csrfExempt: true },
      // One tracking event is a few hundred bytes.
      bodyLimit: 16_384,
      schema: {
        tags: ['shipping'],
        summary: "The carrier's signed tracking event (x-carrier-signature: sha256=<HMAC of the body>); replays and numbers Holo never shipped change nothing",
        response: { 204: z.null(), ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      const signature = request.headers[CARRIER_SIGNATURE_HEADER];
      const callback = app.ctx.providers.carrier.readCallback(String(request.body), typeof signature === 'string' ? signature : undefined);
      if (!callback) throw unauthorized('CARRIER_SIGNATURE_INVALID');
      await applyCarrierCallback(app.ctx, callback);
      return reply.status(204).send(null);
    },
  );
};
