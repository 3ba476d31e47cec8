/**
 * One hot auction under load (npm run bench:bids): BENCH_BIDDERS (100) bidders bid concurrently
 * through POST /api/items/:id/bids while BENCH_CLIENTS (500) SignalR clients follow the item, in two
 * phases of BENCH_SECONDS (30): flat out (each bidder bids again as soon as answered: capacity),
 * then paced at BENCH_RATE (1000) bids/s offered (the latency a crowd sees at that rate). Each
 * phase prints bids processed per second (accepted + refused BID_TOO_LOW), p50/p99 bid latency,
 * p50/p99 delay from a bid's CommittedAt to a client's receipt and from the bidder's reply to the
 * clients' receipt of a state holding the bid; then the invariants are checked (bids replayed
 * through the engine give the item's row; the CHP ledger adds up).
 * Runs on embedded PGlite, then on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set
 * (in a database it creates and drops; BENCH_SKIP_PGLITE=1 runs PostgreSQL only). The server runs
 * here, the load in a worker thread.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { MessageChannel } from 'node:worker_threads';
import { START_CENTS } from './bench-auctions';
import { forEachDatabase } from './bench-databases';
import { loadAverage, ms, pct } from './bench-figures';
import { nextMessage, startBenchServer, startLoadWorker } from './bench-server';
import { setUpAuction } from './bids-bench-setup';
import { checkInvariants } from './bids-bench-check';
import type { BiddersInput, BiddersResult } from './bids-bench-bidders';
import type { ClientsFinish, ClientsInput, ClientsReady, ClientsResult } from './bids-bench-clients';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const bidders = Number(process.env.BENCH_BIDDERS ?? 100);
const clients = Number(process.env.BENCH_CLIENTS ?? 500);
const rate = Number(process.env.BENCH_RATE ?? 1000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const phases = [
  { label: 'flat out: each bidder bids again as soon as answered', paceMs: 0 },
  { label: `paced: each bidder bids every ${(bidders * 1000) / rate} ms (${rate} bids/s offered) or when answered, if later`, paceMs: (bidders * 1000) / rate },
];

console.log(`bid bench: ${bidders} bidders for ${seconds} s per phase, ${clients} live clients; cores ${os.availableParallelism()}, load average ${loadAverage()}`);
const ok = await forEachDatabase('holo_bids_bench', adminUrl, async (database, url) => {
  const auction = await setUpAuction(database.db, bidders, new Date());
  const { app, baseUrl } = await startBenchServer(database, url);
  for (const phase of phases) {
    console.log(`  ${phase.label}`);
    const heard = new MessageChannel();
    const watchers = startLoadWorker(
      new URL('./bids-bench-clients.ts', import.meta.url),
      { baseUrl, itemId: auction.itemId, clients, heard: heard.port1 } satisfies ClientsInput,
      [heard.port1],
    );
    const { connectMs } = await nextMessage<ClientsReady>(watchers);
    const input: BiddersInput = { baseUrl, itemId: auction.itemId, cookies: auction.cookies, seconds, startCents: START_CENTS, paceMs: phase.paceMs, heard: heard.port2 };
    const loopBefore = performance.eventLoopUtilization();
    const bidding = await nextMessage<BiddersResult>(startLoadWorker(new URL('./bids-bench-bidders.ts', import.meta.url), input, [heard.port2]));
    const serverBusy = performance.eventLoopUtilization(loopBefore).utilization;
    const watched = nextMessage<ClientsResult>(watchers);
    watchers.postMessage({ finalCount: bidding.finalCount } satisfies ClientsFinish);
    report(connectMs, bidding, await watched, serverBusy);
    await watchers.terminate();
  }
  await app.close();
  const problems = await checkInvariants(database.db, auction.itemId, auction.bidderIds);
  console.log(problems.length === 0 ? '  invariants: ok (bids replayed through the engine = item row; ledger balanced)' : '  invariants FAILED:');
  for (const problem of problems) console.log(`    ${problem}`);
  return problems.length === 0;
});
process.exit(ok ? 0 : 1);

function report(connectMs: number, b: BiddersResult, w: ClientsResult, serverBusy: number) {
  const processed = b.accepted + b.tooLow;
  const perSecond = processed / (b.elapsedMs / 1000);
  const others = Object.entries(b.others).map(([key, n]) => `${key} ×${n}`).join(', ') || 'none';
  const sawFinal = w.lastCounts.filter((count) => count >= b.finalCount).length;
  const latencies = b.latencies.sort((x, y) => x - y);
  const acceptedLatencies = b.acceptedLatencies.sort((x, y) => x - y);
  const delays = w.delays.sort((x, y) => x - y);
  const replyDelays = replyToReceipt(b.replies, w.receipts);
  console.log(`    ${clients} clients connected and joined in ${ms(connectMs)}`);
  console.log(`    bids processed: ${processed} in ${(b.elapsedMs / 1000).toFixed(1)} s = ${perSecond.toFixed(0)}/s (accepted ${b.accepted}, refused BID_TOO_LOW ${b.tooLow}; other answers: ${others})`);
  console.log(`    bid latency: p50 ${ms(pct(latencies, 50))}, p99 ${ms(pct(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)}; accepted bids alone: p50 ${ms(pct(acceptedLatencies, 50))}, p99 ${ms(pct(acceptedLatencies, 99))}`);
  console.log(`    CommittedAt → receipt over ${delays.length} deliveries: p50 ${ms(pct(delays, 50))}, p99 ${ms(pct(delays, 99))}, max ${ms(delays.at(-1) ?? 0)}`);
  console.log(`      (CommittedAt is taken once the bid holds the item's row lock, before its commit)`);
  console.log(`    bidder's reply → clients' receipt, ${replyDelays.length} pairs: p50 ${ms(pct(replyDelays, 50))}, p99 ${ms(pct(replyDelays, 99))}, max ${ms(replyDelays.at(-1) ?? 0)}`);
  console.log(`    clients holding the final state at the end: ${sawFinal}/${clients}`);
  console.log(`    server thread busy (event loop utilisation) while bidding: ${(serverBusy * 100).toFixed(0)}%`);
}

/**
 * For every accepted bid and every client: the first receipt of a state holding it minus the time
 * the bidder had its reply (after the commit), ms, sorted; negative when the hub was first.
 */
function replyToReceipt(replies: [number, number][], receipts: [number, number][][]): number[] {
  const accepted = [...replies].sort((x, y) => x[0] - y[0]);
  const out: number[] = [];
  for (const messages of receipts) {
    let m = 0;
    for (const [count, repliedAt] of accepted) {
      while (m < messages.length && messages[m]![0] < count) m += 1;
      if (m === messages.length) break;
      out.push(messages[m]![1] - repliedAt);
    }
  }
  return out.sort((x, y) => x - y);
}
