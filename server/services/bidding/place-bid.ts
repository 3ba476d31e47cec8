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
 * - then this node's bids on the item queue (bid-desk.ts): those that arrive while a batch is
 *   being written form the next batch. A batch is judged bid by bid on the view the one before
 *   left; the bids that may win are written together in one statement on condition that the row,
 *   each of their bidders' gate and deposit are still as judged (compare and set: one round trip,
 *   the row locked only while the statement runs), and the others are refused as too low. When the
 *   condition fails (another node's bid came first, a gate closed), the batch's bids go one at a
 *   time, each locking the row (SELECT … FOR UPDATE) and judged on it.
 */
import type { SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, errorWithValues, notFound } from '../../http/errors';
import { minimumBidFor, placeBid as applyBid, type BidAttempt, type BidResult } from '../../../src/domain/bidding/proxy-bidding';
import type { PlaceBidReply } from '../../../src/domain/bidding/bid.schema';
import { OutBid } from '../../../src/domain/bidding/bid-options';
import { judgeTradeGate } from './assert-can-trade';
import { bidFactsStillHold, lockBidFacts, readBidPrecheck, type BidFacts } from './bid-precheck';
import { assertAuctionOpen, auctionClosedCode } from './auction-open';
import { auctionStateOf } from './auction-state';
import type { AuctionView } from './bid-desk';
import { writeAcceptedBids } from './write-accepted-bid';

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

  return bidDesk.inBatch(commodityId, { memberId, maxCents }, (batch: QueuedBid[]) => settleBids(ctx, commodityId, batch));
}

interface QueuedBid {
  memberId: number;
  maxCents: number;
}

/**
 * An item's queued bids, in order: together on this node's view when it settles them all, else one
 * at a time, each on the row.
 */
async function settleBids(ctx: ServiceContext, commodityId: number, batch: QueuedBid[]): Promise<PromiseSettledResult<PlaceBidReply>[]> {
  const view = ctx.bidDesk.view(commodityId);
  const together = view && (await bidsOnView(ctx, view, commodityId, batch));
  if (together) return together;
  // The view did not settle the batch (it is behind, the auction looks closed, a bid needs the
  // row's answer): the first bid reads the row afresh.
  ctx.bidDesk.forget(commodityId);
  const answers: PromiseSettledResult<PlaceBidReply>[] = [];
  for (const bid of batch) answers.push((await Promise.allSettled([bidAlone(ctx, commodityId, bid)]))[0]);
  return answers;
}

/** One bid: on the view when it settles it, else on the locked row. */
async function bidAlone(ctx: ServiceContext, commodityId: number, bid: QueuedBid): Promise<PlaceBidReply> {
  const view = ctx.bidDesk.view(commodityId);
  const [answer] = (view && (await bidsOnView(ctx, view, commodityId, [bid]))) || [];
  if (!answer) return bidUnderLock(ctx, bid.memberId, commodityId, bid.maxCents);
  if (answer.status === 'rejected') throw answer.reason;
  return answer.value;
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
 * Bids judged one after another on this node's view of the auction (each on the state the one
 * before left) and the accepted ones written in one statement, on condition that the row is still
 * the view and each accepted bidder still passes the gate and holds the deposit: one round trip, no
 * lock held between statements. A bid too low on that state is refused once the others are
 * written. Undefined when the view does not settle them all (another node's bid came first, a gate
 * closed, the auction ended, a bid the engine refuses otherwise): nothing was written.
 */
