/**
 * One hot auction under load (npm run bench:bids): BENCH_BIDDERS (100) bidders bid concurrently
 * through POST /api/items/:id/bids for BENCH_SECONDS (30) while BENCH_CLIENTS (500) SignalR clients
 * follow the item. Prints bids processed per second (accepted + refused BID_TOO_LOW), p50/p99 bid
 * latency, p50/p99 delay from a bid's CommittedAt to a client's receipt and from the bidder's reply
 * to the clients' receipt of a state holding the bid, then checks the invariants
 * (bids replayed through the engine give the item's row; the CHP ledger adds up).
 * Runs on embedded PGlite, then on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set
 * (in a database it creates and drops). The server runs here, the load in a worker thread.
 */
import os from 'node:os';
import { START_CENTS } from './bench-auctions';
import { forEachDatabase } from './bench-databases';
import { loadAverage, ms, pct } from './bench-figures';
import { runLoadWorker, startBenchServer } from './bench-server';
import { setUpAuction } from './bids-bench-setup';
import { checkInvariants } from './bids-bench-check';
import type { LoadInput, LoadResult } from './bids-bench-load';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const bidders = Number(process.env.BENCH_BIDDERS ?? 100);
const clients = Number(process.env.BENCH_CLIENTS ?? 500);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

console.log(`bid bench: ${bidders} bidders for ${seconds} s, ${clients} live clients; cores ${os.availableParallelism()}, load average ${loadAverage()}`);
const ok = await forEachDatabase('holo_bids_bench', adminUrl, async (database, url) => {
  const auction = await setUpAuction(database.db, bidders, new Date());
  const { app, baseUrl } = await startBenchServer(database, url);
  const result = await runLoadWorker<LoadInput, LoadResult>(new URL('./bids-bench-load.ts', import.meta.url), {
    baseUrl,
    itemId: auction.itemId,
    cookies: auction.cookies,
    seconds,
    clients,
    startCents: START_CENTS,
  });
  await app.close();
  report(result);
  const problems = await checkInvariants(database.db, auction.itemId, auction.bidderIds);
  console.log(problems.length === 0 ? '  invariants: ok (bids replayed through the engine = item row; ledger balanced)' : '  invariants FAILED:');
  for (const problem of problems) console.log(`    ${problem}`);
  return problems.length === 0;
});
process.exit(ok ? 0 : 1);

function report(r: LoadResult) {
  const processed = r.accepted + r.tooLow;
  const perSecond = processed / (r.elapsedMs / 1000);
  const others = Object.entries(r.others).map(([key, n]) => `${key} ×${n}`).join(', ') || 'none';
  const sawFinal = r.lastCounts.filter((count) => count === Math.max(...r.lastCounts)).length;
  console.log(`  ${clients} clients connected and joined in ${ms(r.connectMs)}`);
  console.log(`  bids processed: ${processed} in ${(r.elapsedMs / 1000).toFixed(1)} s = ${perSecond.toFixed(0)}/s (accepted ${r.accepted}, refused BID_TOO_LOW ${r.tooLow}; other answers: ${others})`);
  console.log(`  bid latency: p50 ${ms(pct(r.latencies, 50))}, p99 ${ms(pct(r.latencies, 99))}, max ${ms(r.latencies.at(-1) ?? 0)}`);
  console.log(`  CommittedAt → receipt over ${r.messages} deliveries: p50 ${ms(pct(r.delays, 50))}, p99 ${ms(pct(r.delays, 99))}, max ${ms(r.delays.at(-1) ?? 0)}`);
  console.log(`    (CommittedAt is the bid's time, taken before it waits for the item's row lock)`);
  console.log(`  bidder's reply → clients' receipt, ${r.replyDelays.length} pairs: p50 ${ms(pct(r.replyDelays, 50))}, p99 ${ms(pct(r.replyDelays, 99))}, max ${ms(r.replyDelays.at(-1) ?? 0)}`);
  console.log(`  clients holding the final state at the end: ${sawFinal}/${clients}`);
}
