/**
 * Optimistic updates of records that several features cache in different shapes (a listing card
 * in market results, a store page, the recently viewed grid, the item page). Rather than knowing
 * every feature's query keys, this walks each cached reply a few levels deep and replaces the
 * records a `match` picks, keeping untouched branches by reference so React renders only what
 * changed. The returned snapshot restores exactly the replies it changed.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export type CacheSnapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

type Row = Record<string, unknown>;
const MAX_DEPTH = 4;

function patchValue(value: unknown, match: (row: Row) => boolean, update: (row: Row) => Row, depth: number): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((entry) => {
      const patched = patchValue(entry, match, update, depth + 1);
      if (patched !== entry) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  const row = value as Row;
  if (match(row)) return update(row);
  let changed = false;
  const next: Row = {};
  for (const [key, entry] of Object.entries(row)) {
    const patched = patchValue(entry, match, update, depth + 1);
    if (patched !== entry) changed = true;
    next[key] = patched;
  }
  return changed ? next : value;
}

/** Replaces every cached record `match` picks with `update(record)`; returns what it changed. */
export function patchCachedRecords(queryClient: QueryClient, match: (row: Row) => boolean, update: (row: Row) => Row): CacheSnapshot {
  const changed: Array<readonly [QueryKey, unknown]> = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const before = query.state.data;
    if (before === undefined) continue;
    const after = patchValue(before, match, update, 0);
    if (after === before) continue;
    changed.push([query.queryKey, before] as const);
    queryClient.setQueryData(query.queryKey, after);
  }
  return changed;
}

/** Puts back the replies a patch changed (a failed optimistic update). */
export function restoreSnapshot(queryClient: QueryClient, snapshot: CacheSnapshot) {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/**
 * Marks the patched replies stale without refetching them now: the patch shows the change at once,
 * and the next screen that uses one (also after a reload from the persisted cache) asks the server.
 */
export function markStale(queryClient: QueryClient, snapshot: CacheSnapshot) {
  for (const [queryKey] of snapshot) void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
}
