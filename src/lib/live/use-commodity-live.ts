import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { HubBidMessage } from '../../domain/bidding/bid.schema';
import { sharedCommodityLive } from './commodity-live';

/**
 * Follows one commodity's live bids while mounted (null: none). onMessage may change on every render;
 * the latest one is called. `connected` is the tab's live connection, for a "live" indicator.
 */
export function useCommodityLive(commodityId: number | null, onMessage: (message: HubBidMessage) => void): { connected: boolean } {
  const live = sharedCommodityLive();
  const handle = useEffectEvent((message: HubBidMessage) => onMessage(message));
  useEffect(() => {
    if (commodityId === null) return;
    return live.subscribe(commodityId, (message) => handle(message));
  }, [live, commodityId]);
  const connected = useSyncExternalStore(live.subscribeStatus, () => live.connected, () => false);
  return { connected };
}
