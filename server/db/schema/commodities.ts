import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { stores } from './stores';
import { categories } from './categories';
import { manufacturers } from './manufacturers';

/** Listing properties keyed by ControlName, valued by the property value's EnName: { Rookie: 'Yes', Sports: 'Baseball' }. */
export type CommodityProperties = Record<string, string>;

/**
 * A listing ("commodity", spec 2 "Commodity"): an auction (by_way 2), a buy-now item (by_way 1,
 * offers allowed when bargain), or a store item (order_type 1, sold by condition from
 * commodity_conditions). Money is USD cents. Status (spec 1 section 4): 2 coming soon, 1 on sale,
 * 0 sold out, -1 ended without a sale, -2 sold.
 */
export const commodities = pgTable(
  'commodities',
  {
    id: serial('id').primaryKey(),
    /** Public item code (spec: CommodityCode). */
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    detail: text('detail').notNull().default(''),
    /** The main image (spec: TitImg); also images[0]. */
    titImg: text('tit_img').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    firstCategoryId: integer('first_category_id').notNull().references(() => categories.id),
    secondCategoryId: integer('second_category_id').notNull().references(() => categories.id),
    thirdCategoryId: integer('third_category_id').notNull().references(() => categories.id),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    /** Spec: CommodityYear, CommoditySeries. */
    year: smallint('year'),
    series: text('series'),
    cardNumber: text('card_number'),
    player: text('player'),
    isGraded: boolean('is_graded').notNull().default(false),
    /** Grading label when graded, e.g. "PSA 10". */
    grade: text('grade'),
    properties: jsonb('properties').$type<CommodityProperties>().notNull().default({}),
    byWay: smallint('by_way').notNull(),
    /** Offers allowed (spec: Bargain 1). */
    bargain: boolean('bargain').notNull().default(false),
    /** 0 marketplace listing, 1 store item. */
    orderType: smallint('order_type').notNull().default(0),
    status: smallint('status').notNull(),
    /** Current price: the visible auction price, or the buy-now price (lowest condition price for store items). */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    startPriceCents: bigint('start_price_cents', { mode: 'number' }).notNull(),
    /** Lowest offer accepted (spec: USD_LPrice); null = no minimum. */
    offerMinCents: bigint('offer_min_cents', { mode: 'number' }),
    /** Offers at or above this are accepted at once (spec: USD_HPrice); null = never automatic. */
    offerAutoAcceptCents: bigint('offer_auto_accept_cents', { mode: 'number' }),
    postageCents: bigint('postage_cents', { mode: 'number' }).notNull().default(0),
    /** CHP (whole USD) held before a first bid; 0 for non-auctions. */
    depositNum: integer('deposit_num').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Auction end (spec: EffectiveDate); null for buy-now and store items that run until sold or withdrawn. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Soft close: a bid in the last N seconds moves the end to now + N. Null = off. */
    extendedBiddingSeconds: integer('extended_bidding_seconds'),
    auctionCount: integer('auction_count').notNull().default(0),
    attentionCount: integer('attention_count').notNull().default(0),
    sellerMemberId: integer('seller_member_id')
      .notNull()
      .references(() => members.id),
    storeId: integer('store_id').references(() => stores.id),
    /** The seller's MemberSource at listing time (drives domestic versus cross-region shipping). */
    memberSource: text('member_source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('commodities_status_ends_idx').on(t.status, t.endsAt),
    index('commodities_status_created_idx').on(t.status, t.createdAt),
    index('commodities_status_price_idx').on(t.status, t.priceCents),
    index('commodities_first_category_idx').on(t.firstCategoryId, t.status),
    index('commodities_second_category_idx').on(t.secondCategoryId, t.status),
    index('commodities_third_category_idx').on(t.thirdCategoryId, t.status),
    index('commodities_manufacturer_idx').on(t.manufacturerId, t.status),
    index('commodities_seller_idx').on(t.sellerMemberId, t.status),
    index('commodities_store_idx').on(t.storeId, t.status),
    index('commodities_properties_idx').using('gin', t.properties.op('jsonb_path_ops')),
    check('commodities_by_way_check', sql`${t.byWay} in (1, 2)`),
    check('commodities_status_check', sql`${t.status} in (-2, -1, 0, 1, 2)`),
    check('commodities_order_type_check', sql`${t.orderType} in (0, 1)`),
    check('commodities_prices_check', sql`${t.priceCents} >= 0 and ${t.startPriceCents} >= 0 and ${t.postageCents} >= 0`),
  ],
);
