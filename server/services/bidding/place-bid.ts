/**
 * POST /api/items/:id/bids: one bid (the bidder's maximum) in one transaction. The item's row is
 * locked (SELECT … FOR UPDATE), so concurrent bids on one item apply one after the other to the
 * state on the row, each seeing the one before; bids on other items do not wait. The outbid event
 * and the live-hub NOTIFY commit with the bid, or not at all.
 *
 * On a hot item most bids arrive too low (someone got there first), so everything that does not
 * need the lock runs before it, in one query: the gate, the deposit, and a first pass of the engine on an
 * unlocked read. The minimum next bid and the end only ever move forward, so a bid that this read
 * refuses would be refused under the lock too; only bids that may succeed queue for the row.
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { bids, commodities } from '../../db/schema';
import { badRequest, conflict, errorWithValues, notFound } from '../../http/errors';
import { minimumBidFor, placeBid as applyBid, type BidResult } from '../../../src/domain/bidding/proxy-bidding';
import { OutBid, type PlaceBidReply } from '../../../src/domain/bidding/bid.schema';
import { notifyBidCommitted } from '../../hub/bid-events';
import { enqueueEvent, OutboxKind } from '../outbox/enqueue-event';
import { judgeTradeGate } from './assert-can-trade';
import { readBidPrecheck } from './bid-precheck';
import { assertAuctionOpen } from './auction-open';
import { auctionStateOf } from './auction-state';

export async function placeBid(ctx: ServiceContext, memberId: number, commodityId: number, maxCents: number): Promise<PlaceBidReply> {
  const seenAt = ctx.clock.now();
  const first = await readBidPrecheck(ctx.db, memberId, commodityId, seenAt);
  if (!first) throw notFound('LISTING_NOT_FOUND');
  const { item: seen, gate } = first;
  judgeTradeGate(gate, memberId, seen.sellerMemberId);
  assertAuctionOpen(seen, seenAt);
  if (!first.holdsDeposit) throw conflict('DEPOSIT_REQUIRED');
  const early = applyBid(auctionStateOf(seen), { memberId, maxCents, atMs: seenAt.getTime() });
  if (!early.ok) throw refusal(early);

  return ctx.db.transaction(async (tx) => {
    const [item] = await tx.select().from(commodities).where(eq(commodities.id, commodityId)).for('update');
    if (!item) throw notFound('LISTING_NOT_FOUND');
    // The bid's time is when it holds the row: extended bidding and the hub's CommittedAt use it.
    const now = ctx.clock.now();
    assertAuctionOpen(item, now);
    const result = applyBid(auctionStateOf(item), { memberId, maxCents, atMs: now.getTime() });
    if (!result.ok) throw refusal(result);
    const { state } = result;
    // Counted before the insert; the leader's automatic answer never adds a bidder.
    const bidders = item.auctionsUserCount + ((await hasBidOn(tx, memberId, commodityId)) ? 0 : 1);
    await tx.insert(bids).values(
      result.records.map((record) => ({
        commodityId,
        memberId: record.memberId,
        maxCents: record.maxCents,
        priceCents: record.amountCents,
        isAuto: record.isAuto,
        createdAt: now,
      })),
    );
    const endsAt = new Date(state.endsAtMs);
    await tx
      .update(commodities)
      .set({
        status: 1,
        priceCents: state.priceCents,
        leaderMemberId: state.leaderId,
        leaderMaxCents: state.leaderMaxCents,
        auctionCount: state.bidCount,
        auctionsUserCount: bidders,
        endsAt,
        updatedAt: now,
      })
      .where(eq(commodities.id, commodityId));
    const previous = result.previousLeaderId;
    if (previous !== null && previous !== state.leaderId) {
      await enqueueEvent(tx, OutboxKind.AuctionOutbid, { commodityId, memberId: previous }, now);
    }
    await notifyBidCommitted(tx, { commodityId, committedAt: now.toISOString() });

    const leading = state.leaderId === memberId;
    return {
      CommodityID: commodityId,
      Status: 1,
      USD_Price: state.priceCents,
      MinNextBid: minimumBidFor(state, memberId),
      AuctionCount: state.bidCount,
      AuctionsUserCount: bidders,
      EffectiveDate: endsAt.toISOString(),
      Outcome: result.outcome,
      IsOutBid: leading ? OutBid.Leading : OutBid.Outbid,
      // An accepted maximum is always the bidder's highest: it is above the price, which is at
      // least every maximum but the leader's.
      USD_MyPrice: maxCents,
    };
  });
}

function refusal(result: Extract<BidResult, { ok: false }>) {
  switch (result.code) {
    case 'BID_PRICE_REQUIRED':
      return badRequest('BID_PRICE_REQUIRED', 'Price');
    case 'BID_TOO_LOW':
      return errorWithValues(409, 'BID_TOO_LOW', { n: (result.minimumCents / 100).toFixed(2) }, 'Price');
    case 'AUCTION_ENDED':
      return conflict('AUCTION_ENDED');
  }
}

/** Whether the member bid on the item before (the member's bids are few: bids_member_idx). */
async function hasBidOn(tx: Tx, memberId: number, commodityId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.memberId, memberId), eq(bids.commodityId, commodityId)))
    .limit(1);
  return row !== undefined;
}
