/**
 * The relay as `npm start` runs it, inside the API's process. On PostgreSQL it gets a small pool of
 * its own: bids waiting on a hot item's row lock can hold every connection of the API's pool, and
 * the outbids they cause must not queue behind them. On PGlite it shares the one embedded backend.
 */
import type { AppContext } from '../server/app';
import { isProduction } from '../server/env';
import type { Database } from '../server/db/client';
import type { JobLog } from '../server/jobs/consume-outbox-event';
import { openRelayDatabase } from './open-relay-database';
import { startPushRelay, type PushRelay } from './relay';

export async function startInProcessRelay(ctx: AppContext, database: Database, log: JobLog): Promise<PushRelay> {
  const own = database.kind === 'postgres' && ctx.env.DATABASE_URL ? await openRelayDatabase(ctx.env.DATABASE_URL) : null;
  const relay = startPushRelay({ db: own?.db ?? ctx.db, clock: ctx.clock }, log, {
    pollMs: ctx.env.PUSH_POLL_MS,
    subject: ctx.env.PUSH_VAPID_SUBJECT,
    listen: database.listen,
    guardEndpoints: isProduction(ctx.env),
  });
  return {
    async stop() {
      await relay.stop();
      await own?.close();
    },
  };
}
