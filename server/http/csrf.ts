/**
 * CSRF defence: a mutating API request must carry X-Requested-With. A cross-site form cannot set
 * the header, and a cross-site fetch that sets it needs a CORS preflight this server never grants.
 */
import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A server-to-server route that proves itself otherwise (a provider's signed callback). */
    csrfExempt?: boolean;
  }
}

export function registerCsrfCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // The matched route, not the raw URL: "/%61pi/…" reaches the same /api route.
    const path = request.routeOptions.url ?? request.url;
    if (request.routeOptions.config?.csrfExempt) return;
    if (mutating.has(request.method) && path.startsWith('/api/') && !request.headers['x-requested-with']) {
      throw forbidden();
    }
  });
}
