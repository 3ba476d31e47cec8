/**
 * The addChatMessage argument for one viewer (src/domain/bidding/bid.schema.ts hubBidMessage): every
 * name masked, except that a member who has bid sees their own rows under their nickname, their
 * IsOutBid and their own minimum next bid (a leader must go above their maximum).
 */
import type { HubBidMessage } from '../../src/domain/bidding/bid.schema';
import { minimumBidFor, minimumNextBidCents } from '../../src/domain/bidding/proxy-bidding';
import { toBidRow } from '../services/bidding/bid-rows';
import { outBidOf } from '../services/bidding/auction-state';
import type { LiveBidState } from './live-bid-state';

/** Whether this viewer sees something other than the visitors' message. */
export function isParticipant(state: LiveBidState, viewerId: number | null): viewerId is number {
  return viewerId !== null && state.bidders.has(viewerId);
}

/** viewerId null (or a member who has not bid) gets the message every visitor gets. */
export function hubBidMessageFor(state: LiveBidState, viewerId: number | null, committedAt: string): HubBidMessage {
  const participant = isParticipant(state, viewerId) ? viewerId : null;
  const { auction } = state;
  return {
    CommodityID: state.commodityId,
    Status: state.status,
    USD_Price: auction.priceCents,
    MinNextBid: participant === null ? minimumNextBidCents(auction) : minimumBidFor(auction, participant),
    AuctionCount: auction.bidCount,
    AuctionsUserCount: state.auctionsUserCount,
    EffectiveDate: state.endsAt?.toISOString() ?? null,
    List: state.bids.map((bid) => toBidRow(bid, participant)),
    PriceCount: auction.bidCount,
    UserCount: state.auctionsUserCount,
    IsOutBid: outBidOf(auction.leaderId, participant, participant !== null),
    CommittedAt: committedAt,
  };
}
