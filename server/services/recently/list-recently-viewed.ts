/** The member's recently viewed listings, newest view first, as listing cards (60 a page). */
import { desc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { RECENTLY_VIEWED_PAGE_SIZE, type RecentlyViewedItem } from '../../../src/domain/member/recently-viewed.schema';
import { tourHistory } from '../../db/schema';
import { listingCards } from '../catalog/listing-cards';

export async function listRecentlyViewed(ctx: ServiceContext, memberId: number, page: number) {
  const views = await ctx.db
    .select({ id: tourHistory.commodityId, viewedAt: tourHistory.viewedAt })
    .from(tourHistory)
    .where(eq(tourHistory.memberId, memberId))
    .orderBy(desc(tourHistory.viewedAt), desc(tourHistory.commodityId))
    .limit(RECENTLY_VIEWED_PAGE_SIZE)
    .offset((page - 1) * RECENTLY_VIEWED_PAGE_SIZE);
  const [total] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(tourHistory).where(eq(tourHistory.memberId, memberId));
  const viewedAt = new Map(views.map((v) => [v.id, v.viewedAt.toISOString()]));
  const cards = await listingCards(ctx.db, views.map((v) => v.id), memberId);
  const data = cards.map((card): RecentlyViewedItem => ({ ...card, ViewedAt: viewedAt.get(card.ID)! }));
  return { data, count: total?.n ?? 0 };
}
