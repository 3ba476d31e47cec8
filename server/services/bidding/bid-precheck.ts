/**
 * What a bid is judged on: the auction's columns, the bidder's gate facts and whether they hold the
 * deposit, in one round trip: unlocked before a bid queues (one prepared statement: a hot item sees
 * hundreds a second, most for bids that turn out too low), and under the item's row lock when this
 * node's view no longer settles a bid. bidFactsStillHold is the same facts as a condition: a bid
 * judged on the view is written only while it holds.
 */
import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { preparedPerDb } from '../../db/prepared';
import type { Db, Tx } from '../../db/client';
import { commodities } from '../../db/schema';
import { tradeGateFields, tradeGatePasses } from './assert-can-trade';
import type { AuctionView } from './bid-desk';
import { depositHeldField, depositReference } from './deposit-hold';

/** The item's columns a bid is judged on: the auction's state, its timing and its seller. */
const auctionViewColumns = {
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
} satisfies { [K in keyof AuctionView]: PgColumn };

function bidFacts(memberId: number | Placeholder, nowIso: string | Placeholder, reference: string | Placeholder) {
  return {
    item: auctionViewColumns,
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

/** The same facts with the item's row locked (SELECT … FOR UPDATE) until the transaction ends. */
export async function lockBidFacts(tx: Tx, bidderId: number, commodityId: number, now: Date) {
  const [row] = await tx
    .select(bidFacts(bidderId, now.toISOString(), depositReference(commodityId)))
    .from(commodities)
    .where(eq(commodities.id, commodityId))
    .for('update', { of: commodities });
  return row;
}

/**
 * A condition on the item's row that holds while the facts bids were judged on still do: the row
 * still has `view`'s columns, and each bidder still passes the gate (but for the own-item rule: the
 * seller is in the view) and holds the deposit.
 */
export function bidFactsStillHold(view: AuctionView, bidderIds: number[], commodityId: number, now: Date): SQL {
  const sameColumns = Object.entries(auctionViewColumns).map(([key, column]) => {
    const value = view[key as keyof AuctionView];
    return value === null ? isNull(column) : eq(column, value);
  });
  const bidders = [...new Set(bidderIds)].flatMap((id) => [tradeGatePasses(id, now.toISOString()), depositHeldField(id, depositReference(commodityId))]);
  return and(...sameColumns, ...bidders)!;
}

export type BidFacts = NonNullable<Awaited<ReturnType<typeof readBidPrecheck>>>;
