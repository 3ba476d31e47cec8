import type { FastifyReply } from 'fastify';
import type { AppError } from './errors';

/**
 * A throttled attempt (TOO_MANY_ATTEMPTS, TOO_MANY_MESSAGES) also says when to come back, in a Retry-After header.
 * The app's error handler applies it, so every route that throttles says so, not only the auth ones.
 */
export function withRetryAfter(reply: FastifyReply, error: AppError): FastifyReply {
  const seconds = error.code === 'TOO_MANY_ATTEMPTS' || error.code === 'TOO_MANY_MESSAGES' ? error.values?.seconds : undefined;
  return seconds === undefined ? reply : reply.header('retry-after', String(seconds));
}
