/**
 * commodities.attention_count mirrors the number of watches rows. Writers lock the listing rows
 * first (in id order, so two bulk deletes cannot deadlock), change watches, then recount: the
 * recount runs after the lock, so it sees every committed watch and a replay never drifts.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { commodities, watches } from '../../db/schema';

/** Locks the listings that exist among `ids` and returns their ids. */
export async function lockListings(tx: Tx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: commodities.id })
    .from(commodities)
    .where(inArray(commodities.id, ids))
    .orderBy(asc(commodities.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Sets attention_count of the listings to their watch count; returns id → count. */
export async function recountAttention(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .update(commodities)
    .set({ attentionCount: sql`(select count(*)::int from ${watches} where ${eq(watches.commodityId, commodities.id)})` })
    .where(inArray(commodities.id, ids))
    .returning({ id: commodities.id, count: commodities.attentionCount });
  return new Map(rows.map((r) => [r.id, r.count]));
}
