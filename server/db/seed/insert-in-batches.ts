import type { PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { Tx } from '../client';

/**
 * Multi-row inserts, `size` rows per statement: on PGlite one 1,000-row insert takes about as long
 * as 50 single-row ones, and PostgreSQL caps a statement at 65,535 parameters.
 */
export async function insertInBatches<T extends PgTable<TableConfig>>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  size = 1000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await tx.insert(table).values(rows.slice(start, start + size));
  }
}
