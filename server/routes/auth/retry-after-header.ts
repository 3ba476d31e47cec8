import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';

/** A throttled attempt (TOO_MANY_ATTEMPTS) also says when to come back in a Retry-After header. */
export function addRetryAfterHeader(app: FastifyInstance) {
  app.addHook('onError', async (_request, reply, error) => {
    const seconds = error instanceof AppError && error.code === 'TOO_MANY_ATTEMPTS' ? error.values?.seconds : undefined;
    if (seconds !== undefined) void reply.header('retry-after', String(seconds));
  });
}
