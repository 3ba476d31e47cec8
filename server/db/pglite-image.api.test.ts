import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migratedPgliteImage, openDatabase } from './client';

const journal = path.resolve(import.meta.dirname, 'migrations/meta/_journal.json');

async function rows<T>(database: Awaited<ReturnType<typeof openDatabase>>, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the migrated PGlite image', () => {
  it('opens with every migration applied, and each copy is a database of its own', async () => {
    const { entries } = JSON.parse(await readFile(journal, 'utf8')) as { entries: unknown[] };
    const image = await migratedPgliteImage();
    const first = await openDatabase({ dataDir: 'memory://', pgliteImage: image });
    const second = await openDatabase({ dataDir: 'memory://', pgliteImage: image });
    try {
      const applied = await rows<{ count: number }>(first, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      expect(applied[0]!.count).toBe(entries.length);
      const trgm = await rows<{ extname: string }>(first, sql`select extname from pg_extension where extname = 'pg_trgm'`);
      expect(trgm).toHaveLength(1);

      await first.db.execute(sql`create table image_copy_probe (id int)`);
      const inSecond = await rows<{ count: number }>(second, sql`select count(*)::int as count from pg_tables where tablename = 'image_copy_probe'`);
      expect(inSecond[0]!.count).toBe(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
