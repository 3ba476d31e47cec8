import { bigint, index, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Messages "sent" by the sandbox SMS and e-mail providers, shown at /dev/inbox outside production. */
export const sandboxMessages = pgTable('sandbox_messages', {
  id: serial('id').primaryKey(),
  /** 'sms' or 'email'. */
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox payment provider's own record of a hosted payment, as a real provider keeps one: no
 * row while it is open; then 'paid', 'declined', 'abandoned' or 'cancelled' (by the merchant), once.
 * charged_minor is what the payer approved (null when the sandbox never saw the payer decide, as
 * when a test sends its callback directly): its refunds never add up to more.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  providerReference: text('provider_reference').primaryKey(),
  state: text('state').notNull(),
  chargedMinor: bigint('charged_minor', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox provider's refunds, several per payment as at Stripe: each is asked with the
 * merchant's own reference (Holo's payment_refunds id) and is idempotent by it; 'pending' until the
 * sandbox posts its callback (updated_at is then the next attempt, a lease), then 'succeeded' or
 * 'failed'. A failed refund asked again is a new attempt: the same row with a new refund_id.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: serial('id').primaryKey(),
    providerReference: text('provider_reference')
      .notNull()
      .references(() => sandboxPayments.providerReference),
    /** The merchant's reference for this refund (its idempotency key). */
    reference: text('reference').notNull(),
    /** The current attempt's id, sent in the callback. */
    refundId: text('refund_id').notNull().unique(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state').notNull().default('pending'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sandbox_refunds_reference_key').on(t.providerReference, t.reference), index('sandbox_refunds_due_idx').on(t.state, t.updatedAt)],
);
