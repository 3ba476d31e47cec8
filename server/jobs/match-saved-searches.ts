/**
 * Which saved searches with alerts on match a new listing: the searches of members other than the
 * seller who have not blocked the seller, each tested with buildListingFilter(search, { ids:
 * [listing] }) — in chunks, one query per chunk, every filter evaluated against the one row.
 */
import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { queryRows } from '../db/query-rows';
import { commodities, memberBlocks, members, savedSearchAlertsSent, savedSearches } from '../db/schema';
import { parseSavedQuery } from '../../src/domain/member/saved-search.schema';
import { buildListingFilter } from '../services/catalog/listing-filter';

const CHUNK = 100;

export interface AlertCandidate {
  savedSearchId: number;
  memberId: number;
  query: string;
  showValue: string;
  email: string | null;
  nickname: string;
}

export async function matchingSavedSearches(tx: Tx, listingId: number, sellerId: number): Promise<AlertCandidate[]> {
  const blockedBySearcher = tx
    .select({ one: sql`1` })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.memberId, savedSearches.memberId), eq(memberBlocks.blockedMemberId, sellerId)));
  const alreadySent = tx
    .select({ one: sql`1` })
    .from(savedSearchAlertsSent)
    .where(and(eq(savedSearchAlertsSent.savedSearchId, savedSearches.id), eq(savedSearchAlertsSent.commodityId, listingId)));
  const candidates = await tx
    .select({
      savedSearchId: savedSearches.id,
      memberId: savedSearches.memberId,
      query: savedSearches.query,
      showValue: savedSearches.showValue,
      email: members.email,
      nickname: members.nickname,
    })
    .from(savedSearches)
    .innerJoin(members, eq(members.id, savedSearches.memberId))
    .where(
      and(
        eq(savedSearches.isNotice, true),
        ne(savedSearches.memberId, sellerId),
        eq(members.status, 1),
        notExists(blockedBySearcher),
        notExists(alreadySent),
      ),
    )
    .orderBy(savedSearches.id);

  const matched = new Set<number>();
  for (let start = 0; start < candidates.length; start += CHUNK) {
    const tests = candidates.slice(start, start + CHUNK).map((c) => {
      const filter = buildListingFilter(parseSavedQuery(c.query), { ids: [listingId] });
      return sql`case when ${filter} then ${c.savedSearchId}::int end`;
    });
    const [row] = await queryRows<{ ids: number[] | null }>(
      tx,
      sql`select array_remove(array[${sql.join(tests, sql`, `)}]::int[], null) as ids from ${commodities} where ${commodities.id} = ${listingId}`,
    );
    for (const id of row?.ids ?? []) matched.add(Number(id));
  }
  return candidates.filter((c) => matched.has(c.savedSearchId));
}
