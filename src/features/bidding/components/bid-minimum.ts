import { OutBid } from '../../../domain/bidding/bid-options';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { minimumBidFor, type AuctionState } from '../../../domain/bidding/proxy-bidding';

type BidFacts = Pick<ItemDetail, 'StartPrice' | 'USD_Price' | 'MinNextBid' | 'AuctionCount' | 'IsOutBid' | 'USD_MyPrice' | 'EffectiveDate'>;

const VIEWER = 1;
const SOMEONE_ELSE = 2;

/**
 * The lowest maximum the viewer may bid now, checked before sending: the engine's rule on what the
 * page knows (a leader must also go above their own maximum), never below the server's MinNextBid.
 */
export function minimumBidCents(item: BidFacts): number {
  const leading = item.IsOutBid === OutBid.Leading;
  const state: AuctionState = {
    startCents: item.StartPrice,
    priceCents: item.USD_Price,
    leaderId: item.AuctionCount === 0 ? null : leading ? VIEWER : SOMEONE_ELSE,
    leaderMaxCents: leading ? item.USD_MyPrice : 0,
    bidCount: item.AuctionCount,
    endsAtMs: item.EffectiveDate ? Date.parse(item.EffectiveDate) : 0,
    extendSeconds: null,
  };
  return Math.max(minimumBidFor(state, VIEWER), item.MinNextBid);
}
