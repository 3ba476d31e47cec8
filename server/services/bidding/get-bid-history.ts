/** GET /api/items/:id/bids (bid history page): the item's summary and its bids, 60 a page, newest first. */
import { and, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { bids, commodities } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { BidHistoryReply } from '../../../src/domain/bidding/bid.schema';
import { BID_HISTORY_PAGE_SIZE } from '../../../src/domain/bidding/bid-options';
import { latestBidRows, toBidRow } from './bid-rows';
import { outBidOf } from './auction-state';
import { effectiveStatus } from './auction-open';

const DAY_MS = 86_400_000;

export async function getBidHistory(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  commodityId: number,
  page: number,
  viewerId: number | null,
): Promise<BidHistoryReply> {
  const { db } = ctx;
  const [item] = await db.select().from(commodities).where(eq(commodities.id, commodityId));
  if (!item) throw notFound('LISTING_NOT_FOUND');
  const [rows, [total], [mine]] = await Promise.all([
    latestBidRows(db, commodityId, BID_HISTORY_PAGE_SIZE, (page - 1) * BID_HISTORY_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(bids).where(eq(bids.commodityId, commodityId)),
    viewerId === null
      ? [undefined]
      : db.select({ one: sql`1` }).from(bids).where(and(eq(bids.commodityId, commodityId), eq(bids.memberId, viewerId))).limit(1),
  ]);
  return {
    Item: {
      ID: item.id,
      Title: item.title,
      TitImg: item.titImg,
      CommodityCode: item.code,
      Status: effectiveStatus(item, ctx.clock.now()),
      SellUserID: item.sellerMemberId,
      USD_Price: item.priceCents,
      AuctionCount: item.auctionCount,
      AuctionsUserCount: item.auctionsUserCount,
      StartDate: item.startsAt.toISOString(),
      EffectiveDate: item.endsAt?.toISOString() ?? null,
      // Whole days the auction runs (spec: EffectiveDay); a soft-close extension adds no day.
      EffectiveDay: item.endsAt ? Math.floor((item.endsAt.getTime() - item.startsAt.getTime()) / DAY_MS) : 0,
      IsOutBid: outBidOf(item.leaderMemberId, viewerId, mine !== undefined),
    },
    List: rows.map((row) => toBidRow(row, viewerId)),
    Count: total?.n ?? 0,
  };
}
