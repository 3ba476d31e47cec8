import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';
import { commodities } from './commodities';

/**
 * A member's saved market search (spec 1 "Saved search"). `query` is the market URL query string in
 * its normalized form, so saving the same search twice finds the first row (unique per member).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    showValue: text('show_value').notNull(),
    imgUrl: text('img_url').notNull(),
    /** E-mail alerts on (at most SAVED_SEARCH_ALERT_LIMIT per member). */
    isNotice: boolean('is_notice').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_searches_member_query_key').on(t.memberId, t.query),
    index('saved_searches_member_created_idx').on(t.memberId, t.createdAt),
    index('saved_searches_notice_idx').on(t.memberId).where(sql`${t.isNotice}`),
  ],
);

/** One row per alert sent: the primary key is the once-per-listing-per-saved-search guarantee. */
export const savedSearchAlertsSent = pgTable(
  'saved_search_alerts_sent',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.commodityId] }), index('saved_search_alerts_sent_commodity_idx').on(t.commodityId)],
);
