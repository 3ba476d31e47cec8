/**
 * The payment provider's signed refund callback (POST /api/payments/refund-callback): the one
 * place a refund's outcome is decided. The refund is found by the reference Holo asked it with (its
 * payment_refunds id), checked against the payment the callback names, so a callback that comes
 * before Holo recorded the provider's refund id still settles it, and each of several refunds of
 * one payment (a cart's shared payment, one per store order) settles its own row. The order is the
 * refund's store order for a shared payment, else the payment's own. Locks: the order, then its
 * case, then the refund row, in the order a case decision takes them, so the callback never
 * deadlocks with one. A refund moves from 'pending' once: a replay finds it settled and changes
 * nothing, and a late callback of an earlier attempt (a refund id other than the one recorded)
 * changes nothing either. A case refund that succeeded closes its case ('refunded') and tells the
 * buyer ('case.refunded'); one that failed stays 'failed' and its case stays 'refund_pending' until
 * staff ask again (docs/decisions.md).
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
  const refundRowId = /^[1-9][0-9]{0,9}$/.test(callback.reference) ? Number(callback.reference) : null;
  if (refundRowId === null || refundRowId > 2_147_483_647) throw notFound('PAYMENT_NOT_FOUND');
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ payment: payments, storeOrderId: paymentRefunds.storeOrderId })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(and(eq(paymentRefunds.id, refundRowId), eq(payments.providerReference, callback.providerReference)));
    if (!found) throw notFound('PAYMENT_NOT_FOUND');
    const { payment } = found;
    const order: { kind: OrderKind; id: number } | null =
      found.storeOrderId !== null
        ? { kind: 'store_order', id: found.storeOrderId }
        : payment.purpose === 'order' || payment.purpose === 'store_order'
          ? { kind: payment.purpose, id: payment.referenceId }
          : null;
    if (order) {
      await lockOrder(tx, order.kind, order.id);
      await tx.select({ id: cases.id }).from(cases).where(and(eq(cases.orderKind, order.kind), eq(cases.orderId, order.id))).for('update');
    }
    const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundRowId)).for('update');
    if (!refund) throw notFound('PAYMENT_NOT_FOUND');
    if (refund.status !== 'pending') return 'replayed';
    // An earlier attempt's callback, after staff asked again: the current attempt's callback decides.
    if (refund.providerRefundId !== null && refund.providerRefundId !== callback.refundId) return 'replayed';
    await tx
      .update(paymentRefunds)
      .set({ status: callback.outcome, providerRefundId: callback.refundId, settledAt: now })
      .where(eq(paymentRefunds.id, refund.id));
    if (refund.reason === 'case' && order && callback.outcome === 'succeeded') {
      const [closed] = await tx
        .update(cases)
        .set({ state: 'refunded', closedAt: now, dueAt: null, updatedAt: now })
        .where(and(eq(cases.orderKind, order.kind), eq(cases.orderId, order.id), eq(cases.state, 'refund_pending')))
        .returning({ id: cases.id, buyerMemberId: cases.buyerMemberId });
      if (closed) {
        const about = order.kind === 'order' ? { orderId: order.id } : { storeOrderId: order.id };
        await enqueueEvent(tx, OutboxKind.CaseRefunded, { memberId: closed.buyerMemberId, ...about }, now);
      }
    }
    return 'settled';
  });
}
