/**
 * What a search needs to know before it reads listings, in one round trip: the keyword as a
 * tsquery (holo_search_query, migration 0001_search: every word required, unknown words widened
 * with their closest vocabulary words) and the sellers the viewer blocked. Both then go into the
 * listing queries as constants, so the planner can estimate them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { hasSearchableText } from './listing-filter';

export interface KeywordQuery {
  /** What the buyer typed. */
  key: string;
  /** The tsquery text, or null when the keyword holds no word the index can match (matches nothing). */
  tsquery: string | null;
}

export interface SearchPrelude {
  keyword: KeywordQuery | null;
  blockedSellerIds: number[];
}

export async function searchPrelude(db: Db, key: string | undefined, viewerId: number | null): Promise<SearchPrelude> {
  const searchable = hasSearchableText(key);
  if (!searchable && viewerId === null) return { keyword: null, blockedSellerIds: [] };
  const tsquery = searchable ? sql`holo_search_query(${key})::text` : sql`null::text`;
  const blocked =
    viewerId === null
      ? sql`'{}'::int[]`
      : sql`array(select blocked_member_id from member_blocks where member_id = ${viewerId} order by 1)`;
  const [row] = await queryRows<{ q: string | null; blocked: number[] }>(db, sql`select ${tsquery} as q, ${blocked} as blocked`);
  return {
    keyword: searchable ? { key, tsquery: row?.q ?? null } : null,
    blockedSellerIds: (row?.blocked ?? []).map(Number),
  };
}
