import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { commodities } from './commodities';

/** A member watching a listing (the watch list). commodities.attention_count counts these rows. */
export const watches = pgTable(
  'watches',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.commodityId] }), index('watches_commodity_idx').on(t.commodityId)],
);

/** A member following (saving) a seller; a store's follower count counts these rows. */
export const followedSellers = pgTable(
  'followed_sellers',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sellerMemberId: integer('seller_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.sellerMemberId] }), index('followed_sellers_seller_idx').on(t.sellerMemberId)],
);
