/**
 * A big settlement (npm run bench:settlement): BENCH_AUCTIONS (1000) auctions due at the same
 * instant, half with two bidders, swept by BENCH_SWEEPERS nodes at once (PostgreSQL 2, PGlite 1:
 * one process owns an embedded database) as the 'auctions' job does (settlement passes until none is due, then the bid notifications), while single requests
 * (the health check, an item page, a signed-in /api/me) arrive every BENCH_PACE_MS (50) from a
 * worker thread. Prints the requests' p50/p95/p99/max before and during each phase, the phases'
 * times and the server thread's busy share, then checks that every auction was settled exactly once
 * and every notice written once. PGlite, then PostgreSQL as bench:bids.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { count, inArray } from 'drizzle-orm';
import { buildApp, type AppContext } from '../server/app';
import { openDatabase } from '../server/db/client';
import { notifications } from '../server/db/schema';
import { runOnce as settleAuctions } from '../server/jobs/settle-auctions';
import { runOnce as sendBidNotifications } from '../server/jobs/bid-notifications';
import { checkDueAuctionsSettled, insertDueAuctions, type DueAuctions } from '../server/testing/due-auctions';
import { startLatencyProbe, type ProbeAnswer, type ProbeRequest } from '../server/testing/latency-probe';
import { forEachDatabase } from './bench-databases';
import { loadAverage, ms, pct } from './bench-figures';
import { startBenchServer } from './bench-server';

const auctions = Number(process.env.BENCH_AUCTIONS ?? 1000);
const paceMs = Number(process.env.BENCH_PACE_MS ?? 50);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

console.log(`settlement bench: ${auctions} auctions due at once, a request every ${paceMs} ms; cores ${os.availableParallelism()}, load average ${loadAverage()}`);
const ok = await forEachDatabase('holo_settlement_bench', adminUrl, async (database, url) => {
  // One process owns an embedded database and its job loop never overlaps itself: one sweeper there.
  const sweepers = Number(process.env.BENCH_SWEEPERS ?? (url ? 2 : 1));
  const seeded = performance.now();
  const due = await insertDueAuctions(database.db, auctions, new Date());
  console.log(`  seeded ${auctions} due auctions in ${ms(performance.now() - seeded)}; ${sweepers} sweeper(s)`);
  const { app, baseUrl } = await startBenchServer(database, url);
  const requests: ProbeRequest[] = [{ path: '/api/health' }, { path: `/api/items/${due.itemIds[0]}` }, { path: '/api/me', cookie: due.readerCookie }];
  // Other nodes on the same database: their own pool on PostgreSQL, the same instance on PGlite.
  const others = await Promise.all(
    Array.from({ length: sweepers - 1 }, async () => {
      const db = url ? await openDatabase({ databaseUrl: url, dataDir: 'memory://' }) : database;
      return { app: await buildApp({ env: app.ctx.env, database: db, logger: false }), db };
    }),
  );
  const nodes = [app.ctx, ...others.map((o) => o.app.ctx)];
  try {
    await measure('idle (no sweep)', requests, baseUrl, () => new Promise((resolve) => setTimeout(resolve, 3000)));
    await measure('settling', requests, baseUrl, () => Promise.all(nodes.map(settleUntilDone)));
    await measure('writing the notices', requests, baseUrl, () => Promise.all(nodes.map(notifyUntilDone)));
    return await check(database.db, due);
  } finally {
    await app.close();
    for (const other of others) {
      await other.app.close();
      if (url) await other.db.close();
    }
  }
});
process.exit(ok ? 0 : 1);

async function settleUntilDone(ctx: AppContext) {
  for (;;) {
    const pass = await settleAuctions(ctx);
    if (pass.sold + pass.unsold + pass.failed === 0) return;
  }
}

async function notifyUntilDone(ctx: AppContext) {
  while ((await sendBidNotifications(ctx)).events > 0);
}

async function measure(label: string, requests: ProbeRequest[], baseUrl: string, work: () => Promise<unknown>) {
  const probe = startLatencyProbe(baseUrl, requests, paceMs);
  const loopBefore = performance.eventLoopUtilization();
  const started = performance.now();
  await work();
  const elapsed = performance.now() - started;
  const busy = performance.eventLoopUtilization(loopBefore).utilization;
  const answers = await probe.stop();
  console.log(`  ${label}: ${ms(elapsed)}, server thread busy ${(busy * 100).toFixed(0)}%`);
  console.log(`    ${figures(answers)}`);
  for (const { path } of requests) console.log(`      ${path.padEnd(16)} ${figures(answers.filter((a) => a.path === path))}`);
}

function figures(answers: ProbeAnswer[]) {
  const sorted = answers.map((a) => a.ms).sort((x, y) => x - y);
  const failed = answers.filter((a) => a.status !== 200).length;
  return `${answers.length} requests (${failed} not 200): p50 ${ms(pct(sorted, 50))}, p95 ${ms(pct(sorted, 95))}, p99 ${ms(pct(sorted, 99))}, max ${ms(sorted.at(-1) ?? 0)}`;
}

async function check(db: AppContext['db'], due: DueAuctions): Promise<boolean> {
  const problems = await checkDueAuctionsSettled(db, due);
  const events = due.soldIds.length * 3 + (due.itemIds.length - due.soldIds.length);
  const [written] = await db.select({ n: count() }).from(notifications).where(inArray(notifications.relationId, due.itemIds));
  if (written!.n !== events) problems.push(`${written!.n} notices written, expected ${events}`);
  console.log(problems.length === 0 ? '  invariants: ok (every auction settled exactly once; every notice written once)' : '  invariants FAILED:');
  for (const problem of problems.slice(0, 20)) console.log(`    ${problem}`);
  return problems.length === 0;
}
