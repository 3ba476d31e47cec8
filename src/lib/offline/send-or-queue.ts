/**
 * Sends a non-critical member action now, or keeps it for later when Holo cannot reach its server
 * (DESIGN.md section 6). Money actions never come here. The caller has already shown the change
 * (optimistic update); a queued action keeps it, and the replay brings the server in step.
 */
import { ACTION_SYNC_TAG, enqueueAction, type QueuedAction } from '../../../sw/action-queue';
import { apiFetch, type ApiRequest } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { isOnline } from './connectivity';
import { actionQueueState } from './action-queue-state';

export type SentOrQueued<T> = { queued: false; reply: T } | { queued: true };

export interface QueueableAction<T> {
  memberId: number;
  method: QueuedAction['method'];
  path: string;
  body?: unknown;
  schema?: ApiRequest<T>['schema'];
}

/** Network failures and timeouts: the action may not have reached the server, and its key makes a resend safe. */
const unreachable = (error: unknown) => isApiError(error) && (error.status === 0 || error.status === 408);

export async function sendOrQueue<T>(action: QueueableAction<T>): Promise<SentOrQueued<T>> {
  const queued: QueuedAction = {
    key: crypto.randomUUID(),
    memberId: action.memberId,
    method: action.method,
    path: action.path,
    body: action.body,
    queuedAt: Date.now(),
  };
  if (isOnline()) {
    try {
      const reply = await apiFetch(action.path, {
        method: action.method,
        body: action.body,
        schema: action.schema,
        headers: { 'Idempotency-Key': queued.key, 'X-Holo-Member': String(action.memberId) },
      });
      return { queued: false, reply };
    } catch (error) {
      if (!unreachable(error)) throw error;
    }
  }
  await enqueueAction(queued);
  actionQueueState.waiting += 1;
  void askForBackgroundSync();
  return { queued: true };
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Background Sync (Chromium) replays the queue from the service worker even after the tab is closed. */
async function askForBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & SyncRegistration;
    await registration.sync?.register(ACTION_SYNC_TAG);
  } catch {
    // No Background Sync: the page replays on start and when the connection returns.
  }
}
