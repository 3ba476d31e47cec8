/**
 * The provider's signed callback (POST /api/payments/callback): the one place a payment's outcome
 * is decided. The payment row is locked and moves from 0 (waiting) once: a replayed or duplicated
 * callback finds it decided and changes nothing. A paid payment pays what it was for in the same
 * transaction: the order becomes paid (the auction deposit goes back, store stock is committed,
 * the seller hears of it), or the CHP top-up is credited. If the order can no longer be paid (it
 * closed, or another payment paid it first) the money is kept safe as CHP for the payer.
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { chpLedger, orders, payments, storeOrders, stores } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { PaymentCallback } from '../../providers/payments';
import { OrderStatus } from '../../../src/domain/orders/order.schema';
import { PaymentStatus } from '../../../src/domain/payment/payment.schema';
import { releaseWinnerDeposit } from '../bidding/release-winner-deposit';
import { enqueueEvent, OutboxKind } from '../outbox/enqueue-event';
import { commitStoreOrderStock } from '../store-orders/store-order-stock';

type Payment = typeof payments.$inferSelect;

export async function applyPaymentCallback(ctx: ServiceContext, callback: PaymentCallback): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.code, callback.paymentCode)).for('update');
    if (!payment || payment.providerReference !== callback.providerReference) throw notFound('PAYMENT_NOT_FOUND');
    if (payment.status !== PaymentStatus.Waiting) return;
    if (callback.amountMinor !== payment.chargedMinor || callback.currency !== payment.currency) {
      throw badRequest('PAYMENT_SIGNATURE_INVALID');
    }
    if (callback.outcome !== 'paid') {
      const status = callback.outcome === 'declined' ? PaymentStatus.Declined : PaymentStatus.Abandoned;
      await tx.update(payments).set({ status, decidedAt: now }).where(eq(payments.id, payment.id));
      return;
    }
    const applied = await applyPaid(tx, payment, now);
    if (!applied) await creditChp(tx, payment, `Refund of a payment that arrived after its order closed (${payment.code})`, now);
    await tx
      .update(payments)
      .set({ status: applied ? PaymentStatus.Paid : PaymentStatus.PaidAsChp, decidedAt: now })
      .where(eq(payments.id, payment.id));
  });
}

/** Pays what the payment was for; false when that can no longer take a payment. */
async function applyPaid(tx: Tx, payment: Payment, now: Date): Promise<boolean> {
  switch (payment.purpose) {
    case 'chp':
      await creditChp(tx, payment, 'CHP top-up', now);
      return true;
    case 'order': {
      const [order] = await tx.select().from(orders).where(eq(orders.id, payment.referenceId)).for('update');
      if (!order || order.orderStatus !== OrderStatus.Unpaid) return false;
      await tx
        .update(orders)
        .set({ orderStatus: OrderStatus.Paid, paidAt: now, isGuarantee: payment.channelCode })
        .where(eq(orders.id, order.id));
      await releaseWinnerDeposit(tx, order.id, now);
      await enqueueEvent(tx, OutboxKind.OrderPaid, { orderId: order.id, memberId: order.sellerMemberId, commodityId: order.commodityId }, now);
      return true;
    }
    case 'store_order': {
      const [order] = await tx.select().from(storeOrders).where(eq(storeOrders.id, payment.referenceId)).for('update');
      if (!order || order.orderStatus !== OrderStatus.Unpaid) return false;
      await tx.update(storeOrders).set({ orderStatus: 2, paidAt: now }).where(eq(storeOrders.id, order.id));
      await commitStoreOrderStock(tx, order.id);
      const [store] = await tx.select({ sellerId: stores.sellerMemberId }).from(stores).where(eq(stores.id, order.storeId));
      if (store) await enqueueEvent(tx, OutboxKind.OrderPaid, { storeOrderId: order.id, memberId: store.sellerId }, now);
      return true;
    }
    default:
      return false;
  }
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
