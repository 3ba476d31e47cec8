/**
 * Starts Holo: opens the database (PGlite in DATA_DIR, or PostgreSQL with DATABASE_URL), applies
 * migrations, loads the reference data (and the demo data, unless SEED_DEMO=false; never in production) into an empty database, and serves the API and the PWA.
 * A production start with a default secret or an unnamed service refuses before any of it.
 * SIGTERM/SIGINT stop accepting connections, let in-flight requests and the running job pass
 * finish, then close the database.
 */
import { isProduction, readEnv } from './env';
import { exitOnProductionProblems } from './exit-on-production-problems';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { seedDatabase } from './db/seed';
import { storeDemoConditionPhotos } from './db/seed/demo-condition-photos';
import { storeDemoTaxProofs } from './db/seed/demo-tax-proofs';
import { backfillNicknameSkeletons } from './db/backfill-nickname-skeletons';
import { startJobLoop } from './jobs/job-loop';
import { runOnce as runSavedSearchAlerts } from './jobs/saved-search-alerts';
import { runOnce as settleAuctions } from './jobs/settle-auctions';
import { runOnce as sendBidNotifications } from './jobs/bid-notifications';
import { runOnce as decideVerifications } from './jobs/decide-verifications';
import { runOnce as closeUnpaidOrders } from './jobs/close-unpaid-orders';
import { runOnce as sendOrderNotifications } from './jobs/order-notifications';
import { runOnce as finishDueOrders } from './jobs/finish-due-orders';
import { runOnce as autoConfirmChecks } from './jobs/auto-confirm-checks';
import { runOnce as sweepCaseDeadlines } from './jobs/case-deadlines';
import { runOnce as sendCaseNotifications } from './jobs/case-notifications';
import { runOnce as sendMessageNotifications } from './jobs/message-notifications';
import { runOnce as subscribeTracking } from './jobs/subscribe-tracking';
import { runOnce as pushSandboxTracking } from './jobs/push-sandbox-tracking';
import { runOnce as askRefunds } from './jobs/ask-refunds';
import { runOnce as postSandboxRefunds } from './jobs/sandbox-refunds';
import { runOnce as expireOffers } from './jobs/expire-offers';
import { runOnce as sendOfferNotifications } from './jobs/offer-notifications';
import { runOnce as forgetQuietThrottles } from './jobs/forget-quiet-throttles';
import { startInProcessRelay } from '../push-server/in-process-relay';

const env = readEnv();
exitOnProductionProblems(env, 'Holo');
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const app = await buildApp({ env, database });

// A second guard: production never loads the demo members, whatever SEED_DEMO says.
await seedDatabase(database.db, app.log, { demo: env.SEED_DEMO && !isProduction(env) });
// The demo warehouse's condition photos: their rows are seeded, their bytes stored here.
if (env.SEED_DEMO && !isProduction(env)) await storeDemoConditionPhotos(app.ctx.providers.storage);
if (env.SEED_DEMO && !isProduction(env)) await storeDemoTaxProofs(app.ctx.providers.storage);
await backfillNicknameSkeletons(database.db, app.log);

// Background jobs: saved-search alerts and their e-mails; auction settlement, then the bid
// notifications it and the bids queued (one loop, so a won notice follows its settlement at once).
// Every node may run them.
const jobs = [
  startJobLoop('saved-search-alerts', () => runSavedSearchAlerts(app.ctx, app.log), env.JOB_POLL_MS, app.log),
  startJobLoop(
    'auctions',
    async () => {
      await settleAuctions(app.ctx, app.log);
      await sendBidNotifications(app.ctx, app.log);
    },
    env.JOB_POLL_MS,
    app.log,
  ),
  // Unpaid orders past their payment window close and free their item or stock; shipped orders
  // nobody confirmed finish when due; cases past their deadline close or refund. Then the notices.
  startJobLoop(
    'orders',
    async () => {
      await closeUnpaidOrders(app.ctx);
      await finishDueOrders(app.ctx, app.log);
      await autoConfirmChecks(app.ctx, app.log);
      await sweepCaseDeadlines(app.ctx, app.log);
      await sendOrderNotifications(app.ctx, app.log);
      await sendCaseNotifications(app.ctx, app.log);
      await sendMessageNotifications(app.ctx, app.log);
    },
    env.JOB_POLL_MS,
    app.log,
  ),
  // Carrier tracking: subscriptions that failed when the order shipped (and the demo's moving
  // parcel), then the sandbox carrier's own pushes of the events that have come due.
  startJobLoop(
    'carrier',
    async () => {
      await subscribeTracking(app.ctx, app.log);
      await pushSandboxTracking(app.ctx, app.log);
    },
    env.JOB_POLL_MS,
    app.log,
  ),
  // Refunds the provider was not asked for yet (case and payment refunds), then the sandbox
  // provider's own refund callbacks.
  startJobLoop(
    'refunds',
    async () => {
      await askRefunds(app.ctx, app.log);
      await postSandboxRefunds(app.ctx, app.log);
    },
    env.JOB_POLL_MS,
    app.log,
  ),
  // ID verification verdicts that have come due.
  startJobLoop('id-verifications', () => decideVerifications(app.ctx), env.JOB_POLL_MS, app.log),
  // Per-account throttle rows an hour quiet (they would start over anyway).
  startJobLoop('account-throttles', () => forgetQuietThrottles(app.ctx), env.JOB_POLL_MS, app.log),
  // Offers past their 48-hour answer time expire, then the offer notifications (those and the answers').
  startJobLoop(
    'offers',
    async () => {
      await expireOffers(app.ctx);
      await sendOfferNotifications(app.ctx, app.log);
    },
    env.JOB_POLL_MS,
    app.log,
  ),
  // The push relay (push-server/), unless it runs on its own (PUSH_RELAY=off, npm run push-relay).
  ...(env.PUSH_RELAY === 'on' ? [await startInProcessRelay(app.ctx, database, app.log)] : []),
];

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing requests');
  const force = setTimeout(() => {
    app.log.error('shutdown took over 10 s, exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    await Promise.all(jobs.map((job) => job.stop()));
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error(error, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
