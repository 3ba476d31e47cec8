/**
 * Holo past one machine (npm run bench:cluster): the cluster of scripts/cluster.ts (PostgreSQL with
 * fsync and synchronous_commit on, Holo nodes, the push relay alone, HAProxy round robin without
 * stickiness) with three nodes, then the same with one node behind HAProxy. Through HAProxy,
 * BENCH_BIDDERS (100) bidders bid flat out on one hot auction for BENCH_SECONDS (20) while
 * BENCH_CLIENTS (1,500) SignalR clients follow it (negotiating as the PWA does; HAProxy spreads
 * them). Prints bids/s, p50/p99 bid latency and CommittedAt → receipt per node's clients, then
 * checks: every acknowledged bid stored, the replay equals the row, every client on the final
 * state, settlement exactly once with a sweeper on every node, a sign-out refused on every node
 * within a second, the sign-in limit counted across nodes. Loopback only; stops by itself.
 */
import os from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { startCluster, type Cluster } from '../scripts/cluster';
import { openDatabase, type Db } from '../server/db/client';
import { bids, commodities, orders } from '../server/db/schema';
import { databaseRateLimitStore } from '../server/http/rate-limit-store';
import { insertAuctions, insertBidders, START_CENTS } from './bench-auctions';
import { loadAverage, ms, pct } from './bench-figures';
import { nextMessage, startLoadWorker } from './bench-server';
import { replayProblems } from './bids-bench-check';
import type { BiddersInput, BiddersResult } from './bids-bench-bidders';
import type { ClusterClientsFinish, ClusterClientsInput, ClusterClientsReady, ClusterClientsResult } from './cluster-bench-clients';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const bidderCount = Number(process.env.BENCH_BIDDERS ?? 100);
const clientCount = Number(process.env.BENCH_CLIENTS ?? 1500);
const settleCount = 10;
const port = Number(process.env.BENCH_PORT ?? 18700);
const DEPOSIT_CHP = 1;

interface Figures {
  nodes: number;
  bidsPerSecond: number;
  p50: number;
  p99: number;
  receiptP99: number;
}

console.log(
  `cluster bench: ${bidderCount} bidders for ${seconds} s, ${clientCount} live clients, through HAProxy; cores ${os.availableParallelism()}, load average ${loadAverage()}`,
);
const figures: Figures[] = [];
let ok = true;
for (const nodes of [3, 1]) {
  console.log(`\n${nodes} node${nodes > 1 ? 's' : ''} behind HAProxy (load average before: ${loadAverage()})`);
  const cluster = await startCluster({ nodes, port, quiet: true, log: (line) => console.log(`  ${line}`) });
  const database = await openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: 'memory://' });
  try {
    const run = await runOn(cluster, database.db, nodes);
    figures.push(run.figures);
    ok = run.ok && ok;
  } finally {
    await database.close();
    await cluster.stop();
  }
}
console.log('\nside by side (same machine, 2 cores shared by every process):');
for (const f of figures) {
  console.log(`  ${f.nodes} node${f.nodes > 1 ? 's' : ' '}: ${f.bidsPerSecond.toFixed(0)} bids/s, bid p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, CommittedAt → receipt p99 ${ms(f.receiptP99)}`);
}
console.log(ok ? '\nevery invariant holds' : '\nINVARIANTS FAILED');
process.exit(ok ? 0 : 1);

