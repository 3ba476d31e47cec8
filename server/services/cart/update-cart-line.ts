/**
 * PUT /api/cart/:id: the cart's quantity stepper. A quantity the buyer may not have answers
 * 400 QUANTITY_TOO_LOW or 409 INSUFFICIENT_INVENTORY and leaves the line as it was (spec 2: the
 * PWA then reverts and shows 'Insufficient inventory').
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { cartLines, commodityConditions } from '../../db/schema';
import { AppError, conflict, notFound } from '../../http/errors';
import { maxQuantity, quantityError } from '../../../src/domain/cart/quantity';
import { boughtUnits } from './bought-units';

export async function updateCartLine(ctx: ServiceContext, memberId: number, lineId: number, num: number) {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ line: cartLines, condition: commodityConditions })
      .from(cartLines)
      .innerJoin(commodityConditions, eq(commodityConditions.id, cartLines.conditionId))
      .where(and(eq(cartLines.id, lineId), eq(cartLines.memberId, memberId)))
      .for('update', { of: cartLines });
    if (!found) throw notFound();
    const { condition } = found;
    if (condition.retiredAt !== null) throw conflict('ITEM_UNAVAILABLE');
    const bought = (await boughtUnits(tx, memberId, [condition.id])).get(condition.id) ?? 0;
    const limits = { stock: condition.stock, isLimit: condition.isLimit, limitNum: condition.limitNum, bought };
    const problem = quantityError(num, limits);
    if (problem) throw new AppError(problem === 'QUANTITY_TOO_LOW' ? 400 : 409, problem, 'Num');
    await tx.update(cartLines).set({ num, updatedAt: ctx.clock.now() }).where(eq(cartLines.id, lineId));
    return { Id: lineId, Num: num, MaxNum: maxQuantity(limits) };
  });
}
