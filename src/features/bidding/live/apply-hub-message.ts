/**
 * A live bid (the hub's addChatMessage) applied to what the page has cached. Messages can arrive
 * after the reply of a refetch that already holds a newer bid, so one with fewer bids than the
 * cache shows is older and left out.
 */
import type { BidHistoryReply, HubBidMessage } from '../../../domain/bidding/bid.schema';
import { ITEM_PAGE_BIDS, OutBid } from '../../../domain/bidding/bid-options';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';

/**
 * The viewer's state after the message. The hub sends it per socket; 0 from a socket that does not
 * know the viewer must not wipe a known state, so then the newest bid decides (spec 2 section 4:
 * outbid when the latest bid is not the viewer's; the leader's proxy answers count as theirs).
 */
export function viewerOutBid(current: number, message: HubBidMessage): number {
  if (message.IsOutBid !== OutBid.None) return message.IsOutBid;
  const involved = current !== OutBid.None || message.List.some((bid) => bid.IsMine);
  if (!involved) return current;
  const newest = message.List[0];
  return newest?.IsMine ? OutBid.Leading : OutBid.Outbid;
}

/**
 * An auction that has ended never opens again, so a message that shows it live is older than a
 * cached end (the join's answer, read before an early end, can arrive after the end's message).
 */
function isOlder(message: HubBidMessage, cached: { AuctionCount: number; Status: number }): boolean {
  return message.AuctionCount < cached.AuctionCount || (cached.Status <= 0 && message.Status > 0);
}

export function applyHubMessageToItem(item: ItemDetail, message: HubBidMessage): ItemDetail {
  if (message.CommodityID !== item.ID || isOlder(message, item)) return item;
  return {
    ...item,
    USD_Price: message.USD_Price,
    MinNextBid: message.MinNextBid,
    AuctionCount: message.AuctionCount,
    AuctionsUserCount: message.AuctionsUserCount,
    EffectiveDate: message.EffectiveDate,
    Status: message.Status,
    Auctions: message.List.slice(0, ITEM_PAGE_BIDS),
    IsOutBid: viewerOutBid(item.IsOutBid, message),
  };
}

/** The bid history's summary; its rows are refetched (they are paged, the message holds the newest few). */
export function applyHubMessageToHistory(reply: BidHistoryReply, message: HubBidMessage): BidHistoryReply {
  const item = reply.Item;
  if (message.CommodityID !== item.ID || isOlder(message, item)) return reply;
  return {
    ...reply,
    Item: {
      ...item,
      USD_Price: message.USD_Price,
      AuctionCount: message.AuctionCount,
      AuctionsUserCount: message.AuctionsUserCount,
      EffectiveDate: message.EffectiveDate,
      Status: message.Status,
      IsOutBid: viewerOutBid(item.IsOutBid, message),
    },
  };
}
