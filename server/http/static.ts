/**
 * Serves the built PWA from STATIC_DIR. Unknown /api paths answer a JSON 404; any other unknown
 * path gets index.html so the client router can render the page (or its 404 page).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { envelope } from './errors';
import { errorMessages } from '../../src/domain/errors/error-codes';

export async function registerStatic(app: FastifyInstance) {
  const root = app.ctx.env.STATIC_DIR;
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // The build writes .br and .gz copies (scripts/precompress.ts); each browser gets the best it accepts.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed assets never change; the shell and the service worker must always be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          // Never revalidated nor fetched in ranges: these headers would only add bytes to each of a first view's scripts.
          for (const header of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(header);
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url.startsWith('/hubs/') || !hasBuild || request.method !== 'GET') {
      return reply.status(404).send(envelope('NOT_FOUND', errorMessages.NOT_FOUND));
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