async function runOn(cluster: Cluster, db: Db, nodes: number): Promise<{ ok: boolean; figures: Figures }> {
  const now = new Date();
  const listings = Array.from({ length: 1 + settleCount }, (_, i) => ({ code: `CLUSTER${now.getTime()}-${i}`, title: `Cluster auction ${i}`, titImg: 'noimage' }));
  const [hotId, ...settleIds] = await insertAuctions(db, { nickname: `ClusterSeller${nodes}`, phoneDigit: 6 }, DEPOSIT_CHP, listings, now);
  const bidders = await insertBidders(
    db,
    { nickname: `ClusterBidder${nodes}x`, phoneDigit: 6, count: bidderCount },
    { creditCents: 10_000_000, depositCents: DEPOSIT_CHP * 100, itemIds: [hotId!, ...settleIds] },
    now,
  );

  // The followers connect first (through HAProxy, negotiating), then the bidders go flat out.
  const heard = new MessageChannel();
  const watchers = startLoadWorker(
    new URL('./cluster-bench-clients.ts', import.meta.url),
    { baseUrl: cluster.url, itemId: hotId!, clients: clientCount, skipNegotiation: process.env.BENCH_SKIP_NEGOTIATION === '1', heard: heard.port1 } satisfies ClusterClientsInput,
    [heard.port1],
  );
  const ready = await nextMessage<ClusterClientsReady>(watchers);
  console.log(`  ${clientCount - ready.failed.length}/${clientCount} clients connected and joined in ${ms(ready.connectMs)}${ready.failed.length ? ` (failures: ${ready.failed.filter(Boolean).join('; ')})` : ''}`);
  const input: BiddersInput = { baseUrl: cluster.url, itemId: hotId!, cookies: bidders.cookies, seconds, startCents: START_CENTS, paceMs: 0, heard: heard.port2 };
  const bidding = await nextMessage<BiddersResult>(startLoadWorker(new URL('./bids-bench-bidders.ts', import.meta.url), input, [heard.port2]));
  const watched = nextMessage<ClusterClientsResult>(watchers);
  const [final] = await db.select({ count: commodities.auctionCount }).from(commodities).where(eq(commodities.id, hotId!));
  watchers.postMessage({ finalCount: final!.count } satisfies ClusterClientsFinish);
  const w = await watched;
  await watchers.terminate();

  const processed = bidding.accepted + bidding.tooLow;
  const latencies = bidding.latencies.sort((x, y) => x - y);
  const others = Object.entries(bidding.others).map(([key, n]) => `${key} ×${n}`).join(', ') || 'none';
  const allDelays = w.delays.flat().sort((x, y) => x - y);
  const result: Figures = { nodes, bidsPerSecond: processed / (bidding.elapsedMs / 1000), p50: pct(latencies, 50), p99: pct(latencies, 99), receiptP99: pct(allDelays, 99) };
  console.log(`  bids processed: ${processed} in ${(bidding.elapsedMs / 1000).toFixed(1)} s = ${result.bidsPerSecond.toFixed(0)}/s (accepted ${bidding.accepted}, refused BID_TOO_LOW ${bidding.tooLow}; other answers: ${others})`);
  console.log(`  bid latency: p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, max ${ms(latencies.at(-1) ?? 0)}`);
  const byNode = new Map<string, number[]>();
  w.nodes.forEach((node, i) => byNode.set(node, [...(byNode.get(node) ?? []), i]));
  for (const [node, indexes] of [...byNode].sort()) {
    const delays = indexes.flatMap((i) => w.delays[i]!).sort((x, y) => x - y);
    const onFinal = indexes.filter((i) => w.lastCounts[i]! >= final!.count).length;
    console.log(`  ${node}: ${indexes.length} clients, CommittedAt → receipt p50 ${ms(pct(delays, 50))}, p99 ${ms(pct(delays, 99))} over ${delays.length} deliveries; on the final state ${onFinal}/${indexes.length}`);
  }

  const problems: string[] = [];
  // Every acknowledged bid stored: each accepted bid is one bidder-made row (answers are isAuto).
  const [made] = await db.select({ n: sql<number>`count(*)::int` }).from(bids).where(and(eq(bids.commodityId, hotId!), eq(bids.isAuto, false)));
  if (made!.n !== bidding.accepted) problems.push(`${bidding.accepted} bids acknowledged, ${made!.n} stored`);
  problems.push(...(await replayProblems(db, hotId!)));
  const behind = w.lastCounts.filter((count) => count < final!.count).length;
  if (behind) problems.push(`${behind} clients did not reach the final state (AuctionCount ${final!.count})`);
  problems.push(...(await settleOnce(cluster, db, settleIds, bidders.cookies)));
  const signOut = await signOutEverywhere(cluster, bidders.cookies.at(-1)!);
  console.log(`  sign-out through HAProxy refused on ${signOut.map((t, i) => `node${i + 1} after ${ms(t)}`).join(', ')}`);
  if (signOut.some((t) => t >= 1000)) problems.push('a signed-out session was still accepted after a second');
  const limit = await signInLimit(cluster);
  console.log(`  sign-in limit over ${cluster.nodeUrls.length} node(s): ${limit.passed} let through, then ${limit.refused} refused (limit 10 a minute per address)`);
  if (limit.passed !== 10) problems.push(`the sign-in limit let ${limit.passed} through, not 10`);
  const cost = await rateLimitCost(db);
  console.log(`  rate-limit store: ${ms(cost.store)} per counted request (its upsert, commit not waiting for the disk); the same upsert waiting for the disk: ${ms(cost.durable)}`);

  console.log(problems.length ? '  invariants FAILED:' : '  invariants: ok (acknowledged = stored, replay = row, every client on the final state, settled once, sign-out < 1 s everywhere, limits shared)');
  for (const problem of problems.slice(0, 10)) console.log(`    ${problem}`);
  return { ok: problems.length === 0, figures: result };
}

