/**
 * The payment that paid an order, for a case refund and the return plan's amount: the order's own
 * payment, or for a store order paid with others of one cart, their shared 'store_orders' payment
 * (payment_store_orders). A refund of a shared payment is one order's: it names that store order
 * and is converted at the shared payment's rate, capped at the order's part of the charge
 * (src/domain/payment/shared-payment.ts), so the refunds of all its orders never pass what it took.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { paymentStoreOrders, payments } from '../../db/schema';
import type { OrderKind } from '../../../src/domain/orders/order-finish';
import { toPaidCurrency } from '../../../src/domain/cases/refund-amounts';
import { refundOfShare, shareOfCharge } from '../../../src/domain/payment/shared-payment';

type Payment = typeof payments.$inferSelect;

export interface OrderPayment {
  payment: Payment;
  /** The store order a refund of this payment is for when the payment is shared; null when it paid this order alone. */
  sharedStoreOrderId: number | null;
  /** USD cents to the currency paid, never more than this order's part of the charge. */
  toPaidCurrency(usdCents: number): number;
}

export async function paymentOfOrder(db: Db | Tx, kind: OrderKind, orderId: number, statuses: readonly number[]): Promise<OrderPayment | null> {
  const [own] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, kind), eq(payments.referenceId, orderId), inArray(payments.status, [...statuses])));
  if (own) return { payment: own, sharedStoreOrderId: null, toPaidCurrency: (usdCents) => toPaidCurrency(usdCents, own) };
  if (kind !== 'store_order') return null;
  const [shared] = await db
    .select({ payment: payments })
    .from(paymentStoreOrders)
    .innerJoin(payments, eq(payments.id, paymentStoreOrders.paymentId))
    .where(and(eq(paymentStoreOrders.storeOrderId, orderId), eq(payments.purpose, 'store_orders'), inArray(payments.status, [...statuses])));
  if (!shared) return null;
  const payment = shared.payment;
  const lines = await db
    .select({ storeOrderId: paymentStoreOrders.storeOrderId, amountCents: paymentStoreOrders.amountCents })
    .from(paymentStoreOrders)
    .where(eq(paymentStoreOrders.paymentId, payment.id));
  const line = lines.find((l) => l.storeOrderId === orderId)!;
  const share = shareOfCharge(payment, lines, orderId);
  return { payment, sharedStoreOrderId: orderId, toPaidCurrency: (usdCents) => refundOfShare(usdCents, payment, line, share) };
}
