/**
 * A page of a search read in index order: searches that are not narrowed, and those with more
 * matches than the probe reads (listing-probe.ts, which ranks every match of a best-match search
 * with at most MAX_COUNTED_RESULTS). With more, best match ranks the BEST_MATCH_WINDOW matches that
 * end soonest (for sold: ended most recently) and lists the rest after them in that order: a broad
 * keyword ("pokemon") then costs a bounded amount of ranking, and pages stay consistent because
 * the window is fixed.
 */
import { desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commodities } from '../../db/schema';
import { SortTab } from '../../../src/domain/catalog/market-search-options';
import { listingOrder, type AppliedSort } from './listing-order';
import { keywordRank } from './keyword-rank';
import type { KeywordQuery } from './search-prelude';

export const BEST_MATCH_WINDOW = 120;

export async function listingPageIds(
  db: Db,
  where: SQL,
  applied: AppliedSort,
  keyword: KeywordQuery | null,
  offset: number,
  limit: number,
): Promise<number[]> {
  if (limit <= 0) return [];
  if (applied.sort !== SortTab.BestMatch || !keyword) return orderedIds(db, where, listingOrder(applied), offset, limit);

  const byEnding = listingOrder({ ...applied, sort: SortTab.Ending });
  const ids: number[] = [];
  if (offset < BEST_MATCH_WINDOW) {
    const window = db
      .select({ id: commodities.id, vector: commodities.searchVector, text: commodities.searchText })
      .from(commodities)
      .where(where)
      .orderBy(...byEnding)
      .limit(BEST_MATCH_WINDOW)
      .as('best_match_window');
    const rows = await db
      .select({ id: window.id })
      .from(window)
      .orderBy(sql`${keywordRank(keyword, window.vector, window.text)} desc`, desc(window.id))
      .limit(Math.min(limit, BEST_MATCH_WINDOW - offset))
      .offset(offset);
    ids.push(...rows.map((row) => row.id));
  }
  if (offset + limit > BEST_MATCH_WINDOW) {
    const tailOffset = Math.max(offset, BEST_MATCH_WINDOW);
    ids.push(...(await orderedIds(db, where, byEnding, tailOffset, offset + limit - tailOffset)));
  }
  return ids;
}

async function orderedIds(db: Db, where: SQL, order: SQL[], offset: number, limit: number): Promise<number[]> {
  const rows = await db.select({ id: commodities.id }).from(commodities).where(where).orderBy(...order).limit(limit).offset(offset);
  return rows.map((row) => row.id);
}
