/**
 * The keyword's condition and best-match rank: ts_rank over the weighted document (A title and
 * player, B set and manufacturer, C year and number) plus the trigram similarity of the folded
 * title and player to what was typed.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { commodities } from '../../db/schema';
import type { KeywordQuery } from './search-prelude';

export function keywordMatch(keyword: KeywordQuery): SQL {
  return keyword.tsquery === null ? sql`false` : sql`${commodities.searchVector} @@ ${keyword.tsquery}::tsquery`;
}

export function keywordRank(keyword: KeywordQuery, vector: AnyPgColumn | SQL | SQL.Aliased, text: AnyPgColumn | SQL | SQL.Aliased): SQL {
  if (keyword.tsquery === null) return sql`0`;
  return sql`(ts_rank(${vector}, ${keyword.tsquery}::tsquery) + similarity(${text}, holo_search_fold(${keyword.key})))`;
}
