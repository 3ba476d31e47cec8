/**
 * The proxy-bidding state kept on a commodity row (leader, leader maximum, price, bid count, end)
 * read into the engine's AuctionState (src/domain/bidding/proxy-bidding.ts), and the viewer's
 * IsOutBid from it.
 */
import type { commodities } from '../../db/schema';
import { openAuction, type AuctionState } from '../../../src/domain/bidding/proxy-bidding';
import { OutBid } from '../../../src/domain/bidding/bid-options';

type AuctionColumns = Pick<
  typeof commodities.$inferSelect,
  'startPriceCents' | 'priceCents' | 'leaderMemberId' | 'leaderMaxCents' | 'auctionCount' | 'endsAt' | 'extendedBiddingSeconds'
>;

export function auctionStateOf(row: AuctionColumns): AuctionState {
  // Buy-now and store items have no end; they never take bids, so an open end is harmless.
  const endsAtMs = row.endsAt?.getTime() ?? Number.MAX_SAFE_INTEGER;
  return {
    ...openAuction(row.startPriceCents, endsAtMs, row.extendedBiddingSeconds),
    priceCents: row.priceCents,
    leaderId: row.leaderMemberId,
    leaderMaxCents: row.leaderMaxCents,
    bidCount: row.auctionCount,
  };
}

/** 0 the viewer has not bid, 3 the viewer leads (or won), 2 the viewer bid and someone else leads. */
export function outBidOf(leaderId: number | null, viewerId: number | null, viewerHasBid: boolean): OutBid {
  if (viewerId === null || !viewerHasBid) return OutBid.None;
  return leaderId === viewerId ? OutBid.Leading : OutBid.Outbid;
}
