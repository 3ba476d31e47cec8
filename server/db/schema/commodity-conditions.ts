import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { commodities } from './commodities';

/**
 * The conditions a store item (order_type 1) is sold in (spec 2 "Store item" Condition): each with
 * its own price, stock and purchase limit. Stock is what is left; quantity_sold what has gone.
 * A condition the seller removed is retired, never deleted: order lines and cart lines point at it,
 * and order history, receipts and cases keep showing it (docs/decisions.md, issue 33).
 */
export const commodityConditions = pgTable(
  'commodity_conditions',
  {
    id: serial('id').primaryKey(),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id, { onDelete: 'cascade' }),
    conditionName: text('condition_name').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    /** The struck-through "was" price; null when there is none. */
    underlinedPriceCents: bigint('underlined_price_cents', { mode: 'number' }),
    /** Show the underlined price next to the price (spec: ShowPrice). */
    showPrice: boolean('show_price').notNull().default(false),
    stock: integer('stock').notNull().default(0),
    quantitySold: integer('quantity_sold').notNull().default(0),
    /** A buyer may buy at most limit_num of this condition when is_limit. */
    isLimit: boolean('is_limit').notNull().default(false),
    limitNum: integer('limit_num').notNull().default(0),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    sort: integer('sort').notNull().default(0),
    /** When the seller removed it; buyers no longer see or buy it. Null while it is sold. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    index('commodity_conditions_commodity_idx').on(t.commodityId, t.sort),
    check('commodity_conditions_stock_check', sql`${t.stock} >= 0 and ${t.quantitySold} >= 0 and ${t.priceCents} > 0`),
    check('commodity_conditions_limit_check', sql`not ${t.isLimit} or ${t.limitNum} > 0`),
  ],
);
