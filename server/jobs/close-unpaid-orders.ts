/**
 * The unpaid-order sweeper (DESIGN.md section 3 deadlines): orders and store orders still unpaid
 * after pay_due_at close, one transaction each, claimed with FOR UPDATE SKIP LOCKED so that any
 * number of nodes may sweep and each order closes once. A payment callback that arrives later finds
 * the order closed and credits the money as CHP (apply-payment-callback.ts).
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../app';
import { orders, storeOrders } from '../db/schema';
import { closeUnpaidOrder, closeUnpaidStoreOrder } from '../services/orders/close-unpaid-order';
import { OrderStatus } from '../../src/domain/orders/order.schema';

const ORDERS_PER_RUN = 500;

export async function runOnce(ctx: AppContext): Promise<{ orders: number; storeOrders: number }> {
  let closedOrders = 0;
  let closedStoreOrders = 0;
  while (closedOrders < ORDERS_PER_RUN && (await closeNextOrder(ctx))) closedOrders += 1;
  while (closedStoreOrders < ORDERS_PER_RUN && (await closeNextStoreOrder(ctx))) closedStoreOrders += 1;
  return { orders: closedOrders, storeOrders: closedStoreOrders };
}

async function closeNextOrder(ctx: AppContext): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: orders.id, code: orders.code, source: orders.source, commodityId: orders.commodityId, buyerMemberId: orders.buyerMemberId })
      .from(orders)
      .where(and(eq(orders.orderStatus, OrderStatus.Unpaid), lte(orders.payDueAt, now)))
      .orderBy(asc(orders.payDueAt), asc(orders.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return false;
    await closeUnpaidOrder(tx, due, now);
    return true;
  });
}

async function closeNextStoreOrder(ctx: AppContext): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: storeOrders.id, buyerMemberId: storeOrders.buyerMemberId })
      .from(storeOrders)
      .where(and(eq(storeOrders.orderStatus, OrderStatus.Unpaid), lte(storeOrders.payDueAt, now)))
      .orderBy(asc(storeOrders.payDueAt), asc(storeOrders.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return false;
    await closeUnpaidStoreOrder(tx, due, now);
    return true;
  });
}
