/**
 * The provider's signed callback (POST /api/payments/callback): the one place a payment's outcome
 * is decided. The payment row is locked and moves from 0 (waiting) once: a replayed or duplicated
 * callback finds it decided and changes nothing. A payment pays only when the provider charged
 * exactly what it asked and the order still costs what the payment was opened for; then the order
 * becomes paid in the same transaction (the auction deposit goes back, store stock is committed,
 * its total goes into escrow, the seller hears of it), or the CHP top-up is credited. Money for a
 * payment that cannot pay (cancelled, already decided, its order paid by another payment or
 * closed, the wrong amount) is refunded through the provider, never kept as CHP. The order's row
 * is locked before the payment's, in the order repricing and closing take them, so a callback
 * never deadlocks with either.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { chpLedger, orders, paymentStoreOrders, payments, storeOrders, stores, warehouseOrders } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { PaymentCallback } from '../../providers/payments';
import { OrderStatus } from '../../../src/domain/orders/order.schema';
import { PaymentStatus } from '../../../src/domain/payment/payment.schema';
import { releaseWinnerDeposit } from '../bidding/release-winner-deposit';
import { holdInEscrow } from '../ledger/hold-in-escrow';
import { enqueueEvent, OutboxKind } from '../outbox/enqueue-event';
import { commitStoreOrderStock } from '../store-orders/store-order-stock';
import { payWarehouseOrder } from '../forwarding/pay-warehouse-order';
import { pendingRefundOf, recordRefund, settleRefund, type PendingRefund, type RefundReason } from './refund-payment';

type Payment = typeof payments.$inferSelect;

/** What became of a paid payment's money. */
type Applied = { kind: 'paid' } | { kind: 'refund'; reason: RefundReason };

/** Statuses that already used this payment's money: a further 'paid' callback is a replay. */
const moneyUsed: readonly number[] = [PaymentStatus.Paid, PaymentStatus.PaidAsChp];

export async function applyPaymentCallback(ctx: ServiceContext, callback: PaymentCallback): Promise<void> {
  const now = ctx.clock.now();
  const refund = await ctx.db.transaction(async (tx): Promise<PendingRefund | null> => {
    await lockOrderOf(tx, callback.paymentCode);
    const [payment] = await tx.select().from(payments).where(eq(payments.code, callback.paymentCode)).for('update');
    if (!payment || payment.providerReference !== callback.providerReference) throw notFound('PAYMENT_NOT_FOUND');
    if (callback.outcome !== 'paid') {
      if (payment.status !== PaymentStatus.Waiting) return null;
      const status = callback.outcome === 'declined' ? PaymentStatus.Declined : PaymentStatus.Abandoned;
      await tx.update(payments).set({ status, decidedAt: now }).where(eq(payments.id, payment.id));
      return null;
    }
    // A provider retries a callback it saw fail: a refund its last attempt left pending is asked again.
    if (payment.status === PaymentStatus.Refunded) return pendingRefundOf(tx, payment);
    if (moneyUsed.includes(payment.status)) return null;
    const charged = { amountMinor: callback.amountMinor, currency: callback.currency };
    const applied = await applyPaid(tx, payment, charged, now);
    if (applied.kind === 'refund') return recordRefund(tx, payment, charged, applied.reason, now);
    await tx.update(payments).set({ status: PaymentStatus.Paid, decidedAt: now }).where(eq(payments.id, payment.id));
    return null;
  });
  if (refund) await settleRefund(ctx, refund);
}

