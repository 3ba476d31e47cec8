import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { HubBidMessage } from '../../domain/bidding/bid.schema';
import { sharedCommodityLive } from './commodity-live';

/**
 * Follows one commodity's live bids while mounted (null: none). onMessage and onJoined may change on
 * every render; the latest ones are called. onJoined runs each time the item's group is joined (bids
 * before it were not sent). `connected` is the tab's live connection, for a "live" indicator.
 */
export function useCommodityLive(
  commodityId: number | null,
  onMessage: (message: HubBidMessage) => void,
  onJoined?: () => void,
): { connected: boolean } {
  const live = sharedCommodityLive();
  const handle = useEffectEvent((message: HubBidMessage) => onMessage(message));
  const joined = useEffectEvent(() => onJoined?.());
  useEffect(() => {
    if (commodityId === null) return;
    return live.subscribe(commodityId, (message) => handle(message), () => joined());
  }, [live, commodityId]);
  const connected = useSyncExternalStore(live.subscribeStatus, () => live.connected, () => false);
  return { connected };
}
