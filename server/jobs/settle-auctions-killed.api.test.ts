import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../db/seed';
import { readEnv } from '../env';
import { createScratchDatabase } from '../testing/scratch-database';
import { checkDueAuctionsSettled, insertDueAuctions } from '../testing/due-auctions';
import { runOnce } from './settle-auctions';

const AUCTIONS = 300;
const sweeper = fileURLToPath(new URL('../testing/sweep-until-killed.ts', import.meta.url));
const cleanUp: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

/** A database of this test's own that a second process can open: a PGlite directory, or a PostgreSQL database. */
async function ownDatabase(): Promise<{ target: string; open(): Promise<Database> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const scratch = await createScratchDatabase(admin, `holo_killed_${process.pid}`, inject('postgresTemplate') || undefined);
    cleanUp.push(() => scratch.drop());
    return { target: scratch.url, open: () => openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' }) };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'holo-killed-'));
  cleanUp.push(() => rm(dir, { recursive: true, force: true }));
  return { target: dir, open: () => openDatabase({ dataDir: dir }) };
}

/** Starts the sweeper process and kills it with SIGKILL once it has settled at least `atLeast`. */
async function sweepThenKill(target: string, atLeast: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', sweeper, target], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const counts = [...chunk.toString().matchAll(/settled (\d+)/g)].map((m) => Number(m[1]));
      if (counts.some((n) => n >= atLeast)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`sweeper exited with ${code}`)));
  });
  child.kill('SIGKILL');
  await exited;
}

it('leaves no auction half settled when its sweeper is killed with SIGKILL mid-pass, and the next sweep settles the rest once', async () => {
  const { target, open } = await ownDatabase();
  let database = await open();
  await seedDatabase(database.db, { info: () => {} }, { demo: false });
  const due = await insertDueAuctions(database.db, AUCTIONS, new Date());
  await database.close();

  await sweepThenKill(target, 30);

  database = await open();
  cleanUp.push(() => database.close());
  const untouched = { count: 0 };
  expect(await checkDueAuctionsSettled(database.db, due, untouched)).toEqual([]);
  // Killed mid-pass: some settled, some not yet.
  expect(untouched.count).toBeGreaterThan(0);
  expect(untouched.count).toBeLessThan(AUCTIONS);

  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: 'memory://' });
  const app = await buildApp({ env: { ...env, DATABASE_URL: target.startsWith('postgres') ? target : undefined }, database, logger: false });
  cleanUp.push(() => app.close());
  expect(await runOnce(app.ctx)).toMatchObject({ sold: expect.any(Number), failed: 0 });
  expect(await checkDueAuctionsSettled(database.db, due)).toEqual([]);
}, 120_000);
