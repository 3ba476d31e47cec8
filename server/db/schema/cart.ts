import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';
import { commodities } from './commodities';
import { commodityConditions } from './commodity-conditions';
import { stores } from './stores';

/** The store cart (spec 2 "Cart line"): one line per member and store-item condition. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id, { onDelete: 'cascade' }),
    conditionId: integer('condition_id')
      .notNull()
      .references(() => commodityConditions.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_member_condition_key').on(t.memberId, t.conditionId),
    check('cart_lines_num_check', sql`${t.num} >= 1`),
  ],
);

/**
 * Store-mall orders (spec 2 "Store-mall order", spec 3 "Store order"): one per store and checkout,
 * with its lines. OrderStatus: 1 unpaid, 2 paid (to ship), 3 shipped, 4 complete, 6 closed unpaid.
 * PostageType: 1 pay on delivery, 2 free, 3 a fixed amount.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    buyerMemberId: integer('buyer_member_id')
      .notNull()
      .references(() => members.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    areaCode: text('area_code').notNull(),
    currency: text('currency').notNull().default('USD'),
    orderStatus: smallint('order_status').notNull().default(1),
    /** Lines, before tax and postage (spec: OrderAmount). */
    itemsCents: bigint('items_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    postageType: smallint('postage_type').notNull(),
    postageCents: bigint('postage_cents', { mode: 'number' }).notNull().default(0),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    /** What is paid (spec: PriceTotal). */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** The payment method chosen: the region's card channel (6, or 9 for Macao) or other (12). */
    isGuarantee: smallint('is_guarantee').notNull().default(6),
    consignee: text('consignee').notNull(),
    telephone: text('telephone').notNull(),
    postalCode: text('postal_code').notNull(),
    provinceName: text('province_name').notNull(),
    cityName: text('city_name').notNull(),
    addressDetail: text('address_detail').notNull(),
    payDueAt: timestamp('pay_due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Shipped (status 3), finished (status 4: confirmed by the buyer, received_at, or by the sweeper). */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_orders_buyer_idx').on(t.buyerMemberId, t.orderStatus, t.createdAt),
    index('store_orders_store_idx').on(t.storeId, t.orderStatus, t.createdAt),
    index('store_orders_unpaid_due_idx').on(t.payDueAt).where(sql`order_status = 1`),
    check('store_orders_money_check', sql`${t.itemsCents} >= 0 and ${t.totalCents} >= 0`),
  ],
);

export const storeOrderLines = pgTable(
  'store_order_lines',
  {
    id: serial('id').primaryKey(),
    storeOrderId: integer('store_order_id')
      .notNull()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id),
    conditionId: integer('condition_id')
      .notNull()
      .references(() => commodityConditions.id),
    quantity: integer('quantity').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    /** A coupon spent on this line (spec 2: each coupon once per line) and what it took off. */
    memberCouponId: integer('member_coupon_id'),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    /** Title and condition name as bought. */
    title: text('title').notNull(),
    conditionName: text('condition_name').notNull(),
  },
  (t) => [
    index('store_order_lines_order_idx').on(t.storeOrderId),
    index('store_order_lines_bought_idx').on(t.conditionId),
    check('store_order_lines_quantity_check', sql`${t.quantity} >= 1`),
  ],
);
