/**
 * Each request's latency into holo_http_request_duration_seconds, labelled by the route's pattern
 * (`/api/items/:id/bids`), never the raw URL, so the label set stays bounded. A request no route
 * matched counts under `unmatched`.
 */
import type { FastifyInstance } from 'fastify';
import { httpRequestDuration, statusClass } from './metrics';

export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestDuration.observe({ route, method: request.method, status_class: statusClass(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
}
