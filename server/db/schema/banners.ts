import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { areas } from './regions';

/**
 * Home page carousel banners (spec 1 "Banner"). click_type says what click_url holds:
 * 0 an external URL, 2 an item id, 6 a list type (manufacturer list), 9 a store id,
 * 10 a filtered market query string.
 */
/** A banner's words per display language (src/domain/language/locales.ts), English in title/subtitle. */
export type BannerTexts = Partial<Record<'zh-Hant' | 'ko' | 'ja', { title: string; subtitle: string }>>;

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    /** Headline, also the image's alternative text. */
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /**
     * The headline and subtitle in the other display languages ({ "ko": { "title", "subtitle" } }):
     * the words are drawn over the picture, not baked into it, so each reader gets their own.
     * A language missing here shows the English title and subtitle.
     */
    texts: jsonb('texts').$type<BannerTexts>().notNull().default({}),
    imgUrl: text('img_url').notNull(),
    clickType: smallint('click_type').notNull(),
    clickUrl: text('click_url').notNull(),
    areaCode: text('area_code')
      .notNull()
      .references(() => areas.code),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('banners_area_idx').on(t.areaCode, t.sort),
    check('banners_click_type_check', sql`${t.clickType} in (0, 2, 6, 9, 10)`),
  ],
);
