import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { commodities } from './commodities';

/** Recently viewed listings (spec 1 SaveTourHistory, /myholo/recently): one row per item, newest 100 kept. */
export const tourHistory = pgTable(
  'tour_history',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.commodityId] }), index('tour_history_member_viewed_idx').on(t.memberId, t.viewedAt)],
);
