/**
 * The warehouse desk receives a parcel (POST /api/staff/warehouse/orders/:id/receive): a shipped
 * cross-region order bound for its agency's warehouse becomes a warehouse item in the buyer's
 * warehouse there, with the order's title, picture, quantity and item price. Once: the order's row
 * lock queues two staff members, and the unique index on order_id stops a second row regardless.
 * Recorded in staff_actions; the buyer is told (type 11).
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { agencies, commodities, orders, staffActions, warehouseItems } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { OrderStatus } from '../../../src/domain/orders/order.schema';
import { shipsToWarehouse } from '../../../src/domain/warehouse/condition-check';
import type { WarehouseItemReply } from '../../../src/domain/warehouse/warehouse-check.schema';
import { noticeReceived } from './warehouse-notices';
import { toWarehouseItemReply } from './warehouse-item-reply';

export async function receiveOrder(ctx: ServiceContext, staffId: number, orderId: number): Promise<WarehouseItemReply> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: orders, title: commodities.title, titImg: commodities.titImg })
      .from(orders)
      .innerJoin(commodities, eq(commodities.id, orders.commodityId))
      .where(eq(orders.id, orderId))
      .for('update', { of: orders });
    if (!row) throw notFound('ORDER_NOT_FOUND');
    const { order } = row;
    if (!shipsToWarehouse(order) || order.orderStatus !== OrderStatus.Shipped) throw conflict('WAREHOUSE_ORDER_NOT_RECEIVABLE');
    const [item] = await tx
      .insert(warehouseItems)
      .values({
        memberId: order.buyerMemberId,
        agencyId: order.agencyId!,
        orderId: order.id,
        title: row.title,
        image: row.titImg || null,
        quantity: order.quantity,
        priceCents: order.itemCents,
        receivedAt: now,
        receivedBy: staffId,
      })
      .onConflictDoNothing({ target: warehouseItems.orderId })
      .returning();
    if (!item) throw conflict('WAREHOUSE_ORDER_NOT_RECEIVABLE');
    await tx.insert(staffActions).values({ staffMemberId: staffId, desk: 'warehouse', action: 'warehouse.receive', subject: `order:${order.id}`, detail: { itemId: item.id }, createdAt: now });
    const [agency] = await tx.select({ city: agencies.city }).from(agencies).where(eq(agencies.id, item.agencyId));
    await noticeReceived(tx, { memberId: item.memberId, orderId: order.id, title: item.title, place: agency?.city ?? '' }, now);
    return toWarehouseItemReply(item);
  });
}
