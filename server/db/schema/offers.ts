import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { commodities } from './commodities';

/**
 * Best Offer (spec 2 "Offer (bargain)", "Offer status"). BargainType 1 is the buyer's offer, 2 the
 * seller's counter-offer (parent_offer_id is the offer it answers). Status: 0 waiting for an answer,
 * 1 accepted, 3 declined, 4 expired (no answer by reply_due_at), 5 countered. At most 3 buyer
 * offers per buyer and item.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id),
    buyerMemberId: integer('buyer_member_id')
      .notNull()
      .references(() => members.id),
    sellerMemberId: integer('seller_member_id')
      .notNull()
      .references(() => members.id),
    bargainType: smallint('bargain_type').notNull().default(1),
    parentOfferId: integer('parent_offer_id'),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull().default(0),
    /** Who must answer by then: the seller for an offer (48 h), the buyer for a counter-offer. */
    replyDueAt: timestamp('reply_due_at', { withTimezone: true }).notNull(),
    /** The order made when this offer (or counter-offer) was accepted. */
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('offers_item_buyer_idx').on(t.commodityId, t.buyerMemberId, t.createdAt),
    index('offers_seller_idx').on(t.sellerMemberId, t.status, t.createdAt),
    index('offers_due_idx').on(t.replyDueAt).where(sql`status = 0`),
    check('offers_price_check', sql`${t.priceCents} > 0`),
  ],
);
