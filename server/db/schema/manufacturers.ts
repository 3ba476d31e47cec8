import { check, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Card manufacturers shown as logo tabs: manufacturer_type 0 on /list (and the home page tiles),
 * 1 on the US Buy It Now list /buynow (spec 1 "/list and /buynow").
 */
export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logoUrl: text('logo_url').notNull(),
    manufacturerType: smallint('manufacturer_type').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('manufacturers_type_name_key').on(t.manufacturerType, t.name),
    check('manufacturers_type_check', sql`${t.manufacturerType} in (0, 1)`),
  ],
);
