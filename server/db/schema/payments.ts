import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';
import { storeOrders } from './cart';

/**
 * One attempt to pay through a payment provider (spec 2 "Payment channel"; DESIGN.md section 3,
 * sandbox provider): for a marketplace order, a store order or a CHP top-up. A declined or abandoned
 * attempt stays as a row; paying again makes a new one. The provider's signed callback moves it
 * from 0 to 1, 2 or 3 exactly once; repricing the order or starting another payment cancels a
 * waiting one (5), and money that arrives for a payment that cannot pay is refunded (6).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Public id sent to the provider and shown on the result page. */
    code: text('code').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /**
     * 'order' (orders.id), 'store_order' (store_orders.id), 'store_orders' (several store orders
     * of one cart, listed in payment_store_orders; reference_id is the first of them), 'chp' (a
     * top-up package id) or 'warehouse' (warehouse_orders.id).
     */
    purpose: text('purpose').notNull(),
    referenceId: integer('reference_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** What the payer is charged in, e.g. USD or MOP (converted from amount_cents at the exchange rate). */
    currency: text('currency').notNull().default('USD'),
    chargedMinor: bigint('charged_minor', { mode: 'number' }).notNull(),
    /** Payment code (spec: IsGuarantee): 3 PayPal, 6 card, 9 MPay, 12 other, 14 USDT. */
    channelCode: smallint('channel_code').notNull(),
    /** 0 waiting, 1 paid, 2 declined, 3 abandoned, 4 credited as CHP, 5 cancelled, 6 refunded (PaymentStatus). */
    status: smallint('status').notNull().default(0),
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_member_idx').on(t.memberId, t.createdAt),
    index('payments_reference_idx').on(t.purpose, t.referenceId),
    // An order is paid once, whatever the provider sends twice.
    uniqueIndex('payments_one_paid_idx').on(t.purpose, t.referenceId).where(sql`status = 1 and purpose <> 'chp'`),
    // At most one waiting payment per order: starting another cancels the old one first.
    uniqueIndex('payments_one_waiting_idx').on(t.purpose, t.referenceId).where(sql`status = 0 and purpose <> 'chp'`),
    check('payments_amount_check', sql`${t.amountCents} > 0 and ${t.chargedMinor} > 0`),
  ],
);

/**
 * Money the provider took that Holo could not use (the payment was cancelled, the order was
 * already paid, or the amount was not the one asked for) goes back through the provider: one
 * refund per payment, recorded before the provider is asked and settled by its answer.
 */
export const paymentRefunds = pgTable('payment_refunds', {
  id: serial('id').primaryKey(),
  paymentId: integer('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id),
  /** Why: 'cancelled', 'already_decided', 'surplus' (paid by another payment), 'closed', 'repriced', 'amount_mismatch', or 'case' (buyer protection). */
  reason: text('reason').notNull(),
  /** What goes back in the currency paid: all the provider charged, or a case's refund converted at the payment's rate. */
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  /** A case's refund (reason 'case') in USD cents, as the order-money book moves it; null for the others (their payment never paid). */
  amountCents: bigint('amount_cents', { mode: 'number' }),
  currency: text('currency').notNull(),
  /** 'pending' until the provider answers, then 'succeeded' or 'failed'. */
  status: text('status').notNull().default('pending'),
  providerRefundId: text('provider_refund_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

/**
 * The store orders one 'store_orders' payment covers (a cart over several stores paid once), with
 * each order's total as it was when the payment opened: the callback pays them all or none.
 */
export const paymentStoreOrders = pgTable(
  'payment_store_orders',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    storeOrderId: integer('store_order_id')
      .notNull()
      .references(() => storeOrders.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.storeOrderId] }), index('payment_store_orders_order_idx').on(t.storeOrderId)],
);
