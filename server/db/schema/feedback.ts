import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';
import { commodities } from './commodities';

/**
 * Feedback (spec 3 "Feedback / Appraisal"): one per finished order and side. AppraisalType says
 * whom it is about: 1 the buyer (left by the seller), 2 the seller (left by the buyer).
 * AppraisalStatus 1 positive, 2 negative. The members' four counters move in the same
 * transaction as the insert.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    /** 'order' (orders.id) or 'store_order' (store_orders.id). */
    orderKind: text('order_kind').notNull(),
    orderId: integer('order_id').notNull(),
    fromMemberId: integer('from_member_id')
      .notNull()
      .references(() => members.id),
    toMemberId: integer('to_member_id')
      .notNull()
      .references(() => members.id),
    appraisalType: smallint('appraisal_type').notNull(),
    appraisalStatus: smallint('appraisal_status').notNull(),
    /** At most 100 characters (spec 2 section 5). */
    content: text('content').notNull(),
    /** The item the feedback is shown with (a store order's first line). */
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feedback_one_per_side_idx').on(t.orderKind, t.orderId, t.appraisalType),
    index('feedback_to_member_idx').on(t.toMemberId, t.appraisalType, t.appraisalStatus, t.createdAt),
    check('feedback_kind_check', sql`${t.appraisalType} in (1, 2) and ${t.appraisalStatus} in (1, 2)`),
  ],
);
