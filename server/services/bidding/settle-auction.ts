/**
 * Closes one auction (DESIGN.md section 5) inside the caller's transaction, which already holds the
 * item's row lock (FOR UPDATE). The sweeper (server/jobs/settle-auctions.ts) and the seller's "end
 * now" (services/seller/end-auction.ts) both come here, so both give the same result. The live
 * status, checked under the lock, is the exactly-once guarantee; the unique indexes on auction
 * orders and on deposit releases stand behind it. Live is 1, or 2 (coming soon) once started:
 * nothing flips 2 to 1 at the start (auction-open.ts), and an auction past its end has started.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bids, commodities } from '../../db/schema';
import { enqueueEvent, OutboxKind } from '../outbox/enqueue-event';
import { releaseDepositHolds } from '../chp/release-deposit-holds';
import { createMarketplaceOrder } from '../orders/create-marketplace-order';
import { notifyBidCommitted } from '../../hub/bid-events';

/** The columns settlement reads: select them with the lock. */
export const settlementColumns = {
  id: commodities.id,
  code: commodities.code,
  status: commodities.status,
  byWay: commodities.byWay,
  endsAt: commodities.endsAt,
  priceCents: commodities.priceCents,
  postageCents: commodities.postageCents,
  leaderMemberId: commodities.leaderMemberId,
  sellerMemberId: commodities.sellerMemberId,
  memberSource: commodities.memberSource,
};

export type AuctionToSettle = Pick<typeof commodities.$inferSelect, keyof typeof settlementColumns>;

export interface Settlement {
  commodityId: number;
  /** -2 sold to the leader, -1 ended without bids. */
  status: -2 | -1;
  orderId: number | null;
}

/** The statuses an auction may still be settled from. */
export const UNSETTLED_STATUSES = [1, 2];

/** Settles a live auction whose end has passed; null when it is not one (already settled, not due). */
export async function settleLockedAuction(tx: Tx, auction: AuctionToSettle, now: Date): Promise<Settlement | null> {
  const due = auction.byWay === 2 && UNSETTLED_STATUSES.includes(auction.status) && auction.endsAt !== null && auction.endsAt <= now;
  if (!due) return null;
  const item = { commodityId: auction.id };
  const winnerId = auction.leaderMemberId;
  if (winnerId === null) {
    await close(tx, auction, -1, null, now);
    await enqueueEvent(tx, OutboxKind.AuctionEnded, { ...item, memberId: auction.sellerMemberId }, now);
    return { commodityId: auction.id, status: -1, orderId: null };
  }
  const orderId = await createMarketplaceOrder(tx, { listing: auction, buyerId: winnerId, priceCents: auction.priceCents, source: 'auction', now });
  await close(tx, auction, -2, winnerId, now);
  await enqueueEvent(tx, OutboxKind.AuctionWon, { ...item, memberId: winnerId, orderId }, now);
  for (const bidderId of await biddersOf(tx, auction.id)) {
    if (bidderId !== winnerId) await enqueueEvent(tx, OutboxKind.AuctionLost, { ...item, memberId: bidderId }, now);
  }
  await enqueueEvent(tx, OutboxKind.AuctionSold, { ...item, memberId: auction.sellerMemberId, orderId }, now);
  return { commodityId: auction.id, status: -2, orderId };
}

/**
 * The new status, and every deposit back but the winner's, which stays held until the order is paid
 * (release-winner-deposit.ts). With no winner nothing is normally held (a first bid makes a
 * leader), but no deposit may stay stuck on a closed item.
 */
async function close(tx: Tx, auction: AuctionToSettle, status: -2 | -1, winnerId: number | null, now: Date) {
  await tx.update(commodities).set({ status, updatedAt: now }).where(eq(commodities.id, auction.id));
  await releaseDepositHolds(tx, auction, { exceptMemberId: winnerId }, now);
  // The end goes out as a bid does (on commit, to every node): open pages stop bidding at once.
  await notifyBidCommitted(tx, { commodityId: auction.id, committedAt: now.toISOString() });
}

async function biddersOf(tx: Tx, commodityId: number): Promise<number[]> {
  const rows = await tx.selectDistinct({ memberId: bids.memberId }).from(bids).where(eq(bids.commodityId, commodityId)).orderBy(bids.memberId);
  return rows.map((r) => r.memberId);
}
