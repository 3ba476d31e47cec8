/**
 * "Already bought" for purchase limits (src/domain/cart/quantity.ts): the member's units of each
 * condition in store orders that are not closed (OrderStatus ≠ 6).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storeOrderLines, storeOrders } from '../../db/schema';
import { StoreOrderStatus } from '../../../src/domain/cart/store-order.schema';

export async function boughtUnits(db: Db | Tx, memberId: number, conditionIds: number[]): Promise<Map<number, number>> {
  if (conditionIds.length === 0) return new Map();
  const rows = await db
    .select({ conditionId: storeOrderLines.conditionId, units: sql<string>`sum(${storeOrderLines.quantity})` })
    .from(storeOrderLines)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderLines.storeOrderId))
    .where(
      and(
        eq(storeOrders.buyerMemberId, memberId),
        ne(storeOrders.orderStatus, StoreOrderStatus.Closed),
        inArray(storeOrderLines.conditionId, conditionIds),
      ),
    )
    .groupBy(storeOrderLines.conditionId);
  return new Map(rows.map((row) => [row.conditionId, Number(row.units)]));
}
