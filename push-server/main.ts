/**
 * Runs the push relay alone (`npm run push-relay`), against the PostgreSQL database the API uses
 * (DATABASE_URL, required: the embedded database belongs to the API's process). The API must have
 * migrated it. Start API nodes with PUSH_RELAY=off when relays run on their own, or keep both:
 * relays share the work safely. SIGTERM/SIGINT let the running pass and its sends finish.
 * With PUSH_RELAY_METRICS_PORT set it serves its own GET /metrics (deliveries by outcome, process
 * figures; METRICS_TOKEN as for the API), since its sends happen here, not on an API node.
 */
import pino from 'pino';
import { isProduction, readEnv } from '../server/env';
import { exitOnProductionProblems } from '../server/exit-on-production-problems';
import { systemClock } from '../server/clock';
import { openRelayDatabase } from './open-relay-database';
import { startPushRelay } from './relay';
import { ensureVapidKeys } from './vapid-keys';
import { serveMetrics } from '../server/metrics/serve-metrics';

const env = readEnv();
exitOnProductionProblems(env, 'The push relay');
const log = pino({ level: env.LOG_LEVEL, name: 'push-relay' });
if (!env.DATABASE_URL) {
  log.fatal('DATABASE_URL is required: the relay runs alone only against PostgreSQL');
  process.exit(1);
}
const database = await openRelayDatabase(env.DATABASE_URL);
const ctx = { db: database.db, clock: systemClock };
const keys = await ensureVapidKeys(ctx.db, ctx.clock.now());
log.info({ publicKey: keys.publicKey, pollMs: env.PUSH_POLL_MS }, 'push relay started');
const relay = startPushRelay(ctx, log, {
  pollMs: env.PUSH_POLL_MS,
  subject: env.PUSH_VAPID_SUBJECT,
  listen: database.listen,
  guardEndpoints: isProduction(env),
});
const metricsServer = env.PUSH_RELAY_METRICS_PORT === undefined ? null : await serveMetrics(env.PUSH_RELAY_METRICS_PORT, env.HOST, env.METRICS_TOKEN);
if (metricsServer) log.info({ port: env.PUSH_RELAY_METRICS_PORT, host: env.HOST }, 'push relay metrics at /metrics');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'push relay stopping: finishing sends');
  const force = setTimeout(() => {
    log.error('shutdown took over 15 s, exiting');
    process.exit(1);
  }, 15_000);
  force.unref();
  try {
    metricsServer?.close();
    await relay.stop();
    await database.close();
    log.info('stopped');
    process.exit(0);
  } catch (error) {
    log.error(error, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
