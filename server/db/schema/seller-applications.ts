import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A member's application to sell (spec 3 "Seller application status", "Become a seller"), one row
 * per member, reused by a reapplication. Status: 0 sent to the payout provider's onboarding,
 * 1 onboarded and waiting for the sellers desk's audit, 2 active (Start Selling sets
 * members.is_seller), 3 refused, by the payout provider or by the desk (`refused_by`, and the desk's
 * `refusal_reason`). `payout_account_id` is the provider's account, known once its signed result
 * came back.
 */
export const sellerApplications = pgTable('seller_applications', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  status: integer('status').notNull().default(0),
  payoutAccountId: text('payout_account_id'),
  /** 'provider' or 'staff' when status is 3. */
  refusedBy: text('refused_by'),
  refusalReason: text('refusal_reason'),
  attempts: integer('attempts').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  decidedBy: integer('decided_by').references(() => members.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

/**
 * The sandbox payout provider's own record of an onboarding, as a real provider keeps one (like
 * sandbox_payments): 'open' while the member fills it in, then 'verified' or 'rejected', once.
 */
export const sandboxPayoutAccounts = pgTable('sandbox_payout_accounts', {
  accountId: text('account_id').primaryKey(),
  /** Holo's member id, as the merchant passed it when opening the onboarding. */
  merchantReference: text('merchant_reference').notNull(),
  state: text('state').notNull().default('open'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
