import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Coupon kinds (spec 2 "Coupon": Title, FreeMoney, IsAllUse, Commoditys). A member holds copies
 * (member_coupons); `share` marks the kind a shared-coupon link hands out (spec 3 /coupon?e=…).
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
    /** The paid order whose share link handed it out (spec 3 /coupon?e={orderId}); null for a grant. */
    sharedOrderId: integer('shared_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_coupons_member_idx').on(t.memberId, t.status, t.expiresAt),
    // One coupon per member from each shared link.
    uniqueIndex('member_coupons_one_per_share_idx').on(t.memberId, t.sharedOrderId).where(sql`shared_order_id is not null`),
  ],
);
