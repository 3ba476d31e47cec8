/**
 * A store's summary columns (spec 1 "Store"): followers and listings on sale are counted, not
 * stored, each from its own index (followed_sellers_seller_idx, commodities_store_idx); the
 * seller's feedback counts are the member's counters. The
 * subqueries name the outer "stores" row explicitly: drizzle leaves columns unqualified in a
 * single-table select, where "id" inside the subquery would mean the subquery's own table.
 */
import { sql } from 'drizzle-orm';
import { stores } from '../../db/schema';

export const storeSummaryColumns = {
  Id: stores.id,
  SellerId: stores.sellerMemberId,
  StoreName: stores.storeName,
  StoreLogo: stores.storeLogo,
  FollowerCount: sql<number>`(select count(*)::int from followed_sellers f
    where f.seller_member_id = "stores"."seller_member_id")`.mapWith(Number),
  CommoditySellCount: sql<number>`(select count(*)::int from commodities c
    where c.store_id = "stores"."id" and c.status in (1, 2))`.mapWith(Number),
  // The seller's feedback counters (kept with each feedback row), read by primary key.
  SellFavorableCount: sql<number>`(select m.sell_favorable_count from members m
    where m.id = "stores"."seller_member_id")`.mapWith(Number),
  SellNegativeCount: sql<number>`(select m.sell_negative_count from members m
    where m.id = "stores"."seller_member_id")`.mapWith(Number),
};
