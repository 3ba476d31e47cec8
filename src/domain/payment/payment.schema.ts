/**
 * Starting a payment (POST /api/payments) and reading its result (GET /api/payments/{code}). The
 * reply's PayUrl is the provider's hosted page (the sandbox provider's outside production); the
 * provider returns the payer to /pay/result?type=…&id={PaymentCode}.
 */
import { z } from 'zod/mini';
import { payCodeSchema } from './payment-channel';
import { recordId } from '../ids/record-id';

/** What a payment is for: a marketplace order, a store order, a CHP top-up package, or a warehouse order's postage and tax. */
export const paymentPurposeSchema = z.enum(['order', 'store_order', 'chp', 'warehouse']);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;
/** A payment's purpose as read back: also 'store_orders', one payment for several store orders (a cart over several stores). */
export const paymentReadPurposeSchema = z.enum(['order', 'store_order', 'store_orders', 'chp', 'warehouse']);
export type PaymentReadPurpose = z.infer<typeof paymentReadPurposeSchema>;

export const startPaymentBody = z.object({
  Purpose: paymentPurposeSchema,
  /** orders.id, store_orders.id, the charge package's ID, or warehouse_orders.id. */
  ReferenceId: recordId,
  IsGuarantee: payCodeSchema,
});
export type StartPaymentBody = z.infer<typeof startPaymentBody>;

export const startPaymentReply = z.object({
  PaymentCode: z.string(),
  PayUrl: z.string(),
});
export type StartPaymentReply = z.infer<typeof startPaymentReply>;

/**
 * 0 waiting for the payer, 1 paid, 2 declined, 3 abandoned, 4 paid but credited to the payer's
 * CHP because its order had closed unpaid, 5 cancelled by Holo before it was paid (the order was
 * repriced or another payment replaced it), 6 paid but refunded through the provider because it
 * could not pay (cancelled, the order already paid, or not the amount asked for).
 */
export const PaymentStatus = { Waiting: 0, Paid: 1, Declined: 2, Abandoned: 3, PaidAsChp: 4, Cancelled: 5, Refunded: 6 } as const;

export const paymentReply = z.object({
  PaymentCode: z.string(),
  Purpose: paymentReadPurposeSchema,
  /** For 'store_orders': the first store order's id; StoreOrderIds lists them all. */
  ReferenceId: z.int(),
  StoreOrderIds: z.optional(z.array(z.int())),
  Status: z.int(),
  USD_Amount: z.int(),
  Currency: z.string(),
  ChargedAmount: z.int(),
  IsGuarantee: payCodeSchema,
});
export type PaymentReply = z.infer<typeof paymentReply>;