/** Pays what the payment was for, if it still may: only a waiting payment, for exactly what was asked. */
async function applyPaid(tx: Tx, payment: Payment, charged: { amountMinor: number; currency: string }, now: Date): Promise<Applied> {
  if (payment.status === PaymentStatus.Cancelled) return { kind: 'refund', reason: 'cancelled' };
  if (payment.status !== PaymentStatus.Waiting) return { kind: 'refund', reason: 'already_decided' };
  if (charged.amountMinor !== payment.chargedMinor || charged.currency !== payment.currency) return { kind: 'refund', reason: 'amount_mismatch' };
  switch (payment.purpose) {
    case 'chp':
      await creditChp(tx, payment, 'CHP top-up', now);
      return { kind: 'paid' };
    case 'order': {
      const [order] = await tx.select().from(orders).where(eq(orders.id, payment.referenceId)).for('update');
      const refused = refusal(order, payment);
      if (refused || !order) return refused ?? { kind: 'refund', reason: 'closed' };
      await tx
        .update(orders)
        .set({ orderStatus: OrderStatus.Paid, paidAt: now, isGuarantee: payment.channelCode })
        .where(eq(orders.id, order.id));
      await releaseWinnerDeposit(tx, order.id, now);
      await holdInEscrow(tx, { kind: 'order', id: order.id, totalCents: order.totalCents }, now);
      await enqueueEvent(tx, OutboxKind.OrderPaid, { orderId: order.id, memberId: order.sellerMemberId, commodityId: order.commodityId }, now);
      return { kind: 'paid' };
    }
    case 'store_order': {
      const [order] = await tx.select().from(storeOrders).where(eq(storeOrders.id, payment.referenceId)).for('update');
      const refused = refusal(order, payment);
      if (refused || !order) return refused ?? { kind: 'refund', reason: 'closed' };
      await payStoreOrder(tx, order, now);
      return { kind: 'paid' };
    }
    case 'store_orders': {
      // One payment for a cart's store orders: all of them pay, or the whole payment is refunded.
      const links = await tx.select().from(paymentStoreOrders).where(eq(paymentStoreOrders.paymentId, payment.id)).orderBy(asc(paymentStoreOrders.storeOrderId));
      const covered = await tx
        .select()
        .from(storeOrders)
        .where(inArray(storeOrders.id, links.map((link) => link.storeOrderId)))
        .orderBy(asc(storeOrders.id))
        .for('update');
      for (const link of links) {
        const refused = refusal(
          covered.find((order) => order.id === link.storeOrderId),
          { amountCents: link.amountCents },
        );
        if (refused) return refused;
      }
      if (links.length === 0) return { kind: 'refund', reason: 'closed' };
      for (const order of covered) await payStoreOrder(tx, order, now);
      return { kind: 'paid' };
    }
    case 'warehouse': {
      const [order] = await tx.select().from(warehouseOrders).where(eq(warehouseOrders.id, payment.referenceId)).for('update');
      // Its statuses share the orders' numbers: 1 unpaid, 6 cancelled, others already paid.
      const refused = refusal(order && { orderStatus: order.status, totalCents: order.totalCents ?? 0 }, payment);
      if (refused || !order) return refused ?? { kind: 'refund', reason: 'closed' };
      await payWarehouseOrder(tx, order, payment.channelCode, now);
      return { kind: 'paid' };
    }
    default:
      return { kind: 'refund', reason: 'already_decided' };
  }
}

/** Why this order cannot take this payment, or null when it can. */
function refusal(order: { orderStatus: number; totalCents: number } | undefined, payment: Pick<Payment, 'amountCents'>): Applied | null {
  // Closing cancels waiting payments; this catches one opened before it did.
  if (!order || order.orderStatus === OrderStatus.Closed) return { kind: 'refund', reason: 'closed' };
  if (order.orderStatus !== OrderStatus.Unpaid) return { kind: 'refund', reason: 'surplus' };
  // Repricing cancels waiting payments; this catches one that slipped past.
  if (order.totalCents !== payment.amountCents) return { kind: 'refund', reason: 'repriced' };
  return null;
}

/** Locks the order a payment is for (none for a CHP top-up), before the payment's own row. */
async function lockOrderOf(tx: Tx, paymentCode: string): Promise<void> {
  const [payment] = await tx.select({ purpose: payments.purpose, referenceId: payments.referenceId }).from(payments).where(eq(payments.code, paymentCode));
  if (payment?.purpose === 'order') await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, payment.referenceId)).for('update');
  if (payment?.purpose === 'warehouse') await tx.select({ id: warehouseOrders.id }).from(warehouseOrders).where(eq(warehouseOrders.id, payment.referenceId)).for('update');
  if (payment?.purpose === 'store_order') {
    await tx.select({ id: storeOrders.id }).from(storeOrders).where(eq(storeOrders.id, payment.referenceId)).for('update');
  }
  if (payment?.purpose === 'store_orders') {
    // In id order, as starting the payment and closing orders take them.
    const covered = tx.select({ id: paymentStoreOrders.storeOrderId }).from(paymentStoreOrders).innerJoin(payments, eq(payments.id, paymentStoreOrders.paymentId)).where(eq(payments.code, paymentCode));
    await tx.select({ id: storeOrders.id }).from(storeOrders).where(inArray(storeOrders.id, covered)).orderBy(asc(storeOrders.id)).for('update');
  }
}

/** A store order becomes paid: its reserved stock is committed, its total held in escrow, its seller told. */
async function payStoreOrder(tx: Tx, order: typeof storeOrders.$inferSelect, now: Date) {
  await tx.update(storeOrders).set({ orderStatus: 2, paidAt: now }).where(eq(storeOrders.id, order.id));
  await commitStoreOrderStock(tx, order.id);
  await holdInEscrow(tx, { kind: 'store_order', id: order.id, totalCents: order.totalCents }, now);
  const [store] = await tx.select({ sellerId: stores.sellerMemberId }).from(stores).where(eq(stores.id, order.storeId));
  if (store) await enqueueEvent(tx, OutboxKind.OrderPaid, { storeOrderId: order.id, memberId: store.sellerId }, now);
}

async function creditChp(tx: Tx, payment: Payment, description: string, now: Date) {
  await tx.insert(chpLedger).values({
    memberId: payment.memberId,
    kind: 'credit',
    amountCents: payment.amountCents,
    description,
    reference: `payment:${payment.code}`,
    createdAt: now,
  });
}
