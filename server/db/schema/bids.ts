import { bigint, boolean, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { commodities } from './commodities';

/**
 * Auction bids (spec 2 "Bid"). A bid is the bidder's maximum (proxy bidding, DESIGN.md section 5);
 * price_cents is the listing's visible price right after the bid, as the bid history shows it.
 */
export const bids = pgTable(
  'bids',
  {
    id: serial('id').primaryKey(),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    maxCents: bigint('max_cents', { mode: 'number' }).notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    /** Placed by the proxy engine on the member's behalf rather than by the member. */
    isAuto: boolean('is_auto').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bids_commodity_idx').on(t.commodityId, t.createdAt),
    index('bids_member_idx').on(t.memberId, t.createdAt),
  ],
);
