/**
 * PostgreSQL cannot store U+0000 in text (error 22021): a NUL byte in any string of a request would
 * pass the route's schema and fail in the query, a 500. One hook refuses it on every route, in the
 * path, the query and the body (keys too), before validation: 400 INVALID_TEXT.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export function registerNulTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) throw badRequest('INVALID_TEXT');
  });
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Raw bytes (an uploaded picture) are not text, and walking 5 MB of them key by key would take seconds.
  if (ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  return false;
}
