/**
 * POST /api/items/:id/bids: one bid (the bidder's maximum), judged on the item's row as it stands
 * when the bid is written, so concurrent bids on one item apply one after the other, each seeing the
 * one before; bids on other items do not wait. The gate, the auction, the deposit and the engine
 * decide; the bid rows, the item's columns, the outbid event and the live-hub NOTIFY are written in
 * one statement, all or nothing.
 *
 * On a hot item nearly every bid arrives too low (someone got there first), and those are answered
 * before any write. The minimum next bid only moves up, so a bid that an earlier state refuses would
 * be refused on the row too:
 * - a bidder who passed the gate a moment ago is held against this node's view of the auction
 *   (bid-desk.ts), without a query;
 * - anyone else first gets one unlocked read of the same facts (bid-precheck.ts), refused there
 *   by the gate, the auction, the deposit or the engine;
 * - then this node's bids on the item queue one at a time, each held against the view the one
 *   before it left. A bid that may still win is judged on that view and written on condition that
 *   the row, the bidder's gate and their deposit are still as judged (compare and set: one round
 *   trip, the row locked only while the statement runs). When they are not (another node's bid came
 *   first, the gate closed), the bid locks the row (SELECT … FOR UPDATE) and is judged on it.
 */
import type { SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, errorWithValues, notFound } from '../../http/errors';
import { minimumBidFor, placeBid as applyBid, type BidAttempt, type BidResult } from '../../../src/domain/bidding/proxy-bidding';
import { OutBid, type PlaceBidReply } from '../../../src/domain/bidding/bid.schema';
import { judgeTradeGate } from './assert-can-trade';
import { bidFactsStillHold, lockBidFacts, readBidPrecheck, type BidFacts } from './bid-precheck';
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
    const view = bidDesk.view(commodityId);
    refuseIfPlainlyLow(view, { memberId, maxCents, atMs: turnAt.getTime() }, turnAt);
    const { reply, committed } =
      (view && (await bidOnView(ctx, view, memberId, commodityId, maxCents))) ?? (await bidUnderLock(ctx, memberId, commodityId, maxCents));
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

/**
 * The bid judged on this node's view of the auction and written only if the row, the bidder's gate
 * and their deposit still are as judged: one round trip, no lock held between statements. Undefined
 * when the view does not settle it (another node's bid came first, the gate closed, the auction
 * ended): the locked path reads the row and answers exactly.
 */
async function bidOnView(ctx: ServiceContext, view: AuctionView, memberId: number, commodityId: number, maxCents: number) {
  const now = ctx.clock.now();
  if (memberId === view.sellerMemberId || auctionClosedCode(view, now) !== null) return undefined;
  const result = applyBid(auctionStateOf(view), { memberId, maxCents, atMs: now.getTime() });
  if (!result.ok) return undefined;
  return writeBid(ctx.db, view, { memberId, commodityId, maxCents, at: now }, result, bidFactsStillHold(view, memberId, commodityId, now));
}

/** The bid against the locked row. */
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
    // Unconditional on the locked row: always written.
    return (await writeBid(tx, item, { memberId, commodityId, maxCents, at: now }, result))!;
  });
}

/**
 * Writes a bid the engine accepted on `view` (while `onlyIf` holds, when given): the reply and the
 * row's new auction columns, or undefined when nothing was written.
 */
async function writeBid(db: Db | Tx, view: AuctionView, bid: PlacedBid, result: Extract<BidResult, { ok: true }>, onlyIf?: SQL) {
  const { memberId, commodityId, maxCents, at } = bid;
  const { state } = result;
  const item = {
    priceCents: state.priceCents,
    leaderMemberId: state.leaderId,
    leaderMaxCents: state.leaderMaxCents,
    auctionCount: state.bidCount,
    endsAt: new Date(state.endsAtMs),
  };
  const previous = result.previousLeaderId;
  const outbidMemberId = previous !== null && previous !== state.leaderId ? previous : null;
  const bidders = await writeAcceptedBid(db, { commodityId, bidderId: memberId, records: result.records, item, outbidMemberId, at }, onlyIf);
  if (bidders === null) return undefined;

  const leading = state.leaderId === memberId;
  const reply: PlaceBidReply = {
    CommodityID: commodityId,
    Status: 1,
    USD_Price: state.priceCents,
    MinNextBid: minimumBidFor(state, memberId),
    AuctionCount: state.bidCount,
    AuctionsUserCount: bidders,
    EffectiveDate: item.endsAt.toISOString(),
    Outcome: result.outcome,
    IsOutBid: leading ? OutBid.Leading : OutBid.Outbid,
    // An accepted maximum is always the bidder's highest: it is above the price, which is at
    // least every maximum but the leader's.
    USD_MyPrice: maxCents,
  };
  const committed: AuctionView = { ...view, status: 1, ...item };
  return { reply, committed };
}

interface PlacedBid {
  memberId: number;
  commodityId: number;
  maxCents: number;
  at: Date;
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
