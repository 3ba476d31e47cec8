/**
 * ORDER BY for the sort tabs (spec 1 section 4), each ending in the listing id so pages never
 * overlap. The directions and NULLS placement match the partial indexes on commodities, so a
 * sorted page is read straight from an index. The columns may come from commodities or from a
 * set of matches already read (listing-probe.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { commodities as c } from '../../db/schema';
import type { MarketSearch } from '../../../src/domain/catalog/market-search.schema';
import { SortTab } from '../../../src/domain/catalog/market-search-options';

export interface AppliedSort {
  sort: SortTab;
  dir: 'asc' | 'desc';
  status: MarketSearch['status'];
}

export interface SortColumns {
  id: SQL;
  endsAt: SQL;
  priceCents: SQL;
  createdAt: SQL;
  auctionCount: SQL;
}

export const commoditySortColumns: SortColumns = {
  id: sql`${c.id}`,
  endsAt: sql`${c.endsAt}`,
  priceCents: sql`${c.priceCents}`,
  createdAt: sql`${c.createdAt}`,
  auctionCount: sql`${c.auctionCount}`,
};

/** Best match needs a rank; without one it is ordered as ending soonest. */
export function listingOrder({ sort, dir, status }: AppliedSort, rank?: SQL, columns: SortColumns = commoditySortColumns): SQL[] {
  const { id, endsAt, priceCents, createdAt, auctionCount } = columns;
  switch (sort) {
    case SortTab.BestMatch:
      if (rank) return [sql`${rank} desc`, sql`${id} desc`];
      return listingOrder({ sort: SortTab.Ending, dir, status }, undefined, columns);
    case SortTab.Ending:
      // Selling: the soonest end first, buy-now items (no end) last. Sold: the most recently ended first.
      return status === 'sold' ? [sql`${endsAt} desc nulls last`, sql`${id} desc nulls last`] : [sql`${endsAt} asc nulls last`, sql`${id} asc`];
    case SortTab.Price:
      return dir === 'desc' ? [sql`${priceCents} desc`, sql`${id} desc`] : [sql`${priceCents} asc`, sql`${id} asc`];
    case SortTab.Newly:
      return [sql`${createdAt} desc`, sql`${id} desc`];
    case SortTab.MostBids:
      return [sql`${auctionCount} desc`, sql`${id} desc`];
  }
}
