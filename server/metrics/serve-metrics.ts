/**
 * A bare /metrics listener for a process with no Fastify app of its own (the push relay run alone,
 * push-server/main.ts): the same registry and the same token rule as the API's GET /metrics.
 */
import { createServer, type Server } from 'node:http';
import { registry } from './metrics';
import { metricsAllowed } from './metrics-access';

export async function serveMetrics(port: number, host: string, token: string | undefined): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (!metricsAllowed(request.headers.authorization, token)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
