import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { BidPanel, useLiveAuction } from '../../bidding';
import type { ItemPhase } from '../item-phase';

export interface AuctionActionsProps {
  item: ItemDetail;
  /** 'ended' also once the countdown reached 00:00, before the server confirms it. */
  phase: ItemPhase;
  /** Reload the item (after a bid, or when the bidding feature asks). */
  onChanged: () => void;
}

/**
 * The auction variant's bidding slot: the bidding feature's place-bid panel and its live-hub
 * subscription (live bids update the cached item, so the whole page follows them). The bidding
 * feature reloads the item itself after a bid.
 */
export function AuctionActions({ item, phase }: AuctionActionsProps) {
  useLiveAuction(item);
  return phase === 'ended' ? null : <BidPanel item={item} />;
}
