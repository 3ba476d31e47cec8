/**
 * What a bid is judged on: the auction's columns, the bidder's gate facts and whether they hold the
 * deposit, in one round trip. Read twice on a bid's way: unlocked before it queues (one prepared
 * statement: a hot item sees hundreds a second, most for bids that turn out too low), and under the
 * item's row lock, where the answer is final.
 */
import { eq, sql, type Placeholder } from 'drizzle-orm';
import { preparedPerDb } from '../../db/prepared';
import type { Db, Tx } from '../../db/client';
import { commodities } from '../../db/schema';
import { tradeGateFields } from './assert-can-trade';
import { depositHeldField, depositReference } from './deposit-hold';

function bidFacts(memberId: number | Placeholder, nowIso: string | Placeholder, reference: string | Placeholder) {
  return {
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
      auctionsUserCount: commodities.auctionsUserCount,
      extendedBiddingSeconds: commodities.extendedBiddingSeconds,
    },
    gate: tradeGateFields(memberId, nowIso),
    holdsDeposit: depositHeldField(memberId, reference),
  };
}

const precheckQuery = preparedPerDb((db) =>
  db
    .select(bidFacts(sql.placeholder('memberId'), sql.placeholder('nowIso'), sql.placeholder('reference')))
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

/**
 * The same facts with the item's row locked (SELECT … FOR UPDATE) until the transaction ends, and
 * whether the bidder bid on the item before (the member's bids are few: bids_member_idx).
 */
export async function lockBidFacts(tx: Tx, bidderId: number, commodityId: number, now: Date) {
  const [row] = await tx
    .select({
      ...bidFacts(bidderId, now.toISOString(), depositReference(commodityId)),
      hasBid: sql<boolean>`exists (select 1 from bids b where b.member_id = ${bidderId} and b.commodity_id = ${commodityId})`,
    })
    .from(commodities)
    .where(eq(commodities.id, commodityId))
    .for('update', { of: commodities });
  return row;
}

export type BidFacts = NonNullable<Awaited<ReturnType<typeof readBidPrecheck>>>;
