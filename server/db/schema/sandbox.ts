import { bigint, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
 * A refund is kept on the same row, so asking twice answers the same refund.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  providerReference: text('provider_reference').primaryKey(),
  state: text('state').notNull(),
  refundId: text('refund_id'),
  refundedMinor: bigint('refunded_minor', { mode: 'number' }),
  refundCurrency: text('refund_currency'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
