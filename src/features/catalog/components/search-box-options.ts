import type { SavedSearch } from '../../../domain/member/saved-search.schema';
import { searchHref } from '../market-links';
import type { RecentSearch } from './search-box-history';

export type SearchOption =
  | { kind: 'recent'; id: string; label: string; href: string; recent: RecentSearch }
  | { kind: 'saved'; id: string; label: string; href: string };

const matches = (label: string, typed: string) => !typed || label.toLowerCase().includes(typed.toLowerCase());

/** The dropdown's options, recent searches first, narrowed to those containing what is typed. */
export function searchOptions(idBase: string, recent: readonly RecentSearch[], saved: readonly SavedSearch[], typed: string): SearchOption[] {
  const text = typed.trim();
  const recentOptions = recent
    .filter((r) => matches(r.key, text))
    .map((r, i): SearchOption => ({ kind: 'recent', id: `${idBase}-recent-${i}`, label: r.key, href: searchHref(r.scope, r.key), recent: r }));
  const savedOptions = saved
    .filter((s) => matches(s.ShowValue, text))
    .map((s): SearchOption => ({ kind: 'saved', id: `${idBase}-saved-${s._id}`, label: s.ShowValue, href: `/market?${s.Query}` }));
  return [...recentOptions, ...savedOptions];
}
