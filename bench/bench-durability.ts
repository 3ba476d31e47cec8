/**
 * What a bench's figures promise: the database's `fsync` and `synchronous_commit`, read with SHOW
 * and printed before the figures. With both on, a bid acknowledged is on disk (a power cut keeps it);
 * with either off the figures are faster than a server that keeps money can be, and say so.
 * PGlite (the embedded database) is built with fsync off and cannot turn it on (README, "What each
 * setup promises").
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';

export interface Durability {
  fsync: string;
  synchronousCommit: string;
}

export async function readDurability(database: Pick<Database, 'db'>): Promise<Durability> {
  const show = async (name: 'fsync' | 'synchronous_commit') => {
    const result = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
    return result.rows[0]?.[name] ?? 'unknown';
  };
  return { fsync: await show('fsync'), synchronousCommit: await show('synchronous_commit') };
}

/** One line for the bench's output: the settings and what they mean for an acknowledged bid. */
export function durabilityLine(kind: Database['kind'], { fsync, synchronousCommit }: Durability): string {
  const settings = `fsync=${fsync}, synchronous_commit=${synchronousCommit}`;
  if (fsync === 'on' && synchronousCommit === 'on') return `durability: ${settings} (durable: an acknowledged bid survives a power cut)`;
  if (kind === 'pglite') {
    return `durability: ${settings}: NOT durable against a power cut (PGlite is built with fsync off; a killed process keeps its commits, a power cut may lose or corrupt them)`;
  }
  return `durability: ${settings}: NOT durable, figures faster than production's; run PostgreSQL with fsync=on and synchronous_commit=on for figures that keep money`;
}

export async function printDurability(database: Pick<Database, 'db' | 'kind'>, indent = '  '): Promise<Durability> {
  const durability = await readDurability(database);
  console.log(`${indent}${durabilityLine(database.kind, durability)}`);
  return durability;
}
