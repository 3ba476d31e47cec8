import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Holo's staff (DESIGN.md 5b roles): a member with one row per desk they may use: 'cases',
 * 'warehouse', 'tax', 'sellers', 'content'. A staff member sees only their desks' tools.
 */
export const staffDesks = pgTable(
  'staff_desks',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    desk: text('desk').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.desk] })],
);

/** Every staff action, who and when (DESIGN.md 5b): written in the action's own transaction. */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    staffMemberId: integer('staff_member_id')
      .notNull()
      .references(() => members.id),
    desk: text('desk').notNull(),
    /** e.g. 'case.refund', 'case.return', 'case.close'. */
    action: text('action').notNull(),
    /** What it was done to, e.g. 'case:12'. */
    subject: text('subject').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_actions_subject_idx').on(t.subject, t.createdAt), index('staff_actions_staff_idx').on(t.staffMemberId, t.createdAt)],
);
