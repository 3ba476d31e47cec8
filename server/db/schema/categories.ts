import { type AnyPgColumn, check, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The three-level category tree of spec 1 ("Category tree"): level 1 (Sports, TCG…), level 2
 * (Baseball, Pokémon…), level 3 (Singles, Graded…). Listings point at all three levels.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    /** 1, 2 or 3. Level 1 has no parent. */
    level: smallint('level').notNull(),
    enName: text('en_name').notNull(),
    /** Traditional Chinese name, shown when the display language is zh-Hant. */
    chName: text('ch_name').notNull(),
    /** Japanese and Korean names; '' falls back to English. */
    jaName: text('ja_name').notNull().default(''),
    koName: text('ko_name').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.sort),
    uniqueIndex('categories_parent_name_key').on(sql`coalesce(${t.parentId}, 0)`, t.enName),
    check('categories_level_check', sql`${t.level} between 1 and 3 and (${t.level} = 1) = (${t.parentId} is null)`),
  ],
);

/** A filter property (spec: ControlName), e.g. Graded, Rookie, Auto, SerialNumbered, Sports, GameComic. */
export const properties = pgTable('properties', {
  id: serial('id').primaryKey(),
  /** The key used in listings' properties and in saved-search filters, e.g. "SerialNumbered". */
  controlName: text('control_name').notNull().unique(),
  enName: text('en_name').notNull(),
  chName: text('ch_name').notNull(),
  jaName: text('ja_name').notNull().default(''),
  koName: text('ko_name').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** The values a property may take (spec: PropertyKeyValues, EnName). */
export const propertyValues = pgTable(
  'property_values',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    enName: text('en_name').notNull(),
    chName: text('ch_name').notNull(),
    jaName: text('ja_name').notNull().default(''),
    koName: text('ko_name').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('property_values_property_name_key').on(t.propertyId, t.enName)],
);

/** Which properties a third-level category offers as filters, in display order. */
export const categoryProperties = pgTable(
  'category_properties',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.propertyId] }), index('category_properties_property_idx').on(t.propertyId)],
);

/**
 * A raw card's condition (src/domain/catalog/grading.ts rawConditions) with its name per language:
 * the names are data, so the API sends them in the request's language.
 */
export const cardConditions = pgTable('card_conditions', {
  code: text('code').primaryKey(),
  enName: text('en_name').notNull(),
  jaName: text('ja_name').notNull(),
  koName: text('ko_name').notNull(),
  chName: text('ch_name').notNull(),
  sort: integer('sort').notNull().default(0),
});
