/**
 * Live bids for one auction: every hub message (addChatMessage) is written into the cached item
 * and the cached bid-history summaries, so the item page, an open bid dialog and the bid history
 * show the new price, counts and the viewer's leading/outbid state without a reload. The bid
 * history's rows are paged, so they are refetched rather than patched. Bids committed before the
 * hub joined the item's group (first, or again after a reconnect) never arrive: the join answers
 * with the item's state, applied like a message when it differs from the cache (an unchanged item
 * costs no request); without an answer the item and its history are read again.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BidHistoryReply, HubBidMessage } from '../../../domain/bidding/bid.schema';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { useCommodityLive } from '../../../lib/live/use-commodity-live';
import { itemQueries } from '../../item';
import { biddingKeys } from '../api/bidding-keys';
import { applyHubMessageToHistory, applyHubMessageToItem } from './apply-hub-message';
import { hubMessageChangesItem } from './hub-message-changes-item';

/** Subscribes while the item is an auction (spec 2: ByWay 1 is buy now, anything else an auction). */
export function useLiveAuction(item: Pick<ItemDetail, 'ID' | 'ByWay'> | undefined) {
  const queryClient = useQueryClient();
  const onMessage = useCallback(
    (message: HubBidMessage) => {
      const id = message.CommodityID;
      queryClient.setQueryData(itemQueries.detail(id).queryKey, (cached: ItemDetail | undefined) =>
        cached && applyHubMessageToItem(cached, message),
      );
      queryClient.setQueriesData<BidHistoryReply>({ queryKey: biddingKeys.histories(id) }, (cached) =>
        cached && applyHubMessageToHistory(cached, message),
      );
      void queryClient.invalidateQueries({ queryKey: biddingKeys.histories(id) });
      void queryClient.invalidateQueries({ queryKey: biddingKeys.myBids(), refetchType: 'none' });
    },
    [queryClient],
  );
  const liveId = item && item.ByWay !== 1 ? item.ID : null;
  const onJoined = useCallback(
    (state: HubBidMessage | null) => {
      if (liveId === null) return;
      if (state) {
        const cached = queryClient.getQueryData<ItemDetail>(itemQueries.detail(liveId).queryKey);
        if (!cached || hubMessageChangesItem(cached, state)) onMessage(state);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: itemQueries.detail(liveId).queryKey });
      void queryClient.invalidateQueries({ queryKey: biddingKeys.histories(liveId) });
    },
    [queryClient, liveId, onMessage],
  );
  useCommodityLive(liveId, onMessage, onJoined);
}
