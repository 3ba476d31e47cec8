/**
 * GET /api/items/:id/like ('You may also like', spec 2): up to 9 other listings on sale from the
 * item's third-level category, topped up from its second-level category; the most watched first.
 */
import { and, desc, eq, ne, notInArray, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { commodities } from '../../db/schema';
import { notFound } from '../../http/errors';
import { YOU_MAY_ALSO_LIKE } from '../../../src/domain/bidding/item-detail-options';
import type { ListingCard } from '../../../src/domain/catalog/market-search.schema';
import { listingCards } from '../catalog/listing-cards';

export async function listLikeItems(ctx: Pick<ServiceContext, 'db'>, commodityId: number, viewerId: number | null): Promise<ListingCard[]> {
  const { db } = ctx;
  const [item] = await db
    .select({ second: commodities.secondCategoryId, third: commodities.thirdCategoryId })
    .from(commodities)
    .where(eq(commodities.id, commodityId));
  if (!item) throw notFound('LISTING_NOT_FOUND');

  const onSaleIn = (category: SQL, except: number[], limit: number) =>
    db
      .select({ id: commodities.id })
      .from(commodities)
      .where(and(category, eq(commodities.status, 1), ne(commodities.id, commodityId), except.length ? notInArray(commodities.id, except) : undefined))
      .orderBy(desc(commodities.attentionCount), desc(commodities.id))
      .limit(limit);

  const ids = (await onSaleIn(eq(commodities.thirdCategoryId, item.third), [], YOU_MAY_ALSO_LIKE)).map((row) => row.id);
  if (ids.length < YOU_MAY_ALSO_LIKE) {
    const more = await onSaleIn(eq(commodities.secondCategoryId, item.second), ids, YOU_MAY_ALSO_LIKE - ids.length);
    ids.push(...more.map((row) => row.id));
  }
  return listingCards(db, ids, viewerId);
}
