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
import { checkFinishedOrders, insertDueShippedOrders } from '../testing/due-shipped-orders';
import { expectLedgerBalanced } from '../testing/ledger-balance';
import { runOnce } from './finish-due-orders';

const ORDERS = 300;
const sweeper = fileURLToPath(new URL('../testing/finish-until-killed.ts', import.meta.url));
const cleanUp: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

/** A database of this test's own that a second process can open: a PGlite directory, or a PostgreSQL database. */
async function ownDatabase(): Promise<{ target: string; open(): Promise<Database> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const scratch = await createScratchDatabase(admin, `holo_finish_killed_${process.pid}`, inject('postgresTemplate') || undefined);
    cleanUp.push(() => scratch.drop());
    return { target: scratch.url, open: () => openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' }) };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'holo-finish-killed-'));
  cleanUp.push(() => rm(dir, { recursive: true, force: true }));
  return { target: dir, open: () => openDatabase({ dataDir: dir }) };
}

/** Starts the sweeper process and kills it with SIGKILL once it has finished at least `atLeast`. */
async function sweepThenKill(target: string, atLeast: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', sweeper, target], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const counts = [...chunk.toString().matchAll(/finished (\d+)/g)].map((m) => Number(m[1]));
      if (counts.some((n) => n >= atLeast)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`sweeper exited with ${code}`)));
  });
  child.kill('SIGKILL');
  await exited;
}

it('leaves no order half finished when its sweeper is killed with SIGKILL mid-pass, and the next sweep finishes the rest once', async () => {
  const { target, open } = await ownDatabase();
  let database = await open();
  await seedDatabase(database.db, { info: () => {} }, { demo: false });
  const due = await insertDueShippedOrders(database.db, ORDERS, new Date(Date.now() - 60_000));
  await database.close();

  await sweepThenKill(target, 30);

  database = await open();
  cleanUp.push(() => database.close());
  const untouched = { count: 0 };
  expect(await checkFinishedOrders(database.db, due, untouched)).toEqual([]);
  // Killed mid-pass: some finished, some not yet.
  expect(untouched.count).toBeGreaterThan(0);
  expect(untouched.count).toBeLessThan(ORDERS);
  await expectLedgerBalanced(database.db);

  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: 'memory://' });
  const app = await buildApp({ env: { ...env, DATABASE_URL: target.startsWith('postgres') ? target : undefined }, database, logger: false });
  cleanUp.push(() => app.close());
  expect(await runOnce(app.ctx)).toEqual({ orders: untouched.count, storeOrders: 0, failed: 0 });
  expect(await checkFinishedOrders(database.db, due)).toEqual([]);
  await expectLedgerBalanced(database.db);
}, 120_000);
