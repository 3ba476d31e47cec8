/**
 * A carrier's signed tracking event (POST /api/carrier/callback), applied to every shipment with
 * its carrier and number (a seller may send two orders in one parcel). The shipment rows are
 * locked; the event's id is unique per shipment, so a replay writes nothing and moves nothing.
 * The first delivered event records the delivery, moves the automatic finish to 7 days after it
 * and tells the buyer, unless the order has finished already.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app';
import type { Tx } from '../../db/client';
import { orders, shipments, storeOrders, trackingEvents, warehouseOrders } from '../../db/schema';
import type { CarrierCallback } from '../../providers/carrier';
import { enqueueEvent, OutboxKind } from '../outbox/enqueue-event';
import { OrderStatus } from '../../../src/domain/orders/order.schema';
import { eventStateOf, traceStateOf } from '../../../src/domain/shipping/shipping-rules';
import { finishDueAfterDelivery } from '../../../src/domain/shipping/auto-finish';

type Shipment = typeof shipments.$inferSelect;

/** Answers how many shipments took the event (0: a replay, or a number Holo never shipped). */
export async function applyCarrierCallback(ctx: Pick<AppContext, 'db' | 'clock'>, callback: CarrierCallback): Promise<number> {
  const now = ctx.clock.now();
  const occurredAt = new Date(callback.occurredAt);
  return ctx.db.transaction(async (tx) => {
    const found = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.carrierCode, callback.carrierCode), eq(shipments.trackingNumber, callback.trackingNumber)))
      .orderBy(asc(shipments.id))
      .for('update');
    let applied = 0;
    for (const shipment of found) {
      const inserted = await tx
        .insert(trackingEvents)
        .values({
          shipmentId: shipment.id,
          providerEventId: callback.eventId,
          state: eventStateOf[callback.status],
          station: callback.station,
          occurredAt,
          receivedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: trackingEvents.id });
      if (inserted.length === 0) continue;
      applied += 1;
      await moveShipment(tx, shipment, callback, occurredAt, now);
    }
    return applied;
  });
}

async function moveShipment(tx: Tx, shipment: Shipment, callback: CarrierCallback, occurredAt: Date, now: Date) {
  // Events may arrive out of order: the state only moves forward.
  const state = Math.max(shipment.state, traceStateOf[callback.status]);
  const firstDelivery = callback.status === 'delivered' && shipment.deliveredAt === null;
  if (!firstDelivery) {
    if (state !== shipment.state) await tx.update(shipments).set({ state }).where(eq(shipments.id, shipment.id));
    return;
  }
  const order = await orderOf(tx, shipment);
  const open = shipment.finishedAt === null && order?.status === OrderStatus.Shipped;
  await tx
    .update(shipments)
    .set({ state, deliveredAt: occurredAt, ...(open ? { finishDueAt: finishDueAfterDelivery(occurredAt) } : {}) })
    .where(eq(shipments.id, shipment.id));
  if (!open || !order) return;
  // A forwarded warehouse order (issue 31) only moves its completion: no delivery notice is asked for it.
  if (shipment.orderKind === 'warehouse_order') return;
  const which = shipment.orderKind === 'order' ? { orderId: shipment.orderId, commodityId: order.commodityId ?? undefined } : { storeOrderId: shipment.orderId };
  await enqueueEvent(tx, OutboxKind.OrderDelivered, { memberId: order.buyerMemberId, ...which }, now);
}

async function orderOf(tx: Tx, shipment: Shipment) {
  if (shipment.orderKind === 'warehouse_order') {
    // Its statuses share the orders' numbers: 3 shipped.
    const [row] = await tx.select({ status: warehouseOrders.status, buyerMemberId: warehouseOrders.memberId }).from(warehouseOrders).where(eq(warehouseOrders.id, shipment.orderId));
    return row ? { ...row, commodityId: null } : undefined;
  }
  if (shipment.orderKind === 'order') {
    const [row] = await tx
      .select({ status: orders.orderStatus, buyerMemberId: orders.buyerMemberId, commodityId: orders.commodityId })
      .from(orders)
      .where(eq(orders.id, shipment.orderId));
    return row;
  }
  const [row] = await tx
    .select({ status: storeOrders.orderStatus, buyerMemberId: storeOrders.buyerMemberId })
    .from(storeOrders)
    .where(eq(storeOrders.id, shipment.orderId));
  return row ? { ...row, commodityId: null } : undefined;
}
