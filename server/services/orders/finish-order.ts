/**
 * Finishing a shipped order (spec 3 section 4; docs/decisions.md "After payment"), by the buyer's
 * confirmation or by the sweeper when the shipment's finish_due_at passes. The caller holds the
 * order's row lock (lock-order.ts) and has found it shipped, so of a confirmation and a sweep, or
 * two sweeps, exactly one gets here. In its transaction: status 5 (a store order 4), finished_at,
 * received_at when the buyer confirmed (spec IsReceive), the shipment's finished_at (the sweeper's
 * list drops it), the escrow moved to the seller's proceeds and Holo's accounts, and the seller
 * told; the buyer too when the sweeper finished it, since they did not.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, shipments, storeOrders } from '../../db/schema';
import { canFinish, finishedStatusOf } from '../../../src/domain/orders/order-finish';
import { releaseEscrow } from '../ledger/release-escrow';
import { enqueueEvent, OutboxKind, type OrderEventPayload } from '../outbox/enqueue-event';
import type { AfterPaymentOrder } from './lock-order';

export type FinishedBy = 'buyer' | 'sweeper';

export interface FinishedOrder {
  status: number;
  finishedAt: Date;
}

export async function finishLockedOrder(tx: Tx, order: AfterPaymentOrder, by: FinishedBy, now: Date): Promise<FinishedOrder> {
  if (!canFinish(order.status)) throw new Error(`${order.kind} ${order.id} is not shipped (status ${order.status})`);
  const status = finishedStatusOf[order.kind];
  const finished = { orderStatus: status, finishedAt: now, receivedAt: by === 'buyer' ? now : null };
  if (order.kind === 'order') await tx.update(orders).set(finished).where(eq(orders.id, order.id));
  else await tx.update(storeOrders).set(finished).where(eq(storeOrders.id, order.id));
  await tx
    .update(shipments)
    .set({ finishedAt: now })
    .where(and(eq(shipments.orderKind, order.kind), eq(shipments.orderId, order.id)));
  await releaseEscrow(tx, order, now);
  const about: Omit<OrderEventPayload, 'memberId'> =
    order.kind === 'order' ? { orderId: order.id, commodityId: order.commodityId } : { storeOrderId: order.id };
  await enqueueEvent(tx, OutboxKind.OrderFinished, { memberId: order.sellerMemberId, ...about }, now);
  if (by === 'sweeper') await enqueueEvent(tx, OutboxKind.OrderFinished, { memberId: order.buyerMemberId, ...about }, now);
  return { status, finishedAt: now };
}
