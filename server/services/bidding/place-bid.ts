/**
 * POST /api/items/:id/bids: one bid (the bidder's maximum) in one transaction. The item's row is
 * locked (SELECT … FOR UPDATE), so concurrent bids on one item apply one after the other to the
 * state on the row, each seeing the one before; bids on other items do not wait. Under the lock
 * the gate, the auction, the deposit and the engine decide; the outbid event and the live-hub
 * NOTIFY commit with the bid, or not at all.
 *
 * On a hot item nearly every bid arrives too low (someone got there first), and those are answered
 * before the lock. The minimum next bid only moves up, so a bid that an earlier state refuses would
 * be refused under the lock too:
 * - a bidder who passed the gate a moment ago is held against this node's view of the auction
 *   (bid-desk.ts), without a query;
 * - anyone else first gets one unlocked read of the same facts (bid-precheck.ts), refused there
 *   by the gate, the auction, the deposit or the engine;
 * - then this node's bids on the item queue one at a time for the row, each held against the view
 *   the one before it left, so only bids that may still win take the lock.
 */
import type { ServiceContext } from '../context';
import { badRequest, conflict, errorWithValues, notFound } from '../../http/errors';
import { minimumBidFor, placeBid as applyBid, type BidAttempt, type BidResult } from '../../../src/domain/bidding/proxy-bidding';
import { OutBid, type PlaceBidReply } from '../../../src/domain/bidding/bid.schema';
import { judgeTradeGate } from './assert-can-trade';
import { lockBidFacts, readBidPrecheck, type BidFacts } from './bid-precheck';
import { assertAuctionOpen, auctionClosedCode } from './auction-open';
import { auctionStateOf } from './auction-state';
import type { AuctionView } from './bid-desk';
import { writeAcceptedBid } from './write-accepted-bid';

export async function placeBid(ctx: ServiceContext, memberId: number, commodityId: number, maxCents: number): Promise<PlaceBidReply> {
  const { bidDesk } = ctx;
  const seenAt = ctx.clock.now();
  if (bidDesk.passed(memberId, commodityId)) {
    refuseIfPlainlyLow(bidDesk.view(commodityId), { memberId, maxCents, atMs: seenAt.getTime() }, seenAt);
  } else {
    const facts = await readBidPrecheck(ctx.db, memberId, commodityId, seenAt);
    if (!facts) throw notFound('LISTING_NOT_FOUND');
    bidDesk.remember(commodityId, facts.item);
    judgeBidder(facts, memberId, seenAt);
    bidDesk.rememberPass(memberId, commodityId);
    const early = applyBid(auctionStateOf(facts.item), { memberId, maxCents, atMs: seenAt.getTime() });
    if (!early.ok) throw refusal(early);
  }

  return bidDesk.inTurn(commodityId, async () => {
    const turnAt = ctx.clock.now();
    refuseIfPlainlyLow(bidDesk.view(commodityId), { memberId, maxCents, atMs: turnAt.getTime() }, turnAt);
    const { reply, committed } = await bidUnderLock(ctx, memberId, commodityId, maxCents);
    bidDesk.remember(commodityId, committed);
    return reply;
  });
}

/** The gate (spec 2 section 4, in its order), then the auction, then the deposit. */
function judgeBidder({ item, gate, holdsDeposit }: BidFacts, memberId: number, now: Date): void {
  judgeTradeGate(gate, memberId, item.sellerMemberId);
  assertAuctionOpen(item, now);
  if (!holdsDeposit) throw conflict('DEPOSIT_REQUIRED');
}

/** Refuses BID_TOO_LOW when this node's view of a live auction already shows the bid too low. */
function refuseIfPlainlyLow(view: AuctionView | undefined, bid: BidAttempt, now: Date): void {
  if (!view || auctionClosedCode(view, now) !== null) return;
  const result = applyBid(auctionStateOf(view), bid);
  if (!result.ok && result.code === 'BID_TOO_LOW') throw refusal(result);
}

/** The bid against the locked row; the reply and the row's new auction columns. */
async function bidUnderLock(ctx: ServiceContext, memberId: number, commodityId: number, maxCents: number) {
  return ctx.db.transaction(async (tx) => {
    const facts = await lockBidFacts(tx, memberId, commodityId, ctx.clock.now());
    // The bid's time is when it holds the row: extended bidding and the hub's CommittedAt use it.
    const now = ctx.clock.now();
    if (!facts) throw notFound('LISTING_NOT_FOUND');
    const { item } = facts;
    ctx.bidDesk.remember(commodityId, item);
    try {
      judgeBidder(facts, memberId, now);
    } catch (refused) {
      ctx.bidDesk.forgetPass(memberId, commodityId);
      throw refused;
    }
    const result = applyBid(auctionStateOf(item), { memberId, maxCents, atMs: now.getTime() });
    if (!result.ok) throw refusal(result);
    const { state } = result;
    // Counted before the insert; the leader's automatic answer never adds a bidder.
    const bidders = item.auctionsUserCount + (facts.hasBid ? 0 : 1);
    const endsAt = new Date(state.endsAtMs);
    const previous = result.previousLeaderId;
    await writeAcceptedBid(tx, {
      commodityId,
      records: result.records,
      item: {
        status: 1,
        priceCents: state.priceCents,
        leaderMemberId: state.leaderId,
        leaderMaxCents: state.leaderMaxCents,
        auctionCount: state.bidCount,
        auctionsUserCount: bidders,
        endsAt,
      },
      outbidMemberId: previous !== null && previous !== state.leaderId ? previous : null,
      at: now,
    });

    const leading = state.leaderId === memberId;
    const reply: PlaceBidReply = {
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
    const committed: AuctionView = {
      ...item,
      status: 1,
      priceCents: state.priceCents,
      leaderMemberId: state.leaderId,
      leaderMaxCents: state.leaderMaxCents,
      auctionCount: state.bidCount,
      endsAt,
    };
    return { reply, committed };
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
