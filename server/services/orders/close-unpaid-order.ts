/**
 * Closing an order whose payment window has passed (issue 5 "Deadlines"; spec 3: OrderStatus 6
 * closed). The caller holds the order's row lock. A buy-now or offer listing goes back on sale; an
 * auction winner who did not pay loses the bid deposit (released and kept in one step, so the
 * ledger shows both); a store order gives its reserved stock and its coupons back. The buyer hears of it.
 * Its waiting payments are cancelled in the same transaction, so an approval that still arrives is
 * refunded through the provider; both answer their provider references, to be told after the commit.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { chpLedger, commodities, orders, storeOrders } from '../../db/schema';
import { OrderStatus } from '../../../src/domain/orders/order.schema';
import { enqueueEvent, OutboxKind } from '../outbox/enqueue-event';
import { releaseWinnerDeposit } from '../bidding/release-winner-deposit';
import { releaseStoreOrderStock } from '../store-orders/store-order-stock';
import { restoreCoupons } from '../coupons/restore-coupons';
import { cancelWaitingPayments } from '../payments/cancel-waiting-payments';

export type MarketplaceOrderRow = Pick<typeof orders.$inferSelect, 'id' | 'code' | 'source' | 'commodityId' | 'buyerMemberId'>;

export async function closeUnpaidOrder(tx: Tx, order: MarketplaceOrderRow, now: Date): Promise<string[]> {
  await tx
    .update(orders)
    .set({ orderStatus: OrderStatus.Closed, closedAt: now, closeReason: 'unpaid' })
    .where(eq(orders.id, order.id));
  if (order.source === 'buynow' || order.source === 'offer') {
    await tx
      .update(commodities)
      .set({ status: 1, updatedAt: now })
      .where(and(eq(commodities.id, order.commodityId), eq(commodities.status, -2)));
  }
  if (order.source === 'auction') {
    const forfeited = await releaseWinnerDeposit(tx, order.id, now);
    if (forfeited > 0) {
      await tx.insert(chpLedger).values({
        memberId: order.buyerMemberId,
        kind: 'debit',
        amountCents: forfeited,
        description: `Deposit kept: order ${order.code} was not paid in time`,
        reference: `forfeit:${order.code}`,
        createdAt: now,
      });
    }
  }
  await enqueueEvent(tx, OutboxKind.OrderClosed, { memberId: order.buyerMemberId, orderId: order.id, commodityId: order.commodityId }, now);
  return cancelWaitingPayments(tx, { purpose: 'order', referenceId: order.id }, now);
}

export type StoreOrderRow = Pick<typeof storeOrders.$inferSelect, 'id' | 'buyerMemberId'>;

export async function closeUnpaidStoreOrder(tx: Tx, order: StoreOrderRow, now: Date): Promise<string[]> {
  await tx.update(storeOrders).set({ orderStatus: OrderStatus.Closed, closedAt: now }).where(eq(storeOrders.id, order.id));
  await releaseStoreOrderStock(tx, order.id);
  await restoreCoupons(tx, order.id);
  await enqueueEvent(tx, OutboxKind.OrderClosed, { memberId: order.buyerMemberId, storeOrderId: order.id }, now);
  return cancelWaitingPayments(tx, { purpose: 'store_order', referenceId: order.id }, now);
}
