/**
 * How a saved search is shown: its fields in the spec's names, the number of listings on sale
 * that match it now (the market search's filter, without the member's blocked sellers, counted up
 * to MAX_COUNTED_RESULTS) and its picture.
 */
import { and, desc, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MarketSearch } from '../../../src/domain/catalog/market-search.schema';
import { parseSavedQuery, type SavedSearch } from '../../../src/domain/member/saved-search.schema';
import { commodities, type savedSearches } from '../../db/schema';
import { hasSearchableText, listingConditions } from '../catalog/listing-filter';
import { searchPrelude } from '../catalog/search-prelude';
import { keywordMatch } from '../catalog/keyword-rank';
import { cappedCount } from '../catalog/search-listings';

/** Shown when nothing matches the search at the time it is saved. */
export const SAVED_SEARCH_PLACEHOLDER_IMAGE = '/icons/icon-192.png';

type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * The saved search as a WHERE clause, built as the market search builds it (search-listings.ts):
 * buildListingFilter's conditions with the keyword resolved once beforehand, and without the
 * listings of sellers the member blocked.
 */
async function savedSearchWhere(db: Db, memberId: number, search: MarketSearch): Promise<SQL> {
  const applied = hasSearchableText(search.key) ? search : { ...search, key: undefined };
  const { keyword, blockedSellerIds } = await searchPrelude(db, applied.key, memberId);
  return and(
    listingConditions(applied, {}, keyword ? keywordMatch(keyword) : undefined),
    blockedSellerIds.length ? notInArray(commodities.sellerMemberId, blockedSellerIds) : undefined,
  )!;
}

export async function countSellingMatches(db: Db, memberId: number, search: MarketSearch): Promise<number> {
  return cappedCount(db, await savedSearchWhere(db, memberId, { ...search, status: 'selling' }));
}

/** The newest matching listing's image, or the placeholder. */
export async function firstMatchImage(db: Db, memberId: number, search: MarketSearch): Promise<string> {
  const [row] = await db
    .select({ img: commodities.titImg })
    .from(commodities)
    .where(await savedSearchWhere(db, memberId, search))
    .orderBy(desc(commodities.createdAt), desc(commodities.id))
    .limit(1);
  return row?.img ?? SAVED_SEARCH_PLACEHOLDER_IMAGE;
}

export async function toSavedSearch(db: Db, row: SavedSearchRow): Promise<SavedSearch> {
  return {
    _id: row.id,
    Query: row.query,
    ShowValue: row.showValue,
    ImgUrl: row.imgUrl,
    IsNotice: row.isNotice,
    CreateDate: row.createdAt.toISOString(),
    LastUpdateDate: row.updatedAt.toISOString(),
    Count: await countSellingMatches(db, row.memberId, parseSavedQuery(row.query)),
  };
}