/** Bids on the small auctions through HAProxy, ends them, and waits for the nodes' sweepers: one order each. */
async function settleOnce(cluster: Cluster, db: Db, itemIds: number[], cookies: string[]): Promise<string[]> {
  for (const [i, itemId] of itemIds.entries()) {
    await post(cluster.url, `/api/items/${itemId}/bids`, cookies[i]!, { Price: START_CENTS + 500 });
  }
  await db.update(commodities).set({ endsAt: sql`now() - interval '1 second'` }).where(inArray(commodities.id, itemIds));
  const until = Date.now() + 30_000;
  let settled = 0;
  while (Date.now() < until) {
    const rows = await db.select({ status: commodities.status }).from(commodities).where(inArray(commodities.id, itemIds));
    settled = rows.filter((row) => row.status === -2).length;
    if (settled === itemIds.length) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const made = await db.select({ commodityId: orders.commodityId }).from(orders).where(inArray(orders.commodityId, itemIds));
  const problems: string[] = [];
  if (settled !== itemIds.length) problems.push(`${settled}/${itemIds.length} due auctions settled within 30 s`);
  if (made.length !== itemIds.length || new Set(made.map((row) => row.commodityId)).size !== itemIds.length) {
    problems.push(`${made.length} orders for ${itemIds.length} settled auctions`);
  }
  console.log(`  settlement with a sweeper on each node: ${settled}/${itemIds.length} auctions settled, ${made.length} orders`);
  return problems;
}

/** Warms every node's session cache, signs out through HAProxy, and times each node's first 401 (ms). */
async function signOutEverywhere(cluster: Cluster, cookie: string): Promise<number[]> {
  for (const url of cluster.nodeUrls) await fetch(`${url}/api/me`, { headers: { cookie } });
  await post(cluster.url, '/api/auth/sign-out', cookie, {});
  const signedOutAt = performance.now();
  return Promise.all(
    cluster.nodeUrls.map(async (url) => {
      while ((await fetch(`${url}/api/me`, { headers: { cookie } })).status !== 401) {
        if (performance.now() - signedOutAt > 5000) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return performance.now() - signedOutAt;
    }),
  );
}

/** Wrong sign-ins from one address sent to each node in turn: how many passed the per-address limit. */
async function signInLimit(cluster: Cluster): Promise<{ passed: number; refused: number }> {
  let passed = 0;
  let refused = 0;
  for (let i = 0; i < 13; i++) {
    const url = cluster.nodeUrls[i % cluster.nodeUrls.length]!;
    const reply = await post(url, '/api/auth/sign-in', '', { Type: 0, Account: `nobody${i}@bench.holo.test`, Password: 'Wrong12345' });
    if (reply === 429) refused += 1;
    else passed += 1;
  }
  return { passed, refused };
}

/** What counting one request costs: the store's upsert, and the same upsert with a durable commit, each timed over 300 calls. */
async function rateLimitCost(db: Db): Promise<{ store: number; durable: number }> {
  const Store = databaseRateLimitStore(db);
  const store = new Store({} as never).child({ routeInfo: { method: 'POST', url: '/bench' } } as never);
  let started = performance.now();
  for (let i = 0; i < 300; i++) {
    await new Promise<void>((resolve, reject) => store.incr(`bench-${i % 50}`, (error) => (error ? reject(error) : resolve()), 60_000, 10));
  }
  const storeMs = (performance.now() - started) / 300;
  started = performance.now();
  for (let i = 0; i < 300; i++) {
    await db.execute(sql`insert into rate_limit_hits (key, hits, window_ends_at) values (${`durable-${i % 50}`}, 1, now() + interval '1 minute')
      on conflict (key) do update set hits = rate_limit_hits.hits + 1`);
  }
  return { store: storeMs, durable: (performance.now() - started) / 300 };
}

async function post(baseUrl: string, path: string, cookie: string, body: unknown): Promise<number> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'bench' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}
