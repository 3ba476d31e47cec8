/** GET /api/payments/{code}: the payer's own payment, for the result page. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentStoreOrders, payments } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { PaymentReadPurpose, PaymentReply } from '../../../src/domain/payment/payment.schema';
import type { PayCodeValue } from '../../../src/domain/payment/payment-channel';

export async function getPayment(db: Db, memberId: number, code: string): Promise<PaymentReply> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.code, code), eq(payments.memberId, memberId)));
  if (!payment) throw notFound('PAYMENT_NOT_FOUND');
  const covered =
    payment.purpose === 'store_orders'
      ? await db.select({ id: paymentStoreOrders.storeOrderId }).from(paymentStoreOrders).where(eq(paymentStoreOrders.paymentId, payment.id)).orderBy(paymentStoreOrders.storeOrderId)
      : undefined;
  return {
    PaymentCode: payment.code,
    Purpose: payment.purpose as PaymentReadPurpose,
    ReferenceId: payment.referenceId,
    ...(covered ? { StoreOrderIds: covered.map((row) => row.id) } : {}),
    Status: payment.status,
    USD_Amount: payment.amountCents,
    Currency: payment.currency,
    ChargedAmount: payment.chargedMinor,
    IsGuarantee: payment.channelCode as PayCodeValue,
  };
}
