/** Watch or unwatch one listing (PUT / DELETE /api/watch/:id): idempotent, the count stays exact. */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { watches } from '../../db/schema';
import { notFound } from '../../http/errors';
import { lockListings, recountAttention } from './recount-attention';

export interface WatchState {
  IsAttention: boolean;
  AttentionCount: number;
}

export async function setWatch(ctx: ServiceContext, memberId: number, commodityId: number, watching: boolean): Promise<WatchState> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await lockListings(tx, [commodityId]);
    if (found === undefined) throw notFound('LISTING_NOT_FOUND');
    if (watching) {
      await tx.insert(watches).values({ memberId, commodityId, createdAt: ctx.clock.now() }).onConflictDoNothing();
    } else {
      await tx.delete(watches).where(and(eq(watches.memberId, memberId), eq(watches.commodityId, commodityId)));
    }
    const counts = await recountAttention(tx, [commodityId]);
    return { IsAttention: watching, AttentionCount: counts.get(commodityId) ?? 0 };
  });
}
