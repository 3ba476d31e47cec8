/**
 * Liveness and readiness, apart: GET /api/health answers while the process serves HTTP (a database
 * outage must not get every node restarted), GET /api/health/ready only while this node can do its
 * work: the database answers SELECT 1 within READY_TIMEOUT_MS and the LISTEN connection that
 * carries live bids and session revocations is up. A load balancer sends traffic by the second.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';

export const READY_TIMEOUT_MS = 2000;

const part = z.enum(['up', 'down']);
const readiness = z.object({ status: z.enum(['ready', 'not ready']), database: part, listener: part });

/** True when SELECT 1 comes back in time; a dead or stalled database is false, never a hang. */
async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process serves HTTP (no database call)',
        response: { 200: z.object({ status: z.literal('ok'), database: z.string(), time: z.string() }) },
      },
    },
    () => ({ status: 'ok' as const, database: app.ctx.env.DATABASE_URL ? 'postgres' : 'pglite', time: app.ctx.clock.now().toISOString() }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and the LISTEN connection for live bids is up (503 names the part that is down)',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_request, reply) => {
      const database = (await databaseAnswers(app.ctx.db, READY_TIMEOUT_MS)) ? 'up' : 'down';
      const listener = app.ctx.listenerConnected() ? 'up' : 'down';
      const ready = database === 'up' && listener === 'up';
      void reply.header('cache-control', 'no-store');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', database, listener });
    },
  );
};
