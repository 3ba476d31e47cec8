/**
 * Runs reads in a transaction where the planner may only use bitmap scans, with room for exact
 * bitmaps. With a LIMIT and conditions that rarely hold together (a keyword and a category, a
 * property and a price band), the planner otherwise may walk an index or the table hoping to meet
 * matches soon, and read all of it when they never come; a bitmap plan reads each condition's
 * index once and visits only the rows that meet them all.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

export function withBitmapPlans<T>(db: Db, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
        set_config('enable_indexonlyscan', 'off', true), set_config('work_mem', '32MB', true)`);
      return read(tx);
    },
    { accessMode: 'read only' },
  );
}
