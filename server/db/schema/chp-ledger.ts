import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * The CHP ledger: every change to a member's prepaid balance is one row. The balance is never
 * stored: balance = credits − debits − active holds, computed from these rows.
 */
export const chpLedger = pgTable(
  'chp_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 'credit' (top-up, refund), 'debit' (spend), 'hold' (bid deposit), 'release' (hold returned). */
    kind: text('kind').notNull(),
    /** Positive amount in cents. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    /** What the row belongs to, e.g. "commodity:123" for a deposit hold. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chp_ledger_member_idx').on(t.memberId, t.createdAt),
    // One deposit hold and at most one release per member and item: a double click or a second
    // sweeper cannot hold or return a deposit twice.
    uniqueIndex('chp_ledger_one_hold_idx').on(t.memberId, t.reference).where(sql`kind = 'hold'`),
    uniqueIndex('chp_ledger_one_release_idx').on(t.memberId, t.reference).where(sql`kind = 'release'`),
  ],
);
