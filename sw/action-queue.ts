/**
 * The queue of non-critical member actions taken offline (watch, follow, save a search…; DESIGN.md
 * section 6), shared by the page and the service worker. Each action is kept in IndexedDB with its
 * Idempotency-Key and replayed in the order it was taken: by the service worker's Background Sync
 * where the browser has it, and by the page on start and when the connection returns. A Web Lock
 * lets one replay run at a time across tabs and the worker; the server's idempotency keys make a
 * replay that still runs twice (a crash between the answer and the removal) change things once.
 */
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

export const ACTION_SYNC_TAG = 'holo-actions';
/** The worker's message to open pages after its Background Sync replayed actions. */
export const ACTIONS_REPLAYED_MESSAGE = 'holo-actions-replayed';
const LOCK_NAME = 'holo-action-queue';

export interface QueuedAction {
  /** The Idempotency-Key, unique per action. */
  key: string;
  /** The member who took it: the server refuses a replay under another member's session. */
  memberId: number;
  method: 'PUT' | 'DELETE' | 'POST';
  path: string;
  body?: unknown;
  queuedAt: number;
}

export interface ReplayResult {
  sent: QueuedAction[];
  /** Refused by the server for good (4xx): they will never apply, so they leave the queue. */
  refused: QueuedAction[];
  /** Still waiting: the server could not be reached (or failed) at this one and those after it. */
  waiting: number;
}

let store: UseStore | undefined;
const queueStore = () => (store ??= createStore('holo-actions', 'queue'));

/** Zero-padded time first, so the keys sort in the order the actions were taken. */
const entryKey = (action: QueuedAction) => `${String(action.queuedAt).padStart(15, '0')}:${action.key}`;

export async function enqueueAction(action: QueuedAction): Promise<void> {
  await set(entryKey(action), action, queueStore());
}

export async function queuedActions(): Promise<QueuedAction[]> {
  const all = await entries<string, QueuedAction>(queueStore());
  return all.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, action]) => action);
}

/** Forgets a member's queued actions (after sign-out they would be refused anyway). */
export async function dropActionsOf(memberId: number): Promise<void> {
  for (const action of await queuedActions()) if (action.memberId === memberId) await del(entryKey(action), queueStore());
}

export type Send = (action: QueuedAction) => Promise<Response>;

export const sendAction: Send = (action) =>
  fetch(action.path, {
    method: action.method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'fetch',
      'Idempotency-Key': action.key,
      'X-Holo-Member': String(action.memberId),
      ...(action.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: action.body === undefined ? undefined : JSON.stringify(action.body),
  });

/** Sends the queued actions in order and removes each one the server answered; stops at the first it could not reach. */
export async function replayActions(send: Send = sendAction): Promise<ReplayResult> {
  const run = () => replayInOrder(send);
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(LOCK_NAME, run) : run();
}

async function replayInOrder(send: Send): Promise<ReplayResult> {
  const result: ReplayResult = { sent: [], refused: [], waiting: 0 };
  const pending = await queuedActions();
  for (const [index, action] of pending.entries()) {
    let response: Response;
    try {
      response = await send(action);
    } catch {
      result.waiting = pending.length - index;
      break;
    }
    if (response.status >= 500 || response.status === 408 || response.status === 429) {
      result.waiting = pending.length - index;
      break;
    }
    await del(entryKey(action), queueStore());
    (response.ok ? result.sent : result.refused).push(action);
  }
  return result;
}
