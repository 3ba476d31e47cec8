/**
 * The TanStack Query cache persisted in IndexedDB (idb-keyval), one entry per member
 * ("holo-query:<member id>", or "holo-query:visitor"). The owner of the cache is remembered in
 * localStorage so start-up restores the right entry before /api/me answers. A save captures its
 * owner when it is scheduled, so a throttled save never lands under the next member's key.
 */
import { del, get, set } from 'idb-keyval';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

const OWNER_KEY = 'holo_cache_owner';
const VISITOR = 'visitor';
const SAVE_INTERVAL_MS = 1000;

const entryKey = (owner: string) => `holo-query:${owner}`;

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

async function flush() {
  clearTimeout(timer);
  timer = undefined;
  const save = pending;
  pending = null;
  if (save) await set(entryKey(save.owner), save.client).catch((error: unknown) => console.warn('Query cache not saved', error));
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
    pending = { owner: cacheOwner(), client };
    timer ??= setTimeout(() => void flush(), SAVE_INTERVAL_MS);
  },
  restoreClient: () => get<PersistedClient>(entryKey(cacheOwner())),
  removeClient: () => del(entryKey(cacheOwner())),
};

/** Drops a member's persisted cache, including a save still waiting to be written. */
export async function forgetMemberCache(memberId: string) {
  if (pending?.owner === memberId) pending = null;
  await del(entryKey(memberId));
}