async function bidsOnView(ctx: ServiceContext, view: AuctionView, commodityId: number, batch: QueuedBid[]) {
  const now = ctx.clock.now();
  if (auctionClosedCode(view, now) !== null || batch.some((bid) => bid.memberId === view.sellerMemberId)) return undefined;
  let state = auctionStateOf(view);
  const judged: (Accepted | Refused)[] = [];
  for (const { memberId, maxCents } of batch) {
    const result = applyBid(state, { memberId, maxCents, atMs: now.getTime() });
    if (!result.ok && result.code !== 'BID_TOO_LOW') return undefined;
    judged.push(result.ok ? { memberId, maxCents, result } : { refusal: refusal(result) });
    if (result.ok) state = result.state;
  }
  const accepted = judged.filter((bid): bid is Accepted => 'result' in bid);
  let replies: PlaceBidReply[] = [];
  if (accepted.length > 0) {
    const stillHold = bidFactsStillHold(view, accepted.map((bid) => bid.memberId), commodityId, now);
    const written = await writeBids(ctx.db, view, commodityId, accepted, now, stillHold);
    if (!written) return undefined;
    ctx.bidDesk.remember(commodityId, written.committed);
    replies = written.replies;
  }
  return judged.map((bid): PromiseSettledResult<PlaceBidReply> =>
    'result' in bid ? { status: 'fulfilled', value: replies[accepted.indexOf(bid)]! } : { status: 'rejected', reason: bid.refusal },
  );
}

/** The bid against the locked row. */
async function bidUnderLock(ctx: ServiceContext, memberId: number, commodityId: number, maxCents: number): Promise<PlaceBidReply> {
  const { replies, committed } = await ctx.db.transaction(async (tx) => {
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
    return (await writeBids(tx, item, commodityId, [{ memberId, maxCents, result }], now))!;
  });
  ctx.bidDesk.remember(commodityId, committed);
  return replies[0]!;
}

interface Accepted {
  memberId: number;
  maxCents: number;
  result: Extract<BidResult, { ok: true }>;
}

interface Refused {
  refusal: ReturnType<typeof refusal>;
}

/**
 * Writes bids the engine accepted one after another from `view` (while `onlyIf` holds, when
 * given): each bid's reply and the view they leave, or undefined when nothing was written.
 */
async function writeBids(db: Db | Tx, view: AuctionView, commodityId: number, accepted: Accepted[], at: Date, onlyIf?: SQL) {
  const { state } = accepted.at(-1)!.result;
  const item = {
    priceCents: state.priceCents,
    leaderMemberId: state.leaderId,
    leaderMaxCents: state.leaderMaxCents,
    auctionCount: state.bidCount,
    endsAt: new Date(state.endsAtMs),
  };
  const bids = accepted.map(({ memberId, result }) => {
    const previous = result.previousLeaderId;
    return { bidderId: memberId, records: result.records, outbidMemberId: previous !== null && previous !== result.state.leaderId ? previous : null };
  });
  const written = await writeAcceptedBids(db, { commodityId, bids, item, at }, onlyIf);
  if (!written) return undefined;

  // The bidder count after each bid: the count before, plus the first bidders up to it.
  const firstBidders = new Set(written.firstBidders);
  let bidders = written.bidders - firstBidders.size;
  const replies = accepted.map(({ memberId, maxCents, result }): PlaceBidReply => {
    if (firstBidders.delete(memberId)) bidders += 1;
    return replyFor(commodityId, memberId, maxCents, result, bidders);
  });
  return { replies, committed: { ...view, status: 1, ...item } satisfies AuctionView };
}

function replyFor(commodityId: number, memberId: number, maxCents: number, { state, outcome }: Extract<BidResult, { ok: true }>, bidders: number): PlaceBidReply {
  return {
    CommodityID: commodityId,
    Status: 1,
    USD_Price: state.priceCents,
    MinNextBid: minimumBidFor(state, memberId),
    AuctionCount: state.bidCount,
    AuctionsUserCount: bidders,
    EffectiveDate: new Date(state.endsAtMs).toISOString(),
    Outcome: outcome,
    IsOutBid: state.leaderId === memberId ? OutBid.Leading : OutBid.Outbid,
    // An accepted maximum is always the bidder's highest: it is above the price, which is at
    // least every maximum but the leader's.
    USD_MyPrice: maxCents,
  };
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
