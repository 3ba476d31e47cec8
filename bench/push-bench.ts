/**
 * Outbid pushes under load (npm run bench:push): BENCH_BIDDERS (40) bidders bid on BENCH_ITEMS (10)
 * auctions through POST /api/items/:id/bids for BENCH_SECONDS (20), pausing about BENCH_PAUSE_MS
 * (100) between bids, each with one subscribed device on a loopback push service. The push relay
 * runs in the server's process as `npm start` runs it. Prints the delay from a bid (its outbid
 * event's time, taken under the item's row lock just before the commit) to the relay's fetch
 * leaving (push_deliveries.sent_at) and to the device's receipt (decrypted), p50/p99, and counts.
 * PGlite, then PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (own database).
 */
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { outbox, pushDeliveries } from '../server/db/schema';
import { queryRows } from '../server/db/query-rows';
import { startInProcessRelay } from '../push-server/in-process-relay';
import { START_CENTS } from './bench-auctions';
import { forEachDatabase } from './bench-databases';
import { loadAverage, ms, pct } from './bench-figures';
import { runLoadWorker, startBenchServer } from './bench-server';
import { setUpAuctions } from './push-bench-setup';
import type { PushLoadInput, PushLoadResult } from './push-bench-load';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const bidders = Number(process.env.BENCH_BIDDERS ?? 40);
const items = Number(process.env.BENCH_ITEMS ?? 10);
const pauseMs = Number(process.env.BENCH_PAUSE_MS ?? 100);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

console.log(
  `push bench: ${bidders} bidders on ${items} items for ${seconds} s, ~${pauseMs} ms between a bidder's bids; cores ${os.availableParallelism()}, load average ${loadAverage()}`,
);
await forEachDatabase('holo_push_bench', adminUrl, async (database, url) => {
  const data = await setUpAuctions(database.db, items, bidders, new Date());
  const { app, baseUrl } = await startBenchServer(database, url);
  const log = { error: (obj: object, msg: string) => console.error(msg, obj) };
  const relay = await startInProcessRelay(app.ctx, database, log);
  const result = await runLoadWorker<PushLoadInput, PushLoadResult>(new URL('./push-bench-load.ts', import.meta.url), {
    baseUrl,
    itemIds: data.itemIds,
    cookies: data.cookies,
    seconds,
    pauseMs,
    settleMs: 3_000,
    startCents: START_CENTS,
  });
  await relay.stop();
  await app.close();
  await report(database, result);
});
process.exit(0);

async function report(database: Database, r: PushLoadResult) {
  const db = database.db;
  const [events] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(eq(outbox.kind, 'push'));
  const statuses = await db.select({ status: pushDeliveries.status, n: sql<number>`count(*)::int` }).from(pushDeliveries).groupBy(pushDeliveries.status);
  const leave = (
    await queryRows<{ ms: number }>(
      db,
      sql`select extract(epoch from (sent_at - event_at)) * 1000 as ms from push_deliveries where status = 'sent' order by 1`,
    )
  ).map((row) => Number(row.ms));
  const fanOut = (
    await queryRows<{ ms: number }>(
      db,
      sql`select extract(epoch from (processed_at - created_at)) * 1000 as ms from outbox where kind = 'push' and processed_at is not null order by 1`,
    )
  ).map((row) => Number(row.ms));
  const others = Object.entries(r.others).map(([key, n]) => `${key} ×${n}`).join(', ') || 'none';
  const perSecond = (r.accepted + r.tooLow) / (r.elapsedMs / 1000);
  console.log(`  bids: ${r.accepted} accepted, ${r.tooLow} refused as too low (${perSecond.toFixed(0)}/s); other answers: ${others}`);
  console.log(`  bid latency: p50 ${ms(pct(r.latencies, 50))}, p99 ${ms(pct(r.latencies, 99))}`);
  console.log(`  outbid events: ${events?.n ?? 0}; deliveries: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}`);
  console.log(`  bid → relay's fan-out starts, ${fanOut.length} events: p50 ${ms(pct(fanOut, 50))}, p99 ${ms(pct(fanOut, 99))}`);
  console.log(`  bid → relay's fetch leaves, ${leave.length} sent: p50 ${ms(pct(leave, 50))}, p99 ${ms(pct(leave, 99))}, max ${ms(leave.at(-1) ?? 0)}`);
  const d = r.receiptDelays;
  console.log(`  bid → device receives (decrypted), ${d.length} pushes: p50 ${ms(pct(d, 50))}, p99 ${ms(pct(d, 99))}, max ${ms(d.at(-1) ?? 0)}${r.unreadable ? `; ${r.unreadable} unreadable` : ''}`);
}
