/**
 * Refunds money the provider took for a payment that cannot pay (DESIGN.md 5b: refunds go back
 * through the payment provider, never silently into CHP). The refund row is written in the
 * callback's transaction, one per payment; the provider is asked after the commit, with the row's
 * id as the refund's reference, and answers 'pending' with its refund id; its signed refund
 * callback later settles the row (server/services/refunds/apply-refund-callback.ts). A row left
 * 'pending' without a refund id (the provider could not be reached) can be asked again: the
 * provider's refund is idempotent by that reference. A refund the provider refuses outright (more
 * than the payment has left) is settled 'failed' at once, for staff to look at.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { paymentRefunds, payments } from '../../db/schema';
import { RefundRefusedError, type RefundRequest } from '../../providers/payments';
import { PaymentStatus } from '../../../src/domain/payment/payment.schema';

/** Cancelled or already declined/abandoned; the order paid by another payment, closed or repriced; not the amount asked for. */
export type RefundReason = 'cancelled' | 'already_decided' | 'surplus' | 'closed' | 'repriced' | 'amount_mismatch';

/** A recorded refund to ask the provider for; the row's id is the request's reference. */
export interface PendingRefund extends Omit<RefundRequest, 'reference'> {
  refundRowId: number;
}

/** Inside the callback's transaction: the payment becomes refunded and its refund is recorded. */
export async function recordRefund(
  tx: Tx,
  payment: { id: number; providerReference: string | null },
  charged: { amountMinor: number; currency: string },
  reason: RefundReason,
  now: Date,
): Promise<PendingRefund> {
  await tx.update(payments).set({ status: PaymentStatus.Refunded, decidedAt: now }).where(eq(payments.id, payment.id));
  const [row] = await tx
    .insert(paymentRefunds)
    .values({ paymentId: payment.id, reason, amountMinor: charged.amountMinor, currency: charged.currency, createdAt: now })
    .returning({ id: paymentRefunds.id });
  return { refundRowId: row!.id, providerReference: payment.providerReference ?? '', ...charged };
}

/** The payment's refund if the provider has not settled it yet (to ask again), else null. */
export async function pendingRefundOf(tx: Tx, payment: { id: number; providerReference: string | null }): Promise<PendingRefund | null> {
  const [row] = await tx.select().from(paymentRefunds).where(and(eq(paymentRefunds.paymentId, payment.id), eq(paymentRefunds.status, 'pending'), ne(paymentRefunds.reason, 'case')));
  if (!row) return null;
  return { refundRowId: row.id, providerReference: payment.providerReference ?? '', amountMinor: row.amountMinor, currency: row.currency };
}

/**
 * After the commit: asks the provider for the refund and records its id. The outcome is the refund
 * callback's alone (as a payment's is the payment callback's), even when the provider's answer
 * already has one: the callback also closes a case the refund was for. Only a row still pending
 * changes, since the callback may have come first.
 */
export async function settleRefund(ctx: Pick<ServiceContext, 'db' | 'providers' | 'clock'>, refund: PendingRefund): Promise<void> {
  const { refundRowId, ...request } = refund;
  let answer;
  try {
    answer = await ctx.providers.payments.refund({ ...request, reference: String(refundRowId) });
  } catch (error) {
    if (!(error instanceof RefundRefusedError)) throw error;
    // Nothing was refunded and asking again would be refused the same way: failed, as a refused callback would leave it.
    await ctx.db
      .update(paymentRefunds)
      .set({ status: 'failed', settledAt: ctx.clock.now() })
      .where(and(eq(paymentRefunds.id, refundRowId), eq(paymentRefunds.status, 'pending')));
    return;
  }
  await ctx.db
    .update(paymentRefunds)
    .set({ providerRefundId: answer.refundId })
    .where(and(eq(paymentRefunds.id, refundRowId), eq(paymentRefunds.status, 'pending')));
}
