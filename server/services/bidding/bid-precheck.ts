/**
 * The read before a bid takes the item's lock, in one round trip and one prepared statement: the
 * auction's columns, the bidder's gate facts and whether they hold the deposit. A hot item sees
 * hundreds of these a second, most of them for bids that turn out too low.
 */
import { eq, sql } from 'drizzle-orm';
import { preparedPerDb } from '../../db/prepared';
import type { Db } from '../../db/client';
import { commodities } from '../../db/schema';
import { tradeGateFields } from './assert-can-trade';
import { depositHeldField, depositReference } from './deposit-hold';

const memberId = sql.placeholder('memberId');

const precheckQuery = preparedPerDb((db) =>
  db
    .select({
      item: {
        byWay: commodities.byWay,
        status: commodities.status,
        startsAt: commodities.startsAt,
        endsAt: commodities.endsAt,
        sellerMemberId: commodities.sellerMemberId,
        startPriceCents: commodities.startPriceCents,
        priceCents: commodities.priceCents,
        leaderMemberId: commodities.leaderMemberId,
        leaderMaxCents: commodities.leaderMaxCents,
        auctionCount: commodities.auctionCount,
        extendedBiddingSeconds: commodities.extendedBiddingSeconds,
      },
      gate: tradeGateFields(memberId, sql.placeholder('nowIso')),
      holdsDeposit: depositHeldField(memberId, sql.placeholder('reference')),
    })
    .from(commodities)
    .where(eq(commodities.id, sql.placeholder('commodityId')))
    .prepare('bid_precheck'),
);

export async function readBidPrecheck(db: Db, bidderId: number, commodityId: number, now: Date) {
  const [row] = await precheckQuery(db).execute({
    memberId: bidderId,
    nowIso: now.toISOString(),
    reference: depositReference(commodityId),
    commodityId,
  });
  return row;
}
