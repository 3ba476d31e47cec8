/**
 * The benchmark's baseline: the same filters and sort, but the keyword as "every word ILIKE
 * '%word%' on the title" (no typo tolerance, no ranking: best match falls back to newest) and an
 * exact count, as a first implementation without a search index would do it.
 */
import { and, desc, ilike, sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { commodities } from '../server/db/schema';
import { containsPattern } from '../server/db/like-pattern';
import type { MarketSearch } from '../src/domain/catalog/market-search.schema';
import { SortTab } from '../src/domain/catalog/market-search-options';
import { normalizeMarketSearch } from '../src/domain/catalog/market-search-rules';
import { listingConditions, notFromBlockedSellers } from '../server/services/catalog/listing-filter';
import { listingOrder } from '../server/services/catalog/listing-order';
import { listingCards } from '../server/services/catalog/listing-cards';

export async function naiveSearch({ db }: { db: Db }, search: MarketSearch, viewerId: number | null) {
  const applied = normalizeMarketSearch(search);
  const words = applied.key?.split(/\s+/).filter(Boolean) ?? [];
  const where = and(
    listingConditions({ ...applied, key: undefined }, {}, undefined),
    ...words.map((word) => ilike(commodities.title, containsPattern(word))),
    notFromBlockedSellers(viewerId),
  )!;
  const order = applied.sort === SortTab.BestMatch ? [desc(commodities.createdAt), desc(commodities.id)] : listingOrder(applied, undefined);
  const ids = await db
    .select({ id: commodities.id })
    .from(commodities)
    .where(where)
    .orderBy(...order)
    .limit(applied.size)
    .offset((applied.page - 1) * applied.size);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(commodities).where(where);
  return { cards: await listingCards(db, ids.map((row) => row.id), viewerId), total: total?.n ?? 0 };
}
