import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A member blocking another (the blocked list, spec 1 section 4 "Block"). A blocked seller's
 * listings stay out of the blocker's searches and alerts; blocking also ends a follow.
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    blockedMemberId: integer('blocked_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.blockedMemberId] }), index('member_blocks_blocked_idx').on(t.blockedMemberId)],
);
