/**
 * The combination rules of the market search (spec 1 sections 2, 4, 5), used by the market page
 * when the visitor changes a control and by the server before it queries:
 * - best match exists only with a keyword; without one the default sort is ending soonest for
 *   selling and recently ended for sold;
 * - most bids forces the auction listing type;
 * - switching status (selling/sold) resets the sort;
 * - a min price at or above the max clears the max.
 */
import type { MarketSearch } from './market-search.schema';
import { ListingType, SortTab } from './market-search-options';

export function defaultSort(search: Pick<MarketSearch, 'key'>): SortTab {
  return search.key ? SortTab.BestMatch : SortTab.Ending;
}

function toCents(price: string | undefined): number | undefined {
  return price === undefined ? undefined : Math.round(Number(price) * 100);
}

export function normalizeMarketSearch(search: MarketSearch): MarketSearch & { sort: SortTab; dir: 'asc' | 'desc' } {
  let sort: SortTab = search.sort ?? defaultSort(search);
  if (sort === SortTab.BestMatch && !search.key) sort = SortTab.Ending;
  const type = sort === SortTab.MostBids ? ListingType.Auction : search.type;
  const min = toCents(search.min);
  const max = toCents(search.max);
  const clearMax = min !== undefined && max !== undefined && min >= max;
  return { ...search, sort, type, dir: search.dir ?? 'asc', max: clearMax ? undefined : search.max };
}

/** Switching between selling and sold resets the sort to the default and goes to page 1. */
export function withStatus(search: MarketSearch, status: MarketSearch['status']): MarketSearch {
  return { ...search, status, sort: undefined, dir: undefined, page: 1 };
}

/** Choosing a sort tab: the price tab toggles its direction; most bids forces auctions. */
export function withSort(search: MarketSearch, sort: SortTab): MarketSearch {
  const dir = sort === SortTab.Price && search.sort === SortTab.Price ? (search.dir === 'asc' ? 'desc' : 'asc') : 'asc';
  return normalizeMarketSearch({ ...search, sort, dir, page: 1 });
}

/** Minimum price in cents of the range, and the maximum (exclusive of a cleared max). */
export function priceRangeCents(search: MarketSearch): { minCents?: number; maxCents?: number } {
  const normalized = normalizeMarketSearch(search);
  return { minCents: toCents(normalized.min), maxCents: toCents(normalized.max) };
}
