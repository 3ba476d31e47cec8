/**
 * POST /api/cart (spec 2 "set shop cart"): puts a store item's condition in the member's cart,
 * setting ('cover') or adding to ('append') the line's quantity. Coming-soon items may be added
 * (spec 2 "Store item page"); sold-out, ended and non-store items may not. The condition row is
 * locked so the quantity check and the write see the same stock.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { cartLines, commodities, commodityConditions } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { SetCartBody } from '../../../src/domain/cart/cart.schema';
import { quantityError } from '../../../src/domain/cart/quantity';
import { effectiveStatus } from '../bidding/auction-open';
import { boughtUnits } from './bought-units';
import { countCart } from './count-cart';

const STORE_ITEM = 1;

export async function setCartLine(ctx: ServiceContext, memberId: number, body: SetCartBody) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ item: commodities, condition: commodityConditions })
      .from(commodityConditions)
      .innerJoin(commodities, eq(commodities.id, commodityConditions.commodityId))
      .where(and(eq(commodityConditions.id, body.ConditionId), eq(commodityConditions.commodityId, body.CommodityId)))
      .for('update', { of: commodityConditions });
    if (!found) throw notFound('LISTING_NOT_FOUND');
    const { item, condition } = found;
    if (item.orderType !== STORE_ITEM || item.storeId === null) throw badRequest('NOT_A_STORE_ITEM');
    if (item.sellerMemberId === memberId) throw forbidden('OWN_ITEM');
    const status = effectiveStatus(item, now);
    if (status === 0) throw conflict('INSUFFICIENT_INVENTORY', 'Num');
    // A condition the seller removed (retired) is unavailable, as an ended item is.
    if ((status !== 1 && status !== 2) || condition.retiredAt !== null) throw conflict('ITEM_UNAVAILABLE');

    const [existing] = await tx
      .select({ num: cartLines.num })
      .from(cartLines)
      .where(and(eq(cartLines.memberId, memberId), eq(cartLines.conditionId, condition.id)));
    const num = body.CoverOrAppend === 'append' ? (existing?.num ?? 0) + body.Num : body.Num;
    const bought = (await boughtUnits(tx, memberId, [condition.id])).get(condition.id) ?? 0;
    const problem = quantityError(num, { stock: condition.stock, isLimit: condition.isLimit, limitNum: condition.limitNum, bought });
    if (problem) throw new AppError(problem === 'QUANTITY_TOO_LOW' ? 400 : 409, problem, 'Num');

    const [line] = await tx
      .insert(cartLines)
      .values({ memberId, commodityId: item.id, conditionId: condition.id, num, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [cartLines.memberId, cartLines.conditionId], set: { num: sql`excluded.num`, updatedAt: now } })
      .returning({ id: cartLines.id, num: cartLines.num });
    return { Id: line!.id, Num: line!.num, CartCount: await countCart(tx, memberId) };
  });
}
