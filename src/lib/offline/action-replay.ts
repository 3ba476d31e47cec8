/**
 * Replays the queued actions from the page: once at start, whenever the connection comes back, and
 * when the service worker reports that its Background Sync replayed some. Afterwards every query is
 * marked stale and the visible ones refetch, so the screen shows the server's state.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ACTIONS_REPLAYED_MESSAGE, queuedActions, replayActions } from '../../../sw/action-queue';
import { onReconnect } from './connectivity';
import { actionQueueState } from './action-queue-state';

export function startActionReplay(queryClient: QueryClient): () => void {
  const refresh = () => void queryClient.invalidateQueries();
  const replay = async () => {
    const result = await replayActions().catch(() => null);
    if (result && result.sent.length + result.refused.length > 0) refresh();
    await countWaiting();
  };
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type !== ACTIONS_REPLAYED_MESSAGE) return;
    refresh();
    void countWaiting();
  };
  void replay();
  const stopReconnect = onReconnect(() => void replay());
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  return () => {
    stopReconnect();
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  };
}

async function countWaiting() {
  actionQueueState.waiting = (await queuedActions().catch(() => [])).length;
}
