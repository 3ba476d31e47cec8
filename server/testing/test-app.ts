/**
 * Starts the real server for API tests: a fresh database per test file (in-memory PGlite from the
 * run's migrated image, or under TEST_DATABASE_URL a new PostgreSQL database copied from the run's
 * migrated template; api-databases.setup.ts), a manual clock, and real HTTP on a loopback port.
 * `reset()` truncates every table between tests so one database serves the whole file.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { openDatabase, type Database } from '../db/client';
import { readEnv, type Env } from '../env';
import { ManualClock } from '../clock';
import { hashSecretToken } from '../services/accounts/secret-token';
import { createScratchDatabase } from './scratch-database';

export interface TestApp {
  app: App;
  database: Database;
  clock: ManualClock;
  baseUrl: string;
  /** A fresh cookie-keeping HTTP client (one per simulated browser). */
  client(): TestClient;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A pino logger configuration (tests that read log lines); silent by default. */
  logger?: object;
  /** Routes a test adds before the app listens. */
  extend?: (app: App) => void;
}

export async function startTestApp(overrides: Partial<Record<keyof Env, string>> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const admin = process.env.TEST_DATABASE_URL;
  const name = `holo_test_${randomBytes(6).toString('hex')}`;
  const scratch = admin ? await createScratchDatabase(admin, name, inject('postgresTemplate') || undefined) : undefined;
  const databaseUrl = scratch?.url;
  const env = readEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...overrides });
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://', pgliteImage: await pgliteImage() });
  const clock = new ManualClock(Date.parse('2026-11-21T12:00:00Z'));
  const app = await buildApp({ env: { ...env, DATABASE_URL: databaseUrl }, database, clock, logger: options.logger ?? false });
  options.extend?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    app,
    database,
    clock,
    baseUrl,
    client: () => new TestClient(baseUrl),
    async reset() {
      const result = await database.db.execute<{ tablename: string }>(
        sql`select tablename from pg_tables where schemaname = 'public'`,
      );
      const tables = (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => `"${r.tablename}"`);
      if (tables.length) await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
      app.ctx.sessions.clear();
      app.ctx.bidDesk.clear();
    },
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

/** Production as README "Running in production" configures it: every sandbox named, a secret of its own. */
export const productionTestEnv = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'sandbox',
  PAYMENT_SANDBOX_SECRET: 'a-production-test-secret-of-32-characters',
  MESSENGER_PROVIDER: 'sandbox',
  IDENTITY_PROVIDER: 'sandbox',
  HUMAN_CHECK_PROVIDER: 'sandbox',
  CARRIER_PROVIDER: 'sandbox',
  CARRIER_SANDBOX_SECRET: 'a-production-test-carrier-secret-of-32-chars',
  PAYOUT_PROVIDER: 'sandbox',
  PAYOUT_SANDBOX_SECRET: 'a-production-test-payout-secret-of-32-chars',
  UPLOAD_SIGNING_SECRET: 'a-production-test-upload-secret-of-32-chars',
  METRICS_TOKEN: 'a-production-test-metrics-token-of-32-chars',
} as const;

export interface SecondNode {
  app: App;
  database: Database;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Another Holo node on the test app's database: its own connections, session cache and bid desk,
 * the same configuration and manual clock. Only on PostgreSQL does it reach the database through
 * a pool of its own, as a second machine would.
 */
export async function startSecondNode(t: TestApp): Promise<SecondNode> {
  const env = t.app.ctx.env;
  const database = env.DATABASE_URL ? await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: 'memory://' }) : t.database;
  const app = await buildApp({ env, database, clock: t.clock, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

/** The run's migrated PGlite image (api-databases.setup.ts), when the tests are on PGlite. */
async function pgliteImage(): Promise<Blob | undefined> {
  const file = inject('pgliteImagePath');
  return file ? new Blob([await readFile(file)]) : undefined;
}

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Minimal browser-like client: keeps cookies, sends the CSRF header on mutating requests. */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('PUT', path, body, headers);
  }
  delete<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('DELETE', path, body, headers);
  }
  hasCookie(name: string) {
    return this.cookies.has(name);
  }
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
  /** The stored hash of this browser's session token (the session cache's key). */
  sessionHash(): string {
    const token = this.cookies.get('holo_session');
    if (!token) throw new Error('not signed in');
    return hashSecretToken(token);
  }
  /** Sets a cookie as if the server had (e.g. a session made directly in the database). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async request<T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { 'x-requested-with': 'fetch', ...extra };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(this.baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value = ''] = (pair ?? '').split('=');
      if (!name) continue;
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (an HTML page): keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }
}
