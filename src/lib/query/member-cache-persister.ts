/**
 * The TanStack Query cache persisted in IndexedDB (idb-keyval), one entry per member
 * ("holo-query:<member id>", or "holo-query:visitor"). The owner of the cache is remembered in
 * localStorage so start-up restores the right entry before /api/me answers. A save captures its
 * owner when it is scheduled, so a throttled save never lands under the next member's key.
 *
 * A save is asynchronous, and one started as the page goes (a reload right after an unwatch) may
 * never land: the entry read at the next start is then behind what the member last saw, yet its
 * reads look fresh. So a change not yet saved is also marked in localStorage, synchronously; an
 * entry restored under that mark has every read marked invalidated, and they refetch as they are
 * used, showing the kept copy meanwhile. An entry whose last save landed starts as it was kept.
 */
import { del, get, set } from 'idb-keyval';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

const OWNER_KEY = 'holo_cache_owner';
const VISITOR = 'visitor';
const SAVE_INTERVAL_MS = 1000;

const entryKey = (owner: string) => `holo-query:${owner}`;
const unsavedKey = (owner: string) => `holo_cache_unsaved:${owner}`;

function markUnsaved(owner: string, unsaved: boolean) {
  try {
    if (unsaved) localStorage.setItem(unsavedKey(owner), '1');
    else localStorage.removeItem(unsavedKey(owner));
  } catch {
    // Storage refused (private mode, quota): the entry is restored as it was kept.
  }
}

function hasUnsaved(owner: string): boolean {
  try {
    return localStorage.getItem(unsavedKey(owner)) !== null;
  } catch {
    return false;
  }
}

/** The kept entry with every read to be asked again (isInvalidated), still shown meanwhile. */
function asBehind(client: PersistedClient): PersistedClient {
  const { clientState } = client;
  return { ...client, clientState: { ...clientState, queries: clientState.queries.map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } })) } };
}

export function cacheOwner(): string {
  try {
    return localStorage.getItem(OWNER_KEY) ?? VISITOR;
  } catch {
    return VISITOR;
  }
}

export function setCacheOwner(memberId: number | null) {
  if (memberId === null) localStorage.removeItem(OWNER_KEY);
  else localStorage.setItem(OWNER_KEY, String(memberId));
}

let pending: { owner: string; client: PersistedClient } | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Whose change waits to be saved (read after an await, where `pending` may have changed). */
const waitingOwner = () => pending?.owner;

async function flush() {
  clearTimeout(timer);
  timer = undefined;
  const save = pending;
  pending = null;
  if (!save) return;
  try {
    await set(entryKey(save.owner), save.client);
    // Saved, unless a newer change for the same owner came while it was written.
    if (waitingOwner() !== save.owner) markUnsaved(save.owner, false);
  } catch (error) {
    console.warn('Query cache not saved', error);
  }
}

// Leaving the page (a link to another site, closing the tab, a reload) writes a save still waiting.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => void flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flush();
  });
}

export const memberCachePersister: Persister = {
  persistClient(client) {
    const owner = cacheOwner();
    if (pending?.owner !== owner) markUnsaved(owner, true);
    pending = { owner, client };
    timer ??= setTimeout(() => void flush(), SAVE_INTERVAL_MS);
  },
  async restoreClient() {
    const owner = cacheOwner();
    const kept = await get<PersistedClient>(entryKey(owner));
    return kept && hasUnsaved(owner) ? asBehind(kept) : kept;
  },
  removeClient: () => del(entryKey(cacheOwner())),
};

/** Drops a member's persisted cache, including a save still waiting to be written. */
export async function forgetMemberCache(memberId: string) {
  if (pending?.owner === memberId) pending = null;
  markUnsaved(memberId, false);
  await del(entryKey(memberId));
}
