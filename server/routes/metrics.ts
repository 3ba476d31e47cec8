/**
 * GET /metrics: Prometheus's text format (server/metrics/metrics.ts). Outside the API's /api paths,
 * as Prometheus expects, and kept out of the OpenAPI document. With METRICS_TOKEN set (always in
 * production), only a scraper sending it as a bearer token reads it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registry } from '../metrics/metrics';
import { metricsAllowed } from '../metrics/metrics-access';
import { unauthorized } from '../http/errors';

export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metricsAllowed(request.headers.authorization, app.ctx.env.METRICS_TOKEN)) {
      void reply.header('www-authenticate', 'Bearer');
      throw unauthorized();
    }
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
};
