import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { tsvector } from '../column-types';
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
    /** Grading label when graded, e.g. "PSA 10": derived from grader and grade_tenths (kept for search and old readers). */
    grade: text('grade'),
    /** Structured specifics (src/domain/catalog/grading.ts): the grading company's code, e.g. "PSA"; null for raw cards. */
    grader: text('grader'),
    /** The grade on the grader's scale in tenths (95 = 9.5); set exactly when grader is. */
    gradeTenths: smallint('grade_tenths'),
    /** The certification number on the slab's label. */
    certNumber: text('cert_number'),
    /** A raw card's condition code (card_conditions): NM, LP, MP, HP, DMG; null for graded cards and sealed products. */
    rawCondition: text('raw_condition'),
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
    /** Distinct bidders (spec: AuctionsUserCount). */
    auctionsUserCount: integer('auctions_user_count').notNull().default(0),
    /**
     * The proxy-bidding state kept on the row (src/domain/bidding/proxy-bidding.ts), so a bid reads
     * and writes one locked row instead of aggregating the bids: the leader and their secret maximum.
     */
    leaderMemberId: integer('leader_member_id').references(() => members.id),
    leaderMaxCents: bigint('leader_max_cents', { mode: 'number' }).notNull().default(0),
    attentionCount: integer('attention_count').notNull().default(0),
    sellerMemberId: integer('seller_member_id')
      .notNull()
      .references(() => members.id),
    storeId: integer('store_id').references(() => stores.id),
    /** The seller's MemberSource at listing time (drives domestic versus cross-region shipping). */
    memberSource: text('member_source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The keyword search document, weighted: title and player A, set and manufacturer B, year and
     * card number C ('simple' configuration, folded: lower case, no accents). Filled by the
     * commodities_search_refresh trigger (migration 0001_search), not by code: the manufacturer's
     * name lives in another table, which a generated column cannot read.
     */
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    /** Title and player, folded: best match adds their trigram similarity to what was typed. */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => {
    const filters = [
      t.firstCategoryId, t.secondCategoryId, t.thirdCategoryId, t.manufacturerId, t.priceCents,
      t.byWay, t.bargain, t.isGraded, t.sellerMemberId, t.storeId,
    ];
    return [
      // Market search (server/services/catalog): per status group (selling = 1 or 2, sold = -2) one
      // index per sort tab, keyed by the sort column and the id tiebreak, so a sorted page is read
      // straight from an index. The trailing columns are the common filters (category levels,
      // manufacturer, price, listing type, graded, seller, store): a filtered walk or a capped count
      // checks them in the index without visiting the table (drizzle has no INCLUDE; trailing key
      // columns do the same job here because (sort column, id) is already unique).
      index('commodities_selling_search_idx').using('gin', t.searchVector).where(sql`status in (1, 2)`),
      index('commodities_sold_search_idx').using('gin', t.searchVector).where(sql`status = -2`),
      index('commodities_selling_ending_idx').on(t.endsAt, t.id, ...filters).where(sql`status in (1, 2)`),
      index('commodities_selling_price_idx').on(t.priceCents, t.id, ...filters).where(sql`status in (1, 2)`),
      index('commodities_selling_newly_idx').on(t.createdAt, t.id, ...filters).where(sql`status in (1, 2)`),
      index('commodities_selling_bids_idx').on(t.auctionCount, t.id, ...filters).where(sql`status in (1, 2) and by_way = 2`),
      index('commodities_sold_ending_idx')
        .on(t.endsAt.desc().nullsLast(), t.id.desc(), ...filters)
        .where(sql`status = -2`),
      index('commodities_sold_price_idx').on(t.priceCents, t.id, ...filters).where(sql`status = -2`),
      index('commodities_sold_newly_idx').on(t.createdAt, t.id, ...filters).where(sql`status = -2`),
      index('commodities_sold_bids_idx').on(t.auctionCount, t.id, ...filters).where(sql`status = -2 and by_way = 2`),
      // The home page's like carousel: the most watched listings on sale.
      index('commodities_on_sale_watched_idx').on(t.attentionCount, t.id).where(sql`status = 1`),
      index('commodities_first_category_idx').on(t.firstCategoryId, t.status),
      index('commodities_second_category_idx').on(t.secondCategoryId, t.status),
      index('commodities_third_category_idx').on(t.thirdCategoryId, t.status),
      index('commodities_manufacturer_idx').on(t.manufacturerId, t.status),
      index('commodities_seller_idx').on(t.sellerMemberId, t.status),
      index('commodities_store_idx').on(t.storeId, t.status),
      // The settlement sweeper: live auctions by end time.
      index('commodities_auction_due_idx').on(t.endsAt, t.id).where(sql`status in (1, 2) and by_way = 2`),
      index('commodities_selling_properties_idx').using('gin', t.properties.op('jsonb_path_ops')).where(sql`status in (1, 2)`),
      // The grade, year and condition filters (market search, bitmap plans).
      index('commodities_selling_grade_idx').on(t.grader, t.gradeTenths).where(sql`status in (1, 2) and grader is not null`),
      index('commodities_selling_year_idx').on(t.year).where(sql`status in (1, 2)`),
      index('commodities_selling_condition_idx').on(t.rawCondition).where(sql`status in (1, 2) and raw_condition is not null`),
      index('commodities_sold_properties_idx').using('gin', t.properties.op('jsonb_path_ops')).where(sql`status = -2`),
      check('commodities_by_way_check', sql`${t.byWay} in (1, 2)`),
      check('commodities_status_check', sql`${t.status} in (-2, -1, 0, 1, 2)`),
      check('commodities_order_type_check', sql`${t.orderType} in (0, 1)`),
      check('commodities_grading_check', sql`(${t.grader} is null) = (${t.gradeTenths} is null) and (${t.grader} is null or ${t.rawCondition} is null)`),
      check('commodities_prices_check', sql`${t.priceCents} >= 0 and ${t.startPriceCents} >= 0 and ${t.postageCents} >= 0`),
    ];
  },
);
