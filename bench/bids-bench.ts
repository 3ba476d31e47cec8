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
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { buildApp } from '../server/app';
import { openDatabase, type Database } from '../server/db/client';
import { readEnv } from '../server/env';
import { seedDatabase } from '../server/db/seed';
import { setUpAuction, START_CENTS } from './bids-bench-setup';
import { checkInvariants } from './bids-bench-check';
import type { LoadInput, LoadResult } from './bids-bench-load';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const bidders = Number(process.env.BENCH_BIDDERS ?? 100);
const clients = Number(process.env.BENCH_CLIENTS ?? 500);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const quiet = { info: () => {} };

console.log(`bid bench: ${bidders} bidders for ${seconds} s, ${clients} live clients; cores ${os.availableParallelism()}, load average ${loadAverage()}`);
let failed = false;
failed = !(await runOn('PGlite (embedded)', undefined)) || failed;
if (adminUrl) failed = !(await runOn('PostgreSQL', adminUrl)) || failed;
else console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
process.exit(failed ? 1 : 0);

async function runOn(label: string, admin: string | undefined): Promise<boolean> {
  console.log(`\n${label}`);
  const { url, drop } = admin ? await createDatabase(admin) : { url: undefined, drop: async () => {} };
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    await seedDatabase(database.db, quiet, { demo: false });
    const auction = await setUpAuction(database.db, bidders, new Date());
    const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false', DATA_DIR: 'memory://' });
    const app = await buildApp({ env: { ...env, DATABASE_URL: url }, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const input: LoadInput = {
      baseUrl: `http://127.0.0.1:${address.port}`,
      itemId: auction.itemId,
      cookies: auction.cookies,
      seconds,
      clients,
      startCents: START_CENTS,
    };
    const result = await runLoad(input);
    await app.close();
    report(result);
    const problems = await checkInvariants(database.db, auction.itemId, auction.bidderIds);
    console.log(problems.length === 0 ? '  invariants: ok (bids replayed through the engine = item row; ledger balanced)' : '  invariants FAILED:');
    for (const problem of problems) console.log(`    ${problem}`);
    return problems.length === 0;
  } finally {
    await database?.close();
    await drop();
  }
}

function runLoad(input: LoadInput): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // A worker does not inherit tsx's loader: register it there before importing the TypeScript.
    const tsx = import.meta.resolve('tsx/esm/api');
    const load = new URL('./bids-bench-load.ts', import.meta.url).href;
    const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(load)}); });`;
    const worker = new Worker(boot, { eval: true, workerData: input });
    worker.once('message', (result: LoadResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`load worker exited with ${code}`)));
  });
}

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

async function createDatabase(admin: string) {
  const name = `holo_bids_bench_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function ms(value: number) {
  return `${value.toFixed(Math.abs(value) < 10 ? 1 : 0)} ms`;
}

function loadAverage() {
  return os.loadavg().map((n) => n.toFixed(1)).join(' ');
}
