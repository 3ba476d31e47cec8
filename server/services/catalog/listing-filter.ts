/**
 * The WHERE clause of a market search (spec 1 "Market" and section 4): keyword, category levels,
 * price range, listing type, status, graded, grader, minimum grade, year, raw condition, property
 * groups and manufacturer, after the
 * combination rules of normalizeMarketSearch. The market, store and /list searches use it, and so
 * do saved-search alerts: "does listing X match search S" is buildListingFilter(S, { ids: [X] }).
 *
 * The keyword goes through holo_search_query (migration 0001_search), which corrects typos against
 * the search vocabulary; search-listings.ts resolves it once and passes the tsquery as a constant
 * so the planner can estimate it.
 */
import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { commodities } from '../../db/schema';
import type { MarketSearch } from '../../../src/domain/catalog/market-search.schema';
import { ListingType, splitPropertyFilter } from '../../../src/domain/catalog/market-search-options';
import { normalizeMarketSearch, priceRangeCents } from '../../../src/domain/catalog/market-search-rules';

export interface ListingFilterExtra {
  storeId?: number;
  sellerId?: number;
  ids?: number[];
}

/** Status filter: selling is on sale or coming soon, sold is status -2 (spec 1 section 4). */
export const sellingStatus = sql`${commodities.status} in (1, 2)`;
export const soldStatus = sql`${commodities.status} = -2`;

export function buildListingFilter(search: MarketSearch, extra: ListingFilterExtra = {}): SQL {
  const match = hasSearchableText(search.key) ? sql`${commodities.searchVector} @@ holo_search_query(${search.key})` : undefined;
  return listingConditions(search, extra, match);
}

/** A keyword with no letter or digit ("!!!") searches for nothing in particular: it is ignored. */
export function hasSearchableText(key: string | undefined): key is string {
  return key !== undefined && /[\p{L}\p{N}]/u.test(key);
}

/** The filter with the keyword condition given (or none); buildListingFilter's body. */
export function listingConditions(search: MarketSearch, extra: ListingFilterExtra, keywordMatch: SQL | undefined): SQL {
  const applied = normalizeMarketSearch(search);
  const { minCents, maxCents } = priceRangeCents(search);
  const conditions: (SQL | undefined)[] = [
    applied.status === 'sold' ? soldStatus : sellingStatus,
    keywordMatch,
    applied.f === undefined ? undefined : eq(commodities.firstCategoryId, applied.f),
    applied.s === undefined ? undefined : eq(commodities.secondCategoryId, applied.s),
    applied.t === undefined ? undefined : eq(commodities.thirdCategoryId, applied.t),
    minCents === undefined ? undefined : gte(commodities.priceCents, minCents),
    maxCents === undefined ? undefined : lte(commodities.priceCents, maxCents),
    listingTypeCondition(applied.type),
    applied.graded === undefined ? undefined : eq(commodities.isGraded, applied.graded === '1'),
    applied.grader === undefined ? undefined : eq(commodities.grader, applied.grader),
    applied.grade === undefined ? undefined : gte(commodities.gradeTenths, Math.round(Number(applied.grade) * 10)),
    applied.year === undefined ? undefined : eq(commodities.year, applied.year),
    applied.cond === undefined ? undefined : eq(commodities.rawCondition, applied.cond),
    ...propertyConditions(applied.prop),
    applied.mf === undefined ? undefined : eq(commodities.manufacturerId, applied.mf),
    extra.storeId === undefined ? undefined : eq(commodities.storeId, extra.storeId),
    extra.sellerId === undefined ? undefined : eq(commodities.sellerMemberId, extra.sellerId),
    extra.ids === undefined ? undefined : extra.ids.length ? inArray(commodities.id, extra.ids) : sql`false`,
  ];
  return and(...conditions)!;
}

function listingTypeCondition(type: MarketSearch['type']): SQL | undefined {
  switch (type) {
    case ListingType.BuyNow:
      return sql`${commodities.byWay} = 1 and ${commodities.bargain} = false`;
    case ListingType.Auction:
      return sql`${commodities.byWay} = 2`;
    case ListingType.Bargain:
      return sql`${commodities.bargain} = true`;
    default:
      return undefined;
  }
}

/** "Rookie:Yes", "Sports:Baseball"…: values of one property are alternatives, properties all apply. */
function propertyConditions(props: string[]): SQL[] {
  const byName = new Map<string, string[]>();
  for (const prop of props) {
    const { name, value } = splitPropertyFilter(prop);
    byName.set(name, [...(byName.get(name) ?? []), value]);
  }
  return [...byName].map(([name, values]) =>
    or(...values.map((value) => sql`${commodities.properties} @> ${JSON.stringify({ [name]: value })}::jsonb`))!,
  );
}

/**
 * Leaves out listings of sellers the member blocked (member_blocks); nothing for a visitor. For a
 * query over the commodities table under its own name (the subquery refers to "commodities").
 */
export function notFromBlockedSellers(memberId: number | null): SQL | undefined {
  if (memberId === null) return undefined;
  return sql`not exists (select 1 from member_blocks b
    where b.member_id = ${memberId} and b.blocked_member_id = "commodities"."seller_member_id")`;
}
