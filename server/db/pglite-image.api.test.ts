import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migratedPgliteImage, openDatabase } from './client';
import { queryRows } from './query-rows';

const journal = path.resolve(import.meta.dirname, 'migrations/meta/_journal.json');

describe('the migrated PGlite image', () => {
  it('opens with every migration applied, and each copy is a database of its own', async () => {
    const { entries } = JSON.parse(await readFile(journal, 'utf8')) as { entries: unknown[] };
    const image = await migratedPgliteImage();
    const first = await openDatabase({ dataDir: 'memory://', pgliteImage: image });
    const second = await openDatabase({ dataDir: 'memory://', pgliteImage: image });
    try {
      const applied = await queryRows<{ count: number }>(first.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      expect(applied[0]!.count).toBe(entries.length);
      const trgm = await queryRows<{ extname: string }>(first.db, sql`select extname from pg_extension where extname = 'pg_trgm'`);
      expect(trgm).toHaveLength(1);

      await first.db.execute(sql`create table image_copy_probe (id int)`);
      const inSecond = await queryRows<{ count: number }>(second.db, sql`select count(*)::int as count from pg_tables where tablename = 'image_copy_probe'`);
      expect(inSecond[0]!.count).toBe(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
