/**
 * Whether a hub message would change what the item page shows of the auction. The join's answer
 * usually equals the item the page has just read; applying it then would only cost a refetch of
 * the bid history, so it is applied only when it differs.
 */
import type { HubBidMessage } from '../../../domain/bidding/bid.schema';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { applyHubMessageToItem } from './apply-hub-message';

export function hubMessageChangesItem(item: ItemDetail, message: HubBidMessage): boolean {
  // Through the same path as a message, so an older answer changes nothing and the viewer's state
  // is judged as a message would set it.
  const applied = applyHubMessageToItem(item, message);
  return (
    applied.AuctionCount !== item.AuctionCount ||
    applied.Status !== item.Status ||
    applied.USD_Price !== item.USD_Price ||
    applied.MinNextBid !== item.MinNextBid ||
    applied.EffectiveDate !== item.EffectiveDate ||
    applied.AuctionsUserCount !== item.AuctionsUserCount ||
    applied.IsOutBid !== item.IsOutBid
  );
}
