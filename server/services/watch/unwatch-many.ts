/** The watch page's "delete selected" (DELETE /api/watch): ids no longer there are ignored. */
import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { watches } from '../../db/schema';
import { lockListings, recountAttention } from './recount-attention';

export async function unwatchMany(ctx: ServiceContext, memberId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await ctx.db.transaction(async (tx) => {
    const existing = await lockListings(tx, unique);
    if (!existing.length) return;
    await tx.delete(watches).where(and(eq(watches.memberId, memberId), inArray(watches.commodityId, existing)));
    await recountAttention(tx, existing);
  });
}
