/**
 * The proxy-bidding engine (DESIGN.md section 5). A bid is the bidder's maximum. The visible price
 * is the second-highest maximum plus one increment, capped at the highest; with one bidder it is the
 * starting price. Equal maximums: the earlier bid leads and the price is that maximum. A leader
 * raising their maximum does not move the price. Extended bidding: a bid in the last N seconds
 * moves the end to now + N.
 *
 * Pure: the server applies it inside the transaction that holds the item's row lock; the client
 * uses it for quick bids and messages. One call takes the state before a bid and returns the state
 * after it plus the bid rows to record (the bidder's, and the leader's automatic answer).
 */
import { bidIncrementCents } from './bid-increment';

export interface AuctionState {
  startCents: number;
  /** The visible price (equal to startCents until there are two bidders). */
  priceCents: number;
  leaderId: number | null;
  /** The leader's maximum; secret to everyone but the leader. 0 with no leader. */
  leaderMaxCents: number;
  /** Recorded bid rows (the item's AuctionCount). */
  bidCount: number;
  /** End of the auction (EffectiveDate), epoch milliseconds. */
  endsAtMs: number;
  /** Soft close window in seconds; null when the listing does not use extended bidding. */
  extendSeconds: number | null;
}

export interface BidAttempt {
  memberId: number;
  maxCents: number;
  atMs: number;
}

/** A bid row to record. amountCents is the price this row stands for in the bid history. */
export interface BidRecord {
  memberId: number;
  maxCents: number;
  amountCents: number;
  isAuto: boolean;
}

/**
 * leading: the bidder took the lead; raised: the leader raised their own maximum; outbid: the bid
 * was recorded but another bidder's maximum is at least as high.
 */
export type BidOutcome = 'leading' | 'raised' | 'outbid';

export type BidRefusal = 'BID_PRICE_REQUIRED' | 'BID_TOO_LOW' | 'AUCTION_ENDED';

export type BidResult =
  | { ok: true; outcome: BidOutcome; state: AuctionState; records: BidRecord[]; previousLeaderId: number | null }
  | { ok: false; code: BidRefusal; minimumCents: number };

export function hasBids(state: AuctionState): boolean {
  return state.leaderId !== null;
}

/** Minimum next bid: the starting price with no bids, else the price plus one increment. */
export function minimumNextBidCents(state: AuctionState): number {
  return hasBids(state) ? state.priceCents + bidIncrementCents(state.priceCents) : state.startCents;
}

/** The lowest maximum this member may bid now: a leader must also go above their own maximum. */
export function minimumBidFor(state: AuctionState, memberId: number): number {
  const minimum = minimumNextBidCents(state);
  return state.leaderId === memberId ? Math.max(minimum, state.leaderMaxCents + 1) : minimum;
}

export function placeBid(state: AuctionState, bid: BidAttempt): BidResult {
  const minimumCents = minimumBidFor(state, bid.memberId);
  if (bid.atMs >= state.endsAtMs) return { ok: false, code: 'AUCTION_ENDED', minimumCents };
  if (!(bid.maxCents > 0)) return { ok: false, code: 'BID_PRICE_REQUIRED', minimumCents };
  if (bid.maxCents < minimumCents) return { ok: false, code: 'BID_TOO_LOW', minimumCents };

  const endsAtMs = extendedEnd(state, bid.atMs);
  const previousLeaderId = state.leaderId;
  const mine = (amountCents: number): BidRecord => ({ memberId: bid.memberId, maxCents: bid.maxCents, amountCents, isAuto: false });

  if (state.leaderId === null) {
    const next = { ...state, leaderId: bid.memberId, leaderMaxCents: bid.maxCents, priceCents: state.startCents, bidCount: 1, endsAtMs };
    return { ok: true, outcome: 'leading', state: next, records: [mine(state.startCents)], previousLeaderId };
  }
  if (state.leaderId === bid.memberId) {
    const next = { ...state, leaderMaxCents: bid.maxCents, bidCount: state.bidCount + 1, endsAtMs };
    return { ok: true, outcome: 'raised', state: next, records: [mine(state.priceCents)], previousLeaderId };
  }
  if (bid.maxCents > state.leaderMaxCents) {
    const priceCents = Math.min(state.leaderMaxCents + bidIncrementCents(state.leaderMaxCents), bid.maxCents);
    const next = { ...state, leaderId: bid.memberId, leaderMaxCents: bid.maxCents, priceCents, bidCount: state.bidCount + 1, endsAtMs };
    return { ok: true, outcome: 'leading', state: next, records: [mine(priceCents)], previousLeaderId };
  }
  // The leader's maximum covers this bid: the bid stands at its maximum and the leader's proxy
  // answers one increment above it (or at their maximum on a tie, where the earlier bid wins).
  const priceCents = Math.min(bid.maxCents + bidIncrementCents(bid.maxCents), state.leaderMaxCents);
  const answer: BidRecord = { memberId: state.leaderId, maxCents: state.leaderMaxCents, amountCents: priceCents, isAuto: true };
  const next = { ...state, priceCents, bidCount: state.bidCount + 2, endsAtMs };
  return { ok: true, outcome: 'outbid', state: next, records: [mine(bid.maxCents), answer], previousLeaderId };
}

function extendedEnd(state: AuctionState, atMs: number): number {
  if (!state.extendSeconds) return state.endsAtMs;
  const windowMs = state.extendSeconds * 1000;
  return state.endsAtMs - atMs < windowMs ? atMs + windowMs : state.endsAtMs;
}

/** The state of a fresh auction. */
export function openAuction(startCents: number, endsAtMs: number, extendSeconds: number | null = null): AuctionState {
  return { startCents, priceCents: startCents, leaderId: null, leaderMaxCents: 0, bidCount: 0, endsAtMs, extendSeconds };
}
