/**
 * A store item's conditions on the seller site (issue 33): read with the listing, and restocked
 * and repriced (PUT /api/seller/listings/:id/conditions). Stock is set, not added to: the seller
 * counts what is on the shelf. The conditions are locked like a checkout locks them (id order), so
 * a store order at the same moment either reserves its units first (and the new count replaces
 * the stock) or after (and takes its units off the new count): a decrement is never lost.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Db, Tx } from '../../db/client';
import { commodities, commodityConditions } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { SellerCondition, UpdateConditionsBody } from '../../../src/domain/seller/listing-conditions.schema';
import { assertSeller } from './assert-seller';

const STORE_ITEM = 1;
/** Coming soon, on sale, sold out: a store item that has not ended or sold. */
export const RESTOCKABLE = [2, 1, 0];

type ConditionRow = typeof commodityConditions.$inferSelect;

export async function conditionsOf(db: Db | Tx, commodityId: number): Promise<SellerCondition[]> {
  const rows = await db
    .select()
    .from(commodityConditions)
    .where(eq(commodityConditions.commodityId, commodityId))
    .orderBy(asc(commodityConditions.sort), asc(commodityConditions.id));
  return rows.map(toCondition);
}

export async function updateListingConditions(ctx: ServiceContext, sellerId: number, id: number, body: UpdateConditionsBody) {
  await assertSeller(ctx.db, sellerId);
  return ctx.db.transaction(async (tx) => {
    const [item] = await tx
      .select({ status: commodities.status, orderType: commodities.orderType })
      .from(commodities)
      .where(and(eq(commodities.id, id), eq(commodities.sellerMemberId, sellerId)))
      // Not FOR UPDATE: a checkout holding the conditions takes KEY SHARE on the item (its order
      // lines' foreign key), which FOR UPDATE would wait on while the checkout waits on us.
      .for('no key update');
    if (!item) throw notFound('LISTING_NOT_FOUND');
    if (item.orderType !== STORE_ITEM) throw badRequest('NOT_A_STORE_ITEM_LISTING');
    if (!RESTOCKABLE.includes(item.status)) throw conflict('LISTING_ENDED');
    // Id order, as create-store-orders.ts locks them: the two queue instead of deadlocking.
    const locked = await tx
      .select({ id: commodityConditions.id })
      .from(commodityConditions)
      .where(eq(commodityConditions.commodityId, id))
      .orderBy(asc(commodityConditions.id))
      .for('update');
    const own = new Set(locked.map((c) => c.id));
    const unknown = body.Conditions.findIndex((c) => !own.has(c.ID));
    if (unknown >= 0) throw badRequest('CONDITION_NOT_FOUND', `Conditions.${unknown}.ID`);
    for (const c of body.Conditions) {
      await tx
        .update(commodityConditions)
        .set({
          priceCents: c.Price,
          underlinedPriceCents: c.UnderlinedPrice ?? null,
          showPrice: c.UnderlinedPrice !== undefined,
          stock: c.Stock,
          isLimit: c.IsLimit,
          limitNum: c.IsLimit ? (c.LimitNum ?? 0) : 0,
        })
        .where(eq(commodityConditions.id, c.ID));
    }
    const conditions = await conditionsOf(tx, id);
    // The item's list price is its lowest condition's, as when it was listed (create-listing.ts).
    const price = Math.min(...conditions.map((c) => c.Price));
    // A sold-out item with stock again is back on sale.
    const restocked = item.status === 0 && conditions.some((c) => c.Stock > 0);
    await tx
      .update(commodities)
      .set({ priceCents: price, startPriceCents: price, ...(restocked ? { status: 1 } : {}), updatedAt: ctx.clock.now() })
      .where(eq(commodities.id, id));
    return { ID: id, Price: price, Conditions: conditions };
  });
}

function toCondition(row: ConditionRow): SellerCondition {
  return {
    ID: row.id,
    ConditionName: row.conditionName,
    Price: row.priceCents,
    UnderlinedPrice: row.underlinedPriceCents,
    Stock: row.stock,
    QuantitySold: row.quantitySold,
    IsLimit: row.isLimit,
    LimitNum: row.limitNum,
  };
}
