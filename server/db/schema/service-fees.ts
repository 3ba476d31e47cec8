import { sql } from 'drizzle-orm';
import { bigint, check, numeric, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The service list (spec 2 "Fee lookups": BuyerSource, SellerSource, PayType, Fee, Discount): the
 * service fee of a marketplace order by buyer region, seller region and payment code. '*' and pay
 * type 0 match any; the most specific row wins (src/domain/fees/service-fee.ts), and the '*', '*', 0
 * row is DESIGN.md's buyer premium. Reference data, seeded.
 */
export const serviceFeeRates = pgTable(
  'service_fee_rates',
  {
    id: serial('id').primaryKey(),
    buyerSource: text('buyer_source').notNull().default('*'),
    sellerSource: text('seller_source').notNull().default('*'),
    /** Payment code (IsGuarantee), 0 for any. */
    payType: smallint('pay_type').notNull().default(0),
    /** Percent of price + postage, e.g. 5.000. */
    feePercent: numeric('fee_percent', { precision: 6, scale: 3 }).notNull(),
    /** The smallest fee, USD cents. */
    minimumCents: bigint('minimum_cents', { mode: 'number' }).notNull().default(50),
    /** Percent of the fee given back as the order's Discount. */
    discountPercent: numeric('discount_percent', { precision: 6, scale: 3 }).notNull().default('0'),
  },
  (t) => [
    uniqueIndex('service_fee_rates_key').on(t.buyerSource, t.sellerSource, t.payType),
    check(
      'service_fee_rates_check',
      sql`${t.feePercent} >= 0 and ${t.minimumCents} >= 0 and ${t.discountPercent} >= 0 and ${t.discountPercent} <= 100`,
    ),
  ],
);
