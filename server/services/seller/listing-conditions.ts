/**
 * A store item's conditions on the seller site (issue 33): read with the listing, restocked,
 * repriced and renamed (PUT /api/seller/listings/:id/conditions), added (POST) and removed (DELETE
 * …/:conditionId). A name stays unique among the live conditions, case aside; order lines keep the
 * name they were bought under.
 * Stock is set, not added to: the seller counts what is on the shelf. Every change locks the item
 * and its conditions like a checkout locks them (id order), so a store order at the same moment
 * either reserves its units first (and the new count replaces the stock, or the condition is
 * retired after its sale) or after (and takes its units off the new count, or is refused because
 * the condition is retired): a decrement is never lost and nothing is sold once retired.
 *
 * A removed condition is retired (retired_at), never deleted: order lines keep pointing at it for
 * history, receipts and cases, and cart lines holding it stay visible as unavailable.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Db, Tx } from '../../db/client';
import { commodities, commodityConditions } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { AddConditionBody, SellerCondition, UpdateConditionsBody } from '../../../src/domain/seller/listing-conditions.schema';
import { sameConditionName } from '../../../src/domain/seller/condition-name';
import { assertSeller } from './assert-seller';

const STORE_ITEM = 1;
/** Coming soon, on sale, sold out: a store item that has not ended or sold. */
export const RESTOCKABLE = [2, 1, 0];
/** MAX_CONDITIONS of seller-listing.schema.ts: live conditions an item may have. */
const MAX_CONDITIONS = 10;

type ConditionRow = typeof commodityConditions.$inferSelect;

/** The item's live conditions (retired ones are history only), in their order. */
export async function conditionsOf(db: Db | Tx, commodityId: number): Promise<SellerCondition[]> {
  const rows = await db
    .select()
    .from(commodityConditions)
    .where(and(eq(commodityConditions.commodityId, commodityId), isNull(commodityConditions.retiredAt)))
    .orderBy(asc(commodityConditions.sort), asc(commodityConditions.id));
  return rows.map(toCondition);
}

export async function updateListingConditions(ctx: ServiceContext, sellerId: number, id: number, body: UpdateConditionsBody) {
  return changeConditions(ctx, sellerId, id, async (tx, locked) => {
    const live = locked.filter((c) => c.retiredAt === null);
    const own = new Set(live.map((c) => c.id));
    const unknown = body.Conditions.findIndex((c) => !own.has(c.ID));
    if (unknown >= 0) throw badRequest('CONDITION_NOT_FOUND', `Conditions.${unknown}.ID`);
    // Names after the change, renames in one request included (two may swap their names).
    const renamed = new Map(body.Conditions.flatMap((c) => (c.ConditionName === undefined ? [] : [[c.ID, c.ConditionName] as const])));
    const names = live.map((c) => ({ id: c.id, name: renamed.get(c.id) ?? c.conditionName }));
    const taken = body.Conditions.findIndex((c) => renamed.has(c.ID) && names.some((o) => o.id !== c.ID && sameConditionName(o.name, renamed.get(c.ID)!)));
    if (taken >= 0) throw conflict('CONDITION_NAME_TAKEN', `Conditions.${taken}.ConditionName`);
    for (const c of body.Conditions) {
      const name = renamed.get(c.ID);
      await tx
        .update(commodityConditions)
        .set({ ...conditionValues(c), ...(name === undefined ? {} : { conditionName: name }) })
        .where(eq(commodityConditions.id, c.ID));
    }
  });
}

/** A new condition, sorted after the others; its name must differ from the live ones' (case aside). */
export async function addListingCondition(ctx: ServiceContext, sellerId: number, id: number, body: AddConditionBody) {
  return changeConditions(ctx, sellerId, id, async (tx, locked) => {
    const live = locked.filter((c) => c.retiredAt === null);
    if (live.length >= MAX_CONDITIONS) throw conflict('TOO_MANY_CONDITIONS');
    const name = body.ConditionName.trim();
    if (live.some((c) => sameConditionName(c.conditionName, name))) throw conflict('CONDITION_NAME_TAKEN', 'ConditionName');
    const sort = Math.max(-1, ...locked.map((c) => c.sort)) + 1;
    await tx.insert(commodityConditions).values({ commodityId: id, conditionName: name, sort, ...conditionValues(body) });
  });
}

/** Retires a live condition; the last one stays (an item is sold in at least one condition). */
export async function removeListingCondition(ctx: ServiceContext, sellerId: number, id: number, conditionId: number) {
  return changeConditions(ctx, sellerId, id, async (tx, locked) => {
    const live = locked.filter((c) => c.retiredAt === null);
    if (!live.some((c) => c.id === conditionId)) throw notFound('CONDITION_NOT_FOUND');
    if (live.length === 1) throw conflict('LAST_CONDITION');
    await tx.update(commodityConditions).set({ retiredAt: ctx.clock.now() }).where(eq(commodityConditions.id, conditionId));
  });
}

type LockedCondition = Pick<ConditionRow, 'id' | 'conditionName' | 'sort' | 'retiredAt'>;

/**
 * One change to a store item's conditions: the item and its conditions locked (as a checkout
 * locks them), the change, then the item's list price (its lowest live condition's) and status.
 */
async function changeConditions(ctx: ServiceContext, sellerId: number, id: number, change: (tx: Tx, locked: LockedCondition[]) => Promise<void>) {
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
      .select({ id: commodityConditions.id, conditionName: commodityConditions.conditionName, sort: commodityConditions.sort, retiredAt: commodityConditions.retiredAt })
      .from(commodityConditions)
      .where(eq(commodityConditions.commodityId, id))
      .orderBy(asc(commodityConditions.id))
      .for('update');
    await change(tx, locked);
    const conditions = await conditionsOf(tx, id);
    // The item's list price is its lowest live condition's, as when it was listed (create-listing.ts).
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

/** A condition's price, stock and limit columns, as listing, restocking and adding write them. */
export function conditionValues(c: Omit<AddConditionBody, 'ConditionName'>) {
  return {
    priceCents: c.Price,
    underlinedPriceCents: c.UnderlinedPrice ?? null,
    showPrice: c.UnderlinedPrice !== undefined,
    stock: c.Stock,
    isLimit: c.IsLimit,
    limitNum: c.IsLimit ? (c.LimitNum ?? 0) : 0,
  };
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
