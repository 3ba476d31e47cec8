import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isPushArrived } from '../../../domain/push/push-arrived';
import { notificationQueries } from './notification-queries';

/**
 * Reads the counts (and the open inbox page) again when a notice may have come: the hub's
 * noticesChanged on the live connection (only while it is open for the bids anyway) and a push
 * the service worker passes on. Focus and the minute's interval are the counts query's own. The
 * live connection's code loads after the first view (the item page's bids load it anyway).
 */
export function useNoticesRefresh(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationQueries.all() });
    let stopped = false;
    let stopHub = () => {};
    void import('../../../lib/live/commodity-live').then(({ sharedCommodityLive }) => {
      if (!stopped) stopHub = sharedCommodityLive().subscribeNotices(refresh);
    });
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      if (isPushArrived(event.data)) refresh();
    };
    worker?.addEventListener('message', onMessage);
    return () => {
      stopped = true;
      stopHub();
      worker?.removeEventListener('message', onMessage);
    };
  }, [enabled, queryClient]);
}
