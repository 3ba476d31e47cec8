import { index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Market areas (spec 1 "Area": Code, EName). The area drives the currency shown and the home page content. */
export const areas = pgTable('areas', {
  /** Area / member-source code, e.g. "US", "MO". */
  code: text('code').primaryKey(),
  enName: text('en_name').notNull(),
  /** ISO currency prices are shown in for members of this area (USD, MOP for Macao). */
  currency: text('currency').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** US states with the combined (state + average local) sales-tax percent used at checkout. */
export const usStates = pgTable('us_states', {
  /** Two-letter USPS code, e.g. "CA". */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Percent, e.g. 8.850 for 8.85 %. */
  taxPercent: numeric('tax_percent', { precision: 6, scale: 3 }).notNull(),
});

/**
 * Exchange rates against USD, the base currency. The rate shown to members is
 * usd_rate + additional_amount units of the currency per 1 USD (spec 1 section 9).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').primaryKey(),
    /** Units of this currency per 1 USD, e.g. 8.05 for MOP. */
    usdRate: numeric('usd_rate', { precision: 14, scale: 6 }).notNull(),
    /** Added to the rate (the original's "additional fee"), in units of this currency per USD. */
    additionalAmount: numeric('additional_amount', { precision: 14, scale: 6 }).notNull().default('0'),
    /** Decimal places the currency is shown with. */
    decimals: smallint('decimals').notNull().default(2),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exchange_rates_updated_idx').on(t.updatedAt)],
);
