/**
 * Records that a member opened a listing (POST /api/recently/:id, spec SaveTourHistory): one row
 * per listing, a repeat view moves it to the front, and only the newest 100 are kept.
 */
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { RECENTLY_VIEWED_LIMIT } from '../../../src/domain/member/recently-viewed.schema';
import { commodities, tourHistory } from '../../db/schema';
import { notFound } from '../../http/errors';

export async function recordView(ctx: ServiceContext, memberId: number, commodityId: number): Promise<void> {
  const [listing] = await ctx.db.select({ id: commodities.id }).from(commodities).where(eq(commodities.id, commodityId));
  if (!listing) throw notFound('LISTING_NOT_FOUND');
  const viewedAt = ctx.clock.now();
  await ctx.db
    .insert(tourHistory)
    .values({ memberId, commodityId, viewedAt })
    .onConflictDoUpdate({ target: [tourHistory.memberId, tourHistory.commodityId], set: { viewedAt } });
  const newest = ctx.db
    .select({ id: tourHistory.commodityId })
    .from(tourHistory)
    .where(eq(tourHistory.memberId, memberId))
    .orderBy(desc(tourHistory.viewedAt), desc(tourHistory.commodityId))
    .limit(RECENTLY_VIEWED_LIMIT);
  await ctx.db.delete(tourHistory).where(and(eq(tourHistory.memberId, memberId), notInArray(tourHistory.commodityId, newest)));
}
