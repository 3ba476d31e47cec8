/**
 * The condition check's sweeper killed with SIGKILL mid-pass (issue 31): every warehouse order is
 * either wholly finished (item confirmed 'auto', escrow moved once, both parties told once) or
 * untouched, and the next sweep finishes the rest exactly once.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, inject, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { orders, warehouseItems } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { readEnv } from '../env';
import { createScratchDatabase } from '../testing/scratch-database';
import { checkFinishedOrders, insertDueShippedOrders, type DueShippedOrders } from '../testing/due-shipped-orders';
import { expectLedgerBalanced } from '../testing/ledger-balance';
import { runOnce } from './auto-confirm-checks';

const ORDERS = 200;
const sweeper = fileURLToPath(new URL('../testing/auto-confirm-until-killed.ts', import.meta.url));
const cleanUp: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

async function ownDatabase(): Promise<{ target: string; open(): Promise<Database> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const scratch = await createScratchDatabase(admin, `holo_check_killed_${process.pid}`, inject('postgresTemplate') || undefined);
    cleanUp.push(() => scratch.drop());
    return { target: scratch.url, open: () => openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' }) };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'holo-check-killed-'));
  cleanUp.push(() => rm(dir, { recursive: true, force: true }));
  return { target: dir, open: () => openDatabase({ dataDir: dir }) };
}

/** The shipped orders made warehouse orders (US agency, not custom-address) with their items photographed 49 hours ago. */
async function makeWarehouseOrders(database: Database, due: DueShippedOrders): Promise<void> {
  const checkedAt = new Date(Date.now() - 49 * 3_600_000);
  await database.db.update(orders).set({ businessType: 2, agencyId: 2 }).where(inArray(orders.id, due.orderIds));
  await database.db.insert(warehouseItems).values(
    due.orderIds.map((orderId) => ({ memberId: due.buyerId, agencyId: 2, orderId, title: 'Due shipped card', priceCents: 2_000, receivedAt: checkedAt, checkedAt })),
  );
}

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

async function confirmedItems(database: Database): Promise<number> {
  const rows = await database.db.select({ by: warehouseItems.confirmedBy }).from(warehouseItems);
  expect(rows.every((row) => row.by === null || row.by === 'auto')).toBe(true);
  return rows.filter((row) => row.by === 'auto').length;
}

it('leaves no warehouse order half confirmed when its sweeper is killed with SIGKILL mid-pass, and the next sweep confirms the rest once', async () => {
  const { target, open } = await ownDatabase();
  let database = await open();
  await seedDatabase(database.db, { info: () => {} }, { demo: false });
  // Their shipments' own finish is far off: only the condition check finishes them.
  const due = await insertDueShippedOrders(database.db, ORDERS, new Date(Date.now() + 30 * 86_400_000));
  await makeWarehouseOrders(database, due);
  await database.close();

  await sweepThenKill(target, 20);

  database = await open();
  cleanUp.push(() => database.close());
  const untouched = { count: 0 };
  expect(await checkFinishedOrders(database.db, due, untouched)).toEqual([]);
  expect(untouched.count).toBeGreaterThan(0);
  expect(untouched.count).toBeLessThan(ORDERS);
  expect(await confirmedItems(database)).toBe(ORDERS - untouched.count);
  await expectLedgerBalanced(database.db);

  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: 'memory://' });
  const app = await buildApp({ env: { ...env, DATABASE_URL: target.startsWith('postgres') ? target : undefined }, database, logger: false });
  cleanUp.push(() => app.close());
  expect(await runOnce(app.ctx)).toEqual({ confirmed: untouched.count, failed: 0 });
  expect(await checkFinishedOrders(database.db, due)).toEqual([]);
  expect(await confirmedItems(database)).toBe(ORDERS);
  await expectLedgerBalanced(database.db);
}, 120_000);
