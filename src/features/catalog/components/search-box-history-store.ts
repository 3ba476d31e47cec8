import { useCallback, useSyncExternalStore } from 'react';
import { loadRecent, RECENT_SEARCHES_KEY, saveRecent, withoutRecent, withRecent, type RecentSearch } from './search-box-history';

// One snapshot for every subscriber; re-read when this tab writes or another tab's write arrives.
const listeners = new Set<() => void>();
let snapshot: RecentSearch[] | null = null;

function read(): RecentSearch[] {
  snapshot ??= loadRecent();
  return snapshot;
}

function write(list: RecentSearch[]) {
  saveRecent(list);
  snapshot = list;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  // The first subscriber reads storage afresh: it may have changed while nothing listened. An
  // unchanged list keeps its snapshot, or React would render the search box again at once.
  if (listeners.size === 0 && snapshot) {
    const stored = loadRecent();
    if (JSON.stringify(stored) !== JSON.stringify(snapshot)) snapshot = stored;
  }
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== RECENT_SEARCHES_KEY && event.key !== null) return;
    snapshot = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const empty: RecentSearch[] = [];

/** The recent searches of this device, with add, remove and clear. */
export function useRecentSearches() {
  const list = useSyncExternalStore(subscribe, read, () => empty);
  return {
    list,
    add: useCallback((entry: RecentSearch) => write(withRecent(read(), entry)), []),
    remove: useCallback((entry: RecentSearch) => write(withoutRecent(read(), entry)), []),
    clear: useCallback(() => write([]), []),
  };
}
