import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { migratedPgliteImage, openDatabase, type Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { createScratchDatabase } from './scratch-database';

const journal = path.resolve(import.meta.dirname, '../db/migrations/meta/_journal.json');

type Rows = (query: string) => Promise<Record<string, unknown>[]>;

/** Every migration applied, pg_trgm there, and a table made in the first copy absent from the second. */
async function expectMigratedCopies(first: Rows, second: Rows) {
  const { entries } = JSON.parse(await readFile(journal, 'utf8')) as { entries: unknown[] };
  for (const copy of [first, second]) {
    expect(await copy('select count(*)::int as count from drizzle.__drizzle_migrations')).toEqual([{ count: entries.length }]);
  }
  expect(await first("select extname from pg_extension where extname = 'pg_trgm'")).toHaveLength(1);

  await first('create table image_copy_probe (id int)');
  expect(await second("select count(*)::int as count from pg_tables where tablename = 'image_copy_probe'")).toEqual([{ count: 0 }]);
}

/** Two copies of the run's migrated database, on PGlite from the image, on PostgreSQL from the template. */
async function twoCopies(): Promise<{ copies: [Rows, Rows]; close: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const image = await migratedPgliteImage();
    const databases = await Promise.all([1, 2].map(() => openDatabase({ dataDir: 'memory://', pgliteImage: image })));
    const rows = (database: Database): Rows => (query) => queryRows(database.db, sql.raw(query));
    return {
      copies: [rows(databases[0]!), rows(databases[1]!)],
      close: async () => void (await Promise.all(databases.map((d) => d.close()))),
    };
  }
  const template = inject('postgresTemplate');
  expect(template).not.toBe('');
  const scratches = await Promise.all([1, 2].map(() => createScratchDatabase(admin, `holo_copy_${randomBytes(6).toString('hex')}`, template)));
  // Plain connections: openDatabase would migrate a database that was not a copy.
  const clients = scratches.map((s) => new pg.Client({ connectionString: s.url }));
  await Promise.all(clients.map((c) => c.connect()));
  const rows = (client: pg.Client): Rows => (query) => client.query(query).then((r) => r.rows);
  return {
    copies: [rows(clients[0]!), rows(clients[1]!)],
    close: async () => {
      await Promise.all(clients.map((c) => c.end()));
      await Promise.all(scratches.map((s) => s.drop()));
    },
  };
}

describe('the API tests’ migrated database', () => {
  it('gives each test file a copy with every migration applied, a database of its own', async () => {
    const { copies, close } = await twoCopies();
    try {
      await expectMigratedCopies(...copies);
    } finally {
      await close();
    }
  });
});
