/**
 * Opens the database: PGlite (PostgreSQL compiled to WASM) in DATA_DIR by default, or PostgreSQL
 * through node-postgres when DATABASE_URL is set. Both get the same schema and migrations.
 */
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside db.transaction(tx => …); services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Called with a NOTIFY payload, in the order the notifying transactions committed. */
export type NotificationHandler = (payload: string) => void;

export interface ListenOptions {
  /**
   * Called after the listening connection was lost and LISTEN is in place again: notifications sent
   * in between are gone, so a listener that mirrors state should read it afresh.
   */
  onResume?: () => void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * A small pool of its own for the live hub's reads after each bid (PostgreSQL), so they do not
   * queue behind requests holding the main pool's connections (bids waiting on a hot item's row
   * lock). PGlite: the same handle as db.
   */
  hubDb: Db;
  /** LISTEN on a channel until the returned function is called (Postgres NOTIFY, DESIGN.md section 2). */
  listen(channel: string, handler: NotificationHandler, options?: ListenOptions): Promise<() => Promise<void>>;
  /**
   * Whether NOTIFYs reach this process now (readiness, GET /api/health/ready): PostgreSQL's listening
   * connection is up (false while it reconnects); PGlite's in-process backend, until it is closed.
   */
  listenerConnected(): boolean;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * Extensions the schema's indexes need (trigram indexes for the search vocabulary), created before
 * the migrations run so drizzle-kit's generated migration can use them. pg_trgm is a trusted
 * extension: the database owner may create it without being a superuser.
 */
const createExtensions = 'create extension if not exists pg_trgm';

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for a throwaway in-memory database. */
  dataDir: string;
  /** PGlite only: start from this image (see `migratedPgliteImage`) instead of an empty cluster. */
  pgliteImage?: Blob | undefined;
}

export async function openDatabase({ databaseUrl, dataDir, pgliteImage }: OpenOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(dataDir, pgliteImage);
}

/**
 * An in-memory PGlite with the extensions and every migration, dumped as a data directory image.
 * Opening a copy of it skips PostgreSQL's initdb, which takes 3-7 s in WASM on a 2-core machine
 * (loading the image ~1 s): the API tests open one database per file.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const { client } = await startPglite(undefined);
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function startPglite(location: string | undefined, image?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({ dataDir: location, loadDataDir: image, extensions: { pg_trgm } });
  await client.exec(createExtensions);
  const db = drizzle({ client, schema });
  // On an image these find nothing to do; a migration newer than the image still runs.
  await migrate(db, { migrationsFolder });
  return { client, db };
}

async function openPglite(dataDir: string, image: Blob | undefined): Promise<Database> {
  const location = dataDir === 'memory://' ? undefined : path.join(dataDir, 'pg');
  if (location) await mkdir(location, { recursive: true });
  const { client, db } = await startPglite(location, image);
  // PGlite is one in-process backend: LISTEN on it hears the NOTIFYs of every transaction it runs.
  const listen = async (channel: string, handler: NotificationHandler) => {
    const unlisten = await client.listen(channel, handler);
    return () => unlisten();
  };
  return {
    db: db as unknown as Db,
    hubDb: db as unknown as Db,
    kind: 'pglite',
    listen,
    listenerConnected: () => !client.closed,
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { PostgresListener } = await import('./postgres-listener');
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection can drop (server restart, failover, a test database dropped while the pool is
  // still closing); node-postgres then emits 'error' on the pool, which crashes the process unless
  // handled. The pool has already discarded that connection and opens a new one on next use.
  let closing = false;
  const hubPool = new Pool({ connectionString: url, max: 2 });
  for (const p of [pool, hubPool]) {
    p.on('error', (error) => {
      if (!closing) console.warn(`database: idle connection lost: ${error.message}`);
    });
  }
  await pool.query(createExtensions);
  const db = drizzle({ client: pool, schema });
  await migrate(db, { migrationsFolder });
  const hubDb = drizzle({ client: hubPool, schema });
  const listener = new PostgresListener(url);
  const close = async () => {
    closing = true;
    await listener.close();
    await Promise.all([pool.end(), hubPool.end()]);
  };
  return {
    db: db as unknown as Db,
    hubDb: hubDb as unknown as Db,
    kind: 'postgres',
    listen: (c, h, o) => listener.listen(c, h, o),
    listenerConnected: () => listener.connected,
    close,
  };
}
