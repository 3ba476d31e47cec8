import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { HubBidMessage } from '../../domain/bidding/bid.schema';
import { nextTask } from '../browser/next-task';
import { sharedCommodityLive, type JoinListener } from './commodity-live';

/**
 * Follows one commodity's live bids while mounted (null: none). onMessage and onJoined may change on
 * every render; the latest ones are called. onJoined runs each time the item's group is joined, with
 * the item's state then (null: unknown), as bids before it were not sent. `connected` is the tab's live connection, for a "live" indicator.
 */
export function useCommodityLive(
  commodityId: number | null,
  onMessage: (message: HubBidMessage) => void,
  onJoined?: JoinListener,
): { connected: boolean } {
  const live = sharedCommodityLive();
  const handle = useEffectEvent((message: HubBidMessage) => onMessage(message));
  const joined = useEffectEvent((state: HubBidMessage | null) => onJoined?.(state));
  useEffect(() => {
    if (commodityId === null) return;
    // In a task of its own: the first subscription builds the connection (its client's and its
    // messages' schema's chunks), which would lengthen the commit that mounts the page.
    let unsubscribe: (() => void) | undefined;
    let unmounted = false;
    void nextTask().then(() => {
      if (!unmounted) unsubscribe = live.subscribe(commodityId, (message) => handle(message), (state) => joined(state));
    });
    return () => {
      unmounted = true;
      unsubscribe?.();
    };
  }, [live, commodityId]);
  const connected = useSyncExternalStore(live.subscribeStatus, () => live.connected, () => false);
  return { connected };
}
