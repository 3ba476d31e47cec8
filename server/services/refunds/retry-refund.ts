/**
 * A refund the provider refused (status 'failed') is asked again only when staff ask
 * (docs/decisions.md: a refund that failed needs a person to look at it, for the buyer's card may be
 * closed; asking again by itself would fail the same way forever). The row goes back to 'pending'
 * once per attempt: of two staff retrying at once, one moves it and asks the provider, the other
 * finds it pending already and changes nothing. The provider makes it a new attempt with a new id
 * (asked with the same reference, the row's id);
 * its refund callback settles it as before (and closes the case when it succeeds).
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { paymentRefunds, payments } from '../../db/schema';
import { settleRefund } from '../payments/refund-payment';

/** True when this call started a new attempt; false when the refund was not failed (already retried, or settled). */
export async function retryFailedRefund(ctx: Pick<ServiceContext, 'db' | 'providers' | 'clock'>, refundRowId: number): Promise<boolean> {
  const [retried] = await ctx.db
    .update(paymentRefunds)
    .set({ status: 'pending', providerRefundId: null, settledAt: null })
    .where(and(eq(paymentRefunds.id, refundRowId), eq(paymentRefunds.status, 'failed')))
    .returning({ paymentId: paymentRefunds.paymentId, amountMinor: paymentRefunds.amountMinor, currency: paymentRefunds.currency });
  if (!retried) return false;
  const [payment] = await ctx.db.select({ providerReference: payments.providerReference }).from(payments).where(eq(payments.id, retried.paymentId));
  await settleRefund(ctx, { refundRowId, providerReference: payment?.providerReference ?? '', amountMinor: retried.amountMinor, currency: retried.currency });
  return true;
}
