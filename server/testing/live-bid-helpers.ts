/**
 * Hub tests commit bids straight into the database the way a bid transaction does: lock the item,
 * apply the proxy engine, record the rows, update the item, and notify (bid-events.ts), so the hub
 * can be tested apart from the bid route.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bids, commodities } from '../db/schema';
import { notifyBidCommitted } from '../hub/bid-events';
import { placeBid, type AuctionState } from '../../src/domain/bidding/proxy-bidding';
import { insertListing } from './market-helpers';

/** A fresh live auction with no bids (copied from a seeded one), ending endsAt. */
export async function insertAuction(db: Db, startCents: number, endsAt: Date): Promise<number> {
  return insertListing(db, {
    byWay: 2,
    status: 1,
    orderType: 0,
    storeId: null,
    priceCents: startCents,
    startPriceCents: startCents,
    endsAt,
    auctionCount: 0,
    auctionsUserCount: 0,
    leaderMemberId: null,
    leaderMaxCents: 0,
    extendedBiddingSeconds: null,
  });
}

class RolledBack extends Error {}

/**
 * Places a bid of maxCents for memberId at `at` and commits it (or rolls it back after notifying
 * when rollBack is set: then it returns null). Returns the auction state after the bid.
 */
export async function commitBid(
  db: Db,
  commodityId: number,
  memberId: number,
  maxCents: number,
  at: Date,
  { rollBack = false } = {},
): Promise<AuctionState | null> {
  try {
    return await db.transaction(async (tx) => {
      const [item] = await tx.select().from(commodities).where(eq(commodities.id, commodityId)).for('update');
      if (!item) throw new Error(`no commodity ${commodityId}`);
      const before: AuctionState = {
        startCents: item.startPriceCents,
        priceCents: item.priceCents,
        leaderId: item.leaderMemberId,
        leaderMaxCents: item.leaderMaxCents,
        bidCount: item.auctionCount,
        endsAtMs: item.endsAt?.getTime() ?? Number.POSITIVE_INFINITY,
        extendSeconds: item.extendedBiddingSeconds,
      };
      const result = placeBid(before, { memberId, maxCents, atMs: at.getTime() });
      if (!result.ok) throw new Error(`bid refused: ${result.code}`);
      const [earlier] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(bids)
        .where(and(eq(bids.commodityId, commodityId), eq(bids.memberId, memberId)));
      // Rows a millisecond apart keep their order in "newest first".
      await tx.insert(bids).values(
        result.records.map((record, index) => ({
          commodityId,
          memberId: record.memberId,
          maxCents: record.maxCents,
          priceCents: record.amountCents,
          isAuto: record.isAuto,
          createdAt: new Date(at.getTime() + index),
        })),
      );
      const { state } = result;
      await tx
        .update(commodities)
        .set({
          priceCents: state.priceCents,
          leaderMemberId: state.leaderId,
          leaderMaxCents: state.leaderMaxCents,
          auctionCount: state.bidCount,
          auctionsUserCount: item.auctionsUserCount + (earlier!.n === 0 ? 1 : 0),
          endsAt: item.endsAt ? new Date(state.endsAtMs) : null,
        })
        .where(eq(commodities.id, commodityId));
      await notifyBidCommitted(tx, { commodityId, committedAt: at.toISOString() });
      if (rollBack) throw new RolledBack();
      return state;
    });
  } catch (error) {
    if (error instanceof RolledBack) return null;
    throw error;
  }
}
