import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { areas } from './regions';

/**
 * A seller's store (spec 1 "Store"): one per seller. Follower, selling and sold counts are not
 * stored; they are counted from followed_sellers and commodities.
 */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    sellerMemberId: integer('seller_member_id')
      .notNull()
      .unique()
      .references(() => members.id, { onDelete: 'restrict' }),
    storeName: text('store_name').notNull().unique(),
    storeLogo: text('store_logo').notNull(),
    aboutStore: text('about_store').notNull().default(''),
    /** Shown in the home page's recommended sellers carousel. */
    isRecommended: boolean('is_recommended').notNull().default(false),
    areaCode: text('area_code')
      .notNull()
      .references(() => areas.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stores_recommended_idx').on(t.isRecommended, t.id)],
);
