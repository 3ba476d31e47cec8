import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { startTestApp, type TestApp } from '../testing/test-app';
import { LISTENER_APPLICATION_NAME } from '../db/postgres-listener';
import type { Db } from '../db/client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const get = async (path: string) => {
  const response = await fetch(`${t.baseUrl}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

async function eventually(check: () => Promise<boolean>, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('liveness and readiness', () => {
  it('GET /api/health answers while the process serves; GET /api/health/ready says the database and the listener are up', async () => {
    expect(await get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await get('/api/health/ready')).toEqual({ status: 200, body: { status: 'ready', database: 'up', listener: 'up' } });
  });

  it('is not ready (503, database down) on a database that does not answer, while liveness still answers', async () => {
    // Port 1 on loopback: nothing listens there, so every connection is refused.
    const dead = new pg.Pool({ connectionString: 'postgres://holo@127.0.0.1:1/none', connectionTimeoutMillis: 500 });
    dead.on('error', () => {});
    const db = t.app.ctx.db;
    t.app.ctx.db = drizzle({ client: dead }) as unknown as Db;
    try {
      expect(await get('/api/health/ready')).toEqual({ status: 503, body: { status: 'not ready', database: 'down', listener: 'up' } });
      expect((await get('/api/health')).status).toBe(200);
    } finally {
      t.app.ctx.db = db;
      await dead.end();
    }
    expect((await get('/api/health/ready')).status).toBe(200);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('is not ready (503, listener down) while the LISTEN connection is lost, and ready again once it reconnects', async () => {
    // Ends the listening connection from the server side, as a database restart or failover would.
    await t.database.db.execute(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${LISTENER_APPLICATION_NAME}' and datname = current_database()`,
    );
    await eventually(async () => (await get('/api/health/ready')).status === 503, 3000);
    expect((await get('/api/health/ready')).body).toMatchObject({ status: 'not ready', database: 'up', listener: 'down' });
    await eventually(async () => (await get('/api/health/ready')).status === 200, 10_000);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)('names the listener as the part that is down when it is (stubbed: the embedded database listens in-process)', async () => {
    const listenerConnected = t.app.ctx.listenerConnected;
    t.app.ctx.listenerConnected = () => false;
    try {
      expect(await get('/api/health/ready')).toEqual({ status: 503, body: { status: 'not ready', database: 'up', listener: 'down' } });
    } finally {
      t.app.ctx.listenerConnected = listenerConnected;
    }
  });
});
