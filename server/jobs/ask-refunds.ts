/**
 * Refunds recorded but never handed to the provider (the process stopped between the commit and
 * asking, or the provider could not be reached): rows 'pending' with no provider refund id, a
 * minute old or more, are asked again. Asking twice is harmless: the provider's refund is
 * idempotent by its reference (the row's id) and answers the same refund; one the provider refuses
 * is settled 'failed' (server/services/payments/refund-payment.ts), so it is not asked forever.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../app';
import { paymentRefunds, payments } from '../db/schema';
import { settleRefund } from '../services/payments/refund-payment';
import type { PushLog } from './push-sandbox-tracking';

const GRACE_MS = 60_000;
const PER_RUN = 50;

export async function runOnce(ctx: Pick<AppContext, 'db' | 'clock' | 'providers'>, log: PushLog = { warn: () => {} }): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - GRACE_MS);
  const waiting = await ctx.db
    .select({ refundRowId: paymentRefunds.id, providerReference: payments.providerReference, amountMinor: paymentRefunds.amountMinor, currency: paymentRefunds.currency })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(and(eq(paymentRefunds.status, 'pending'), isNull(paymentRefunds.providerRefundId), lte(paymentRefunds.createdAt, before)))
    .orderBy(asc(paymentRefunds.id))
    .limit(PER_RUN);
  let asked = 0;
  for (const refund of waiting) {
    try {
      await settleRefund(ctx, { ...refund, providerReference: refund.providerReference ?? '' });
      asked++;
    } catch (error) {
      log.warn({ err: error, refundRowId: refund.refundRowId }, 'the payment provider could not take the refund; asked again on the next run');
      return asked;
    }
  }
  return asked;
}
