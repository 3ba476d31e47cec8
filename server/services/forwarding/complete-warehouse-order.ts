/**
 * A shipped warehouse order completes (3 → 5, completed_at): when its member confirms it arrived
 * (POST /api/warehouse/orders/:id/complete), or by the sweeper when its shipment's finish_due_at
 * passes (7 days after the carrier reported delivery, 30 after shipping without news). Under the
 * order's row lock, once: a second click finds it completed and answers the same; the shipment is
 * marked finished so the sweeper's list drops it. Another member's order is 404.
 */
import { and, asc, eq, isNull, lte, notInArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { shipments, warehouseOrders } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { WarehouseOrderStatus } from '../../../src/domain/warehouse/forwarding';
import { WAREHOUSE_ORDER_KIND } from './forwarding-reply';

export async function completeByMember(ctx: Pick<ServiceContext, 'db' | 'clock'>, memberId: number, id: number) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(warehouseOrders)
      .where(and(eq(warehouseOrders.id, id), eq(warehouseOrders.memberId, memberId)))
      .for('update');
    if (!order) throw notFound('WAREHOUSE_FORWARD_ORDER_NOT_FOUND');
    if (order.status === WarehouseOrderStatus.Completed && order.completedAt) return { Status: order.status, CompletedAt: order.completedAt.toISOString() };
    if (order.status !== WarehouseOrderStatus.Shipped) throw conflict('WAREHOUSE_ORDER_NOT_COMPLETABLE');
    await completeLocked(tx, order.id, now);
    return { Status: WarehouseOrderStatus.Completed, CompletedAt: now.toISOString() };
  });
}

async function completeLocked(tx: Tx, id: number, now: Date) {
  await tx.update(warehouseOrders).set({ status: WarehouseOrderStatus.Completed, completedAt: now }).where(eq(warehouseOrders.id, id));
  await tx
    .update(shipments)
    .set({ finishedAt: now })
    .where(and(eq(shipments.orderKind, WAREHOUSE_ORDER_KIND), eq(shipments.orderId, id)));
}

/**
 * The sweeper's part (run from finish-due-orders.ts): completes due shipped warehouse orders one
 * transaction each, oldest due first. The claim locks the order row FOR UPDATE SKIP LOCKED, so
 * sweepers on several nodes and a member's click each complete an order at most once.
 */
export async function completeDueWarehouseOrders(ctx: Pick<ServiceContext, 'db' | 'clock'>, max: number): Promise<number> {
  let completed = 0;
  const skip: number[] = [];
  for (let i = 0; i < max; i++) {
    const now = ctx.clock.now();
    const done = await ctx.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: warehouseOrders.id })
        .from(shipments)
        .innerJoin(warehouseOrders, and(eq(shipments.orderKind, WAREHOUSE_ORDER_KIND), eq(warehouseOrders.id, shipments.orderId)))
        .where(
          and(
            isNull(shipments.finishedAt),
            lte(shipments.finishDueAt, now),
            eq(warehouseOrders.status, WarehouseOrderStatus.Shipped),
            skip.length ? notInArray(warehouseOrders.id, skip) : undefined,
          ),
        )
        .orderBy(asc(shipments.finishDueAt), asc(shipments.id))
        .limit(1)
        .for('update', { of: warehouseOrders, skipLocked: true });
      if (!due) return false;
      skip.push(due.id);
      await completeLocked(tx, due.id, now);
      return true;
    });
    if (!done) break;
    completed += 1;
  }
  return completed;
}
