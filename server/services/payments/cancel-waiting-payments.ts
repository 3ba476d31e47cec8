/**
 * A waiting payment may only pay the total it was opened for. Repricing an order, starting another
 * payment for it or closing it unpaid cancels its waiting payments inside the caller's transaction;
 * the provider is told after the commit (its hosted page then refuses them). Telling the provider is
 * best effort: an approval that still arrives for a cancelled payment is refunded (apply-payment-callback.ts).
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { paymentStoreOrders, payments } from '../../db/schema';
import { PaymentStatus, type PaymentPurpose } from '../../../src/domain/payment/payment.schema';

export interface WaitingPaymentsOf {
  purpose: Exclude<PaymentPurpose, 'chp'>;
  referenceId: number;
  /** Keep the waiting payments for exactly this total (USD cents); cancel all when absent. */
  keepTotalCents?: number;
}

/**
 * Cancels the order's waiting payments (those not for `keepTotalCents`); answers their provider
 * references. A store order's include a shared 'store_orders' payment that covers it: it can no
 * longer pay all its orders as opened, so it goes too unless it holds this order at that total.
 */
export async function cancelWaitingPayments(tx: Tx, of: WaitingPaymentsOf, now: Date): Promise<string[]> {
  const own = and(
    eq(payments.purpose, of.purpose),
    eq(payments.referenceId, of.referenceId),
    of.keepTotalCents === undefined ? undefined : ne(payments.amountCents, of.keepTotalCents),
  );
  const shared =
    of.purpose === 'store_order'
      ? and(
          eq(payments.purpose, 'store_orders'),
          inArray(
            payments.id,
            tx
              .select({ id: paymentStoreOrders.paymentId })
              .from(paymentStoreOrders)
              .where(
                and(
                  eq(paymentStoreOrders.storeOrderId, of.referenceId),
                  of.keepTotalCents === undefined ? undefined : ne(paymentStoreOrders.amountCents, of.keepTotalCents),
                ),
              ),
          ),
        )
      : undefined;
  const cancelled = await tx
    .update(payments)
    .set({ status: PaymentStatus.Cancelled, decidedAt: now })
    .where(and(eq(payments.status, PaymentStatus.Waiting), shared ? or(own, shared) : own))
    .returning({ providerReference: payments.providerReference });
  return cancelled.flatMap((p) => (p.providerReference ? [p.providerReference] : []));
}

/** After the commit: the provider closes its hosted pages for these payments. */
export async function cancelAtProvider(ctx: ServiceContext, providerReferences: string[]): Promise<void> {
  // A failure here loses no money (a late approval is refunded), so it must not fail the buyer's change.
  await Promise.allSettled(providerReferences.map((reference) => ctx.providers.payments.cancel(reference)));
}
