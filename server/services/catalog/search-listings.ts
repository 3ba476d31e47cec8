/**
 * The market search (GET /api/market/search, a store's listings, /list): filters, sort tab, page.
 * A prelude resolves the keyword and the viewer's blocked sellers. A narrowed search then reads up
 * to MAX_COUNTED_RESULTS + 1 matches (listing-probe.ts): its count, and usually its page too;
 * otherwise the page is read in index order (listing-page.ts) beside a count that also stops at
 * MAX_COUNTED_RESULTS, so no search grows with the catalogue. Then the page's cards. A signed-in
 * member does not see listings of sellers they blocked, except on that seller's own store page.
 */
import { and, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commodities } from '../../db/schema';
import type { ServiceContext } from '../context';
import type { MarketSearch, MarketSearchReply } from '../../../src/domain/catalog/market-search.schema';
import { MAX_COUNTED_RESULTS } from '../../../src/domain/catalog/market-search-options';
import { normalizeMarketSearch } from '../../../src/domain/catalog/market-search-rules';
import { hasSearchableText, listingConditions, type ListingFilterExtra } from './listing-filter';
import { searchPrelude } from './search-prelude';
import { keywordMatch } from './keyword-rank';
import { probeListings } from './listing-probe';
import { withBitmapPlans } from './bitmap-plans';
import { listingPageIds } from './listing-page';
import { listingCards } from './listing-cards';

export interface SearchScope extends ListingFilterExtra {
  /** Further conditions of the caller, e.g. /list's manufacturer type, series and year. */
  conditions?: SQL[];
  /** A store page the member opened shows its listings even when they blocked its seller. */
  includeBlockedSellers?: boolean;
}

export async function searchListings(
  { db }: Pick<ServiceContext, 'db'>,
  input: MarketSearch,
  viewerId: number | null,
  scope: SearchScope = {},
): Promise<MarketSearchReply> {
  // A keyword of punctuation only is no keyword: best match then falls back to ending soonest.
  const applied = normalizeMarketSearch(hasSearchableText(input.key) ? input : { ...input, key: undefined });
  const { keyword, blockedSellerIds } = await searchPrelude(db, applied.key, scope.includeBlockedSellers ? null : viewerId);
  const where = and(
    listingConditions(applied, scope, keyword ? keywordMatch(keyword) : undefined),
    blockedSellerIds.length ? notInArray(commodities.sellerMemberId, blockedSellerIds) : undefined,
    ...(scope.conditions ?? []),
  )!;
  const offset = (applied.page - 1) * applied.size;
  const limit = Math.min(applied.size, MAX_COUNTED_RESULTS - offset);
  // A narrowed search first reads up to MAX_COUNTED_RESULTS + 1 matches (listing-probe.ts), which
  // gives the count and, when that is all of them, the page. Conditions the sort indexes do not
  // carry (keyword, properties, specifics, the caller's) are read with bitmap plans (bitmap-plans.ts).
  const bitmaps = keyword !== null || applied.prop.length > 0 || (scope.conditions?.length ?? 0) > 0 || hasSpecifics(applied);
  let ids: number[];
  let total: number;
  if (bitmaps || isNarrowed(applied, scope)) {
    const probe = bitmaps
      ? await withBitmapPlans(db, (tx) => probeListings(tx, where, applied, keyword, offset, limit))
      : await probeListings(db, where, applied, keyword, offset, limit);
    total = probe.count;
    ids = probe.complete ? probe.ids : await listingPageIds(db, where, applied, keyword, offset, limit);
  } else {
    [ids, total] = await Promise.all([listingPageIds(db, where, applied, keyword, offset, limit), cappedCount(db, where)]);
  }
  return {
    PagedMarketItemList: await listingCards(db, ids, viewerId),
    PageIndex: applied.page,
    TotalCount: total,
    Applied: { type: applied.type, sort: applied.sort, dir: applied.dir, ...(applied.max === undefined ? {} : { max: applied.max }) },
  };
}

/** Grader, grade, year or condition: columns the sort indexes do not carry (their own indexes do). */
function hasSpecifics(search: MarketSearch): boolean {
  return [search.grader, search.grade, search.year, search.cond].some((value) => value !== undefined);
}

/** Any filter besides the status (and blocked sellers): the matches may be few and scattered. */
function isNarrowed(search: MarketSearch, scope: SearchScope): boolean {
  const { f, s, t, min, max, type, graded, mf } = search;
  return [f, s, t, min, max, graded, mf, scope.storeId, scope.sellerId, scope.ids].some((value) => value !== undefined) || type !== 0;
}

/** The number of matches, counted up to MAX_COUNTED_RESULTS (which then means "at least that many"). */
export async function cappedCount(db: Db, where: SQL): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(commodities).where(where).limit(MAX_COUNTED_RESULTS).as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}
