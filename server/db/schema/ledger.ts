import { index, integer, pgTable, serial, bigint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * The order-money book (DESIGN.md section 5b): where each order's payment is. A paid order puts
 * its total in 'escrow'; finishing it moves the total out of escrow to the seller's 'proceeds'
 * (item and postage), Holo's 'fees' (the buyer premium), 'tax' (state tax Holo remits) and
 * 'promotions' (coupons and discounts Holo pays, negative). Amounts are signed cents; every
 * order's rows add up to what its buyer paid. With chp_ledger (members' CHP) it is Holo's one
 * ledger; a refund (issue 28) adds rows here too.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    /** 'escrow', 'proceeds', 'fees', 'tax', 'promotions'. */
    account: text('account').notNull(),
    /** The seller for 'proceeds'; null for Holo's own accounts. */
    memberId: integer('member_id').references(() => members.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** 'order' or 'store_order'. */
    orderKind: text('order_kind').notNull(),
    orderId: integer('order_id').notNull(),
    /** Why: 'paid', 'finished' (later: 'refunded'). With the account, once per order. */
    event: text('event').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A replayed payment callback or a second sweeper cannot move an order's money twice.
    uniqueIndex('ledger_entries_once_idx').on(t.orderKind, t.orderId, t.event, t.account),
    index('ledger_entries_member_idx').on(t.memberId, t.createdAt),
  ],
);
