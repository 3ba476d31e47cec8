/**
 * The payment provider's signed refund callback (POST /api/payments/refund-callback): the one
 * place a refund's outcome is decided. The refund is found by the payment it belongs to (one refund
 * per payment), so a callback that comes before Holo recorded the provider's refund id still
 * settles it. Locks: the order, then its case, then the refund row, in the order a case decision
 * takes them, so the callback never deadlocks with one. A refund moves from 'pending' once: a
 * replay finds it settled and changes nothing. A case refund that succeeded closes its case
 * ('refunded') and tells the buyer ('case.refunded'); one that failed stays 'failed' and its case
 * stays 'refund_pending' until staff ask again (docs/decisions.md).
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { cases, paymentRefunds, payments } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { RefundCallback } from '../../providers/payments';
import { lockOrder } from '../orders/lock-order';
import { enqueueEvent, OutboxKind } from '../outbox/enqueue-event';
import type { OrderKind } from '../../../src/domain/orders/order-finish';

export type RefundCallbackOutcome = 'settled' | 'replayed';

export async function applyRefundCallback(ctx: ServiceContext, callback: RefundCallback): Promise<RefundCallbackOutcome> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.providerReference, callback.providerReference));
    if (!payment) throw notFound('PAYMENT_NOT_FOUND');
    const orderKind: OrderKind | null = payment.purpose === 'order' || payment.purpose === 'store_order' ? payment.purpose : null;
    if (orderKind) {
      await lockOrder(tx, orderKind, payment.referenceId);
      await tx.select({ id: cases.id }).from(cases).where(and(eq(cases.orderKind, orderKind), eq(cases.orderId, payment.referenceId))).for('update');
    }
    const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)).for('update');
    if (!refund) throw notFound('PAYMENT_NOT_FOUND');
    if (refund.status !== 'pending') return 'replayed';
    await tx
      .update(paymentRefunds)
      .set({ status: callback.outcome, providerRefundId: callback.refundId, settledAt: now })
      .where(eq(paymentRefunds.id, refund.id));
    if (refund.reason === 'case' && orderKind && callback.outcome === 'succeeded') {
      const [closed] = await tx
        .update(cases)
        .set({ state: 'refunded', closedAt: now, dueAt: null, updatedAt: now })
        .where(and(eq(cases.orderKind, orderKind), eq(cases.orderId, payment.referenceId), eq(cases.state, 'refund_pending')))
        .returning({ id: cases.id, buyerMemberId: cases.buyerMemberId });
      if (closed) {
        const about = orderKind === 'order' ? { orderId: payment.referenceId } : { storeOrderId: payment.referenceId };
        await enqueueEvent(tx, OutboxKind.CaseRefunded, { memberId: closed.buyerMemberId, ...about }, now);
      }
    }
    return 'settled';
  });
}
