/**
 * A waiting payment may only pay the total it was opened for. Repricing an order, starting another
 * payment for it or closing it unpaid cancels its waiting payments inside the caller's transaction;
 * the provider is told after the commit (its hosted page then refuses them). Telling the provider is
 * best effort: an approval that still arrives for a cancelled payment is refunded (apply-payment-callback.ts).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema';
import { PaymentStatus, type PaymentPurpose } from '../../../src/domain/payment/payment.schema';

export interface WaitingPaymentsOf {
  purpose: Exclude<PaymentPurpose, 'chp'>;
  referenceId: number;
  /** Keep the waiting payments for exactly this total (USD cents); cancel all when absent. */
  keepTotalCents?: number;
}

/** Cancels the order's waiting payments (those not for `keepTotalCents`); answers their provider references. */
export async function cancelWaitingPayments(tx: Tx, of: WaitingPaymentsOf, now: Date): Promise<string[]> {
  const cancelled = await tx
    .update(payments)
    .set({ status: PaymentStatus.Cancelled, decidedAt: now })
    .where(
      and(
        eq(payments.purpose, of.purpose),
        eq(payments.referenceId, of.referenceId),
        eq(payments.status, PaymentStatus.Waiting),
        of.keepTotalCents === undefined ? undefined : ne(payments.amountCents, of.keepTotalCents),
      ),
    )
    .returning({ providerReference: payments.providerReference });
  return cancelled.flatMap((p) => (p.providerReference ? [p.providerReference] : []));
}

/** After the commit: the provider closes its hosted pages for these payments. */
export async function cancelAtProvider(ctx: ServiceContext, providerReferences: string[]): Promise<void> {
  // A failure here loses no money (a late approval is refunded), so it must not fail the buyer's change.
  await Promise.allSettled(providerReferences.map((reference) => ctx.providers.payments.cancel(reference)));
}
