/**
 * The unpaid-order sweeper (DESIGN.md section 3 deadlines): orders and store orders still unpaid
 * after pay_due_at close, one transaction each, claimed with FOR UPDATE SKIP LOCKED so that any
 * number of nodes may sweep and each order closes once. Closing cancels the order's waiting payments
 * and the provider is told after the commit; an approval that still arrives is refunded
 * (apply-payment-callback.ts).
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../app';
import { orders, storeOrders } from '../db/schema';
import { closeUnpaidOrder, closeUnpaidStoreOrder } from '../services/orders/close-unpaid-order';
import { cancelAtProvider } from '../services/payments/cancel-waiting-payments';
import { OrderStatus } from '../../src/domain/orders/order.schema';
import { yieldToRequests } from './yield-to-requests';

const ORDERS_PER_RUN = 500;

export async function runOnce(ctx: AppContext): Promise<{ orders: number; storeOrders: number }> {
  return { orders: await closeEach(() => closeNextOrder(ctx)), storeOrders: await closeEach(() => closeNextStoreOrder(ctx)) };
}

/** Closes due orders one transaction at a time, up to the cap, until none is left. */
async function closeEach(closeNext: () => Promise<boolean>): Promise<number> {
  let closed = 0;
  while (closed < ORDERS_PER_RUN) {
    await yieldToRequests();
    if (!(await closeNext())) break;
    closed += 1;
  }
  return closed;
}

/** Closes the next due order; answers false when none is due. */
async function closeNextOrder(ctx: AppContext): Promise<boolean> {
  const now = ctx.clock.now();
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: orders.id, code: orders.code, source: orders.source, commodityId: orders.commodityId, buyerMemberId: orders.buyerMemberId })
      .from(orders)
      .where(and(eq(orders.orderStatus, OrderStatus.Unpaid), lte(orders.payDueAt, now)))
      .orderBy(asc(orders.payDueAt), asc(orders.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    return closeUnpaidOrder(tx, due, now);
  });
  return tellProvider(ctx, cancelled);
}

async function closeNextStoreOrder(ctx: AppContext): Promise<boolean> {
  const now = ctx.clock.now();
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: storeOrders.id, buyerMemberId: storeOrders.buyerMemberId })
      .from(storeOrders)
      .where(and(eq(storeOrders.orderStatus, OrderStatus.Unpaid), lte(storeOrders.payDueAt, now)))
      .orderBy(asc(storeOrders.payDueAt), asc(storeOrders.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    return closeUnpaidStoreOrder(tx, due, now);
  });
  return tellProvider(ctx, cancelled);
}

/** After an order's commit: the provider closes the hosted pages of the payments it cancelled. */
async function tellProvider(ctx: AppContext, cancelled: string[] | null): Promise<boolean> {
  if (cancelled === null) return false;
  await cancelAtProvider(ctx, cancelled);
  return true;
}
