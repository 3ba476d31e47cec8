/**
 * The header's recent searches (spec 1 section 5: the 10 most recent), kept in localStorage on
 * this device: newest first, one entry per scope and keyword (case and spacing ignored), each
 * removable. Storage that is full or refused loses the history, never the search.
 */
export type SearchScope = 'items' | 'sellers';

export interface RecentSearch {
  scope: SearchScope;
  key: string;
}

export const RECENT_SEARCH_LIMIT = 10;
export const RECENT_SEARCHES_KEY = 'holo_recent_searches';

const sameSearch = (a: RecentSearch, b: RecentSearch) =>
  a.scope === b.scope && a.key.trim().toLowerCase().replace(/\s+/g, ' ') === b.key.trim().toLowerCase().replace(/\s+/g, ' ');

/** The list with `entry` first, its older duplicate gone, cut to the limit. */
export function withRecent(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  const key = entry.key.trim().replace(/\s+/g, ' ');
  if (!key) return [...list];
  const next = { scope: entry.scope, key };
  return [next, ...list.filter((item) => !sameSearch(item, next))].slice(0, RECENT_SEARCH_LIMIT);
}

export function withoutRecent(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  return list.filter((item) => !sameSearch(item, entry));
}

function isRecent(value: unknown): value is RecentSearch {
  const item = value as RecentSearch | null;
  return (
    typeof item === 'object' && item !== null && (item.scope === 'items' || item.scope === 'sellers') && typeof item.key === 'string' && item.key.trim() !== ''
  );
}

/** What the storage holds; anything unreadable counts as no history. */
export function parseRecent(text: string | null): RecentSearch[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isRecent).slice(0, RECENT_SEARCH_LIMIT) : [];
  } catch {
    return [];
  }
}

export function loadRecent(storage: Pick<Storage, 'getItem'> = localStorage): RecentSearch[] {
  try {
    return parseRecent(storage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

export function saveRecent(list: readonly RecentSearch[], storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage) {
  try {
    if (list.length === 0) storage.removeItem(RECENT_SEARCHES_KEY);
    else storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Full or refused storage: the history is lost, the search itself still runs.
  }
}
