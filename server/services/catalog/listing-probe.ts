/**
 * The first read of a narrowed search: up to MAX_COUNTED_RESULTS + 1 matches in any order, from
 * whichever index finds them cheapest (the keyword's text index, a category or property index…).
 * Its row count is the search's TotalCount, and when that is every match the sorted page comes
 * from those rows in the same statement (best match then ranks them all). Reading the matches first keeps narrow searches safe
 * from a plan that walks a sort index hoping to meet matches soon: with a keyword and a category
 * that rarely go together ("pokemon" among basketball cards) such a walk reads the whole category.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { commodities as c } from '../../db/schema';
import { MAX_COUNTED_RESULTS, SortTab } from '../../../src/domain/catalog/market-search-options';
import { listingOrder, type AppliedSort, type SortColumns } from './listing-order';
import { keywordRank } from './keyword-rank';
import type { KeywordQuery } from './search-prelude';

const probed: SortColumns = {
  id: sql`m.id`,
  endsAt: sql`m.ends_at`,
  priceCents: sql`m.price_cents`,
  createdAt: sql`m.created_at`,
  auctionCount: sql`m.auction_count`,
};

export interface ProbeResult {
  /** Every match was read: ids is the page. Otherwise there are more than MAX_COUNTED_RESULTS. */
  complete: boolean;
  count: number;
  ids: number[];
}

export async function probeListings(
  db: Db | Tx,
  where: SQL,
  applied: AppliedSort,
  keyword: KeywordQuery | null,
  offset: number,
  limit: number,
): Promise<ProbeResult> {
  const ranked = applied.sort === SortTab.BestMatch && keyword !== null;
  const rankColumns = ranked ? sql`, ${c.searchVector} as search_vector, ${c.searchText} as search_text` : sql``;
  const page = sql`limit ${Math.max(limit, 0)} offset ${offset}`;
  const [row] = await queryRows<{ n: number; ids: number[] }>(
    db,
    sql`with m as materialized (
      select ${c.id} as id, ${c.endsAt} as ends_at, ${c.priceCents} as price_cents, ${c.createdAt} as created_at,
        ${c.auctionCount} as auction_count ${rankColumns}
      from ${c} where ${where} limit ${MAX_COUNTED_RESULTS + 1}
    )
    select (select count(*)::int from m) as n, array(${ranked ? bestMatchPage(keyword, page) : sortedPage(applied, page)}) as ids`,
  );
  const count = Number(row?.n ?? 0);
  const complete = count <= MAX_COUNTED_RESULTS;
  return { complete, count: Math.min(count, MAX_COUNTED_RESULTS), ids: complete ? (row?.ids ?? []).map(Number) : [] };
}

function sortedPage(applied: AppliedSort, page: SQL): SQL {
  return sql`select m.id from m order by ${sql.join(listingOrder(applied, undefined, probed), sql`, `)} ${page}`;
}

/** Every match ranked: there are at most MAX_COUNTED_RESULTS (listing-page.ts has the rule for more). */
function bestMatchPage(keyword: KeywordQuery, page: SQL): SQL {
  const rank = keywordRank(keyword, sql`m.search_vector`, sql`m.search_text`);
  return sql`select m.id from m order by ${rank} desc, m.id desc ${page}`;
}
