/**
 * The market search at a million listings (npm run bench:search). On PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:54329/postgres) it creates a database,
 * loads BENCH_LISTINGS (1,000,000) listings, ANALYZEs, warms up with 300 other searches, then sends
 * a fixed mix of 1,000 searches through searchListings, the function behind GET /api/market/search,
 * and prints p50/p95/p99; then BENCH_NAIVE_SAMPLE (200) of the same searches on a naive ILIKE
 * scan with an exact count, and the ratio.
 * BENCH_KEEP=1 keeps the database (holo_search_bench) and reuses it on the next run.
 */
import os from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../server/db/client';
import { searchListings } from '../server/services/catalog/search-listings';
import { buildBenchCards } from './search-bench-cards';
import { loadBenchData } from './search-bench-data';
import { buildQueryMix, type BenchQuery } from './search-bench-mix';
import { naiveSearch } from './search-bench-naive';
import { printDurability } from './bench-durability';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:54329/postgres';
const listings = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const naiveSample = Number(process.env.BENCH_NAIVE_SAMPLE ?? 200);
const keep = process.env.BENCH_KEEP === '1';
const name = keep ? 'holo_search_bench' : `holo_search_bench_${process.pid}`;
const now = new Date('2026-11-21T12:00:00Z');

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
if (!exists) await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
const { db } = database;

try {
  // A read bench: the settings change no figure here, but every bench says what it ran on.
  await printDurability(database, '');
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from commodities`);
  if (n === 0) {
    console.log(`loading ${listings.toLocaleString('en-US')} listings into ${name}`);
    const started = performance.now();
    await loadBenchData(db, listings, now, (line) => console.log(line));
    await db.execute(sql`vacuum analyze`);
    // Write the load's dirty pages out now rather than during the measured queries.
    await db.execute(sql`checkpoint`).catch(() => console.log('(checkpoint needs a superuser: skipped)'));
    console.log(`load + index + vacuum analyze + checkpoint: ${seconds(performance.now() - started)}`);
  } else {
    console.log(`reusing ${name} with ${n.toLocaleString('en-US')} listings`);
  }
  await describeData(db);
  // Other work on the machine slows every figure: print the load the run saw.
  console.log(`cores: ${os.availableParallelism()}, load average before the run: ${loadAverage()}`);

  const cards = buildBenchCards(20_000);
  await run(db, buildQueryMix(300, 99, cards), searchListings); // warm-up (another seed), not reported
  const mix = buildQueryMix(1000, 2026, cards);
  const ours = await run(db, mix, searchListings);
  report('indexed search (searchListings), 1,000 queries', ours);
  reportByKind(mix, ours);

  const sample = mix.slice(0, naiveSample);
  const naive = await run(db, sample, naiveSearch);
  const oursOnSample = ours.slice(0, naiveSample);
  report(`naive ILIKE scan + exact count, first ${sample.length} queries of the mix`, naive);
  report(`indexed search on the same ${sample.length} queries`, oursOnSample);
  const ratio = (p: number) => (percentile(naive, p) / percentile(oursOnSample, p)).toFixed(1);
  console.log(`naive / indexed: p50 ${ratio(50)}x, p95 ${ratio(95)}x, p99 ${ratio(99)}x`);
  console.log(`load average after the run: ${loadAverage()}`);
} finally {
  await database.close();
  if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

type Search = (ctx: { db: Db }, search: BenchQuery['search'], viewerId: number | null) => Promise<unknown>;

async function run(db: Db, queries: BenchQuery[], search: Search): Promise<number[]> {
  const times: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    await search({ db }, query.search, query.viewerId);
    times.push(performance.now() - started);
  }
  return times;
}

function report(title: string, times: number[]) {
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`${title}:\n  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  p99 ${ms(percentile(times, 99))}  mean ${ms(mean)}  max ${ms(Math.max(...times))}`);
}

function reportByKind(mix: BenchQuery[], times: number[]) {
  for (const kind of [...new Set(mix.map((q) => q.kind))].sort()) {
    const ofKind = times.filter((_, i) => mix[i]!.kind === kind);
    console.log(`  ${kind.padEnd(16)} n=${String(ofKind.length).padStart(3)}  p50 ${ms(percentile(ofKind, 50))}  p95 ${ms(percentile(ofKind, 95))}  max ${ms(Math.max(...ofKind))}`);
  }
}

async function describeData(db: Db) {
  const [facts] = await rows<Record<string, number>>(db, sql`select count(*)::int as listings,
    count(*) filter (where status in (1, 2))::int as selling, count(*) filter (where status = -2)::int as sold,
    (select count(*)::int from search_terms) as terms, pg_size_pretty(pg_total_relation_size('commodities')) as size
    from commodities`);
  console.log(`data: ${JSON.stringify(facts)}`);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function loadAverage() {
  return os.loadavg().map((value) => value.toFixed(2)).join(' ');
}

function ms(value: number) {
  return `${value.toFixed(1)} ms`.padStart(10);
}

function seconds(value: number) {
  return `${(value / 1000).toFixed(1)} s`;
}
