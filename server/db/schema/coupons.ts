import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';
import { orders } from './orders';

/**
 * Coupon kinds (spec 2 "Coupon": Title, FreeMoney, IsAllUse, Commoditys). A member holds copies
 * (member_coupons); `share` marks the kind a shared-coupon link hands out (coupon_shares).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** The amount off, USD cents (spec: FreeMoney). */
    freeCents: bigint('free_cents', { mode: 'number' }).notNull(),
    /** Usable on every store item (spec: IsAllUse); else only on commodity_ids. */
    isAllUse: boolean('is_all_use').notNull().default(true),
    commodityIds: integer('commodity_ids').array().notNull().default(sql`'{}'::int[]`),
    /** How long a member's copy lasts from when they got it. */
    validDays: integer('valid_days').notNull().default(30),
    share: boolean('share').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('coupons_free_check', sql`${t.freeCents} > 0 and ${t.validDays} > 0`)],
);

/** A member's coupon (spec 3 "Coupon": FreeMoney, EndDate, IsAllUse). Status 0 unused, 1 used. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The store order line it was spent on. */
    usedStoreOrderId: integer('used_store_order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The paid order whose share link handed it out (coupon_shares); null for a grant. */
    sharedOrderId: integer('shared_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_coupons_member_idx').on(t.memberId, t.status, t.expiresAt),
    // One coupon per member from each shared link.
    uniqueIndex('member_coupons_one_per_share_idx').on(t.memberId, t.sharedOrderId).where(sql`shared_order_id is not null`),
  ],
);

/**
 * A paid order's share link, made when its buyer first shares it: the link names only the token
 * (random, 256 bits), so drawing needs the link itself, never a guess of order and member ids.
 * Kept as is (not hashed) so the buyer can copy the same link again.
 */
export const couponShares = pgTable('coupon_shares', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique('coupon_shares_token_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
