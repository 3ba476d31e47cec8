import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { members } from './members';

/** A text per language ('en' always; 'ja', 'ko', 'zh-Hant' when written), shown in the member's. */
export type LocalizedText = { en: string } & Partial<Record<'ja' | 'ko' | 'zh-Hant', string>>;

/**
 * Holo's promotions (spec 3 "Activity", "Promotions"): written by the content desk through
 * /api/staff. Status is not stored: before `starts_at` it is coming soon (0), until `ends_at` live
 * (1), then finished (2). `regions` holds the member sources it runs for (members.member_source:
 * 'US', 'KR', 'MO'…); empty means everywhere. One live `popup` activity of the member's region is
 * the promotional pop-up on home and settings.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    /** Pictures from the upload service (/media/…) or Holo's own (/promo/…), the first is the cover. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Spec ActivityType: 0 sign-up, 1 keep a shipping address, 2 any other promotion. */
    activityType: integer('activity_type').notNull(),
    regions: jsonb('regions').$type<string[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    popup: boolean('popup').notNull().default(false),
    createdBy: integer('created_by').references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_time_idx').on(t.endsAt, t.startsAt)],
);

/**
 * A gift a member won or earned in an activity (spec 3 "Activity order"): a physical prize
 * (gift_type 0) shipped with a carrier and tracking number, or raffle tickets (1) with their
 * redemption codes. Status 2 unreleased until the content desk releases it, then 1 released.
 * One gift per member and activity.
 */
export const activityGifts = pgTable(
  'activity_gifts',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    giftName: jsonb('gift_name').$type<LocalizedText>().notNull(),
    giftImage: text('gift_image'),
    giftType: integer('gift_type').notNull(),
    status: integer('status').notNull().default(2),
    carrierName: text('carrier_name'),
    trackingNumber: text('tracking_number'),
    redemptionCodes: jsonb('redemption_codes').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [unique('activity_gifts_activity_member_key').on(t.activityId, t.memberId), index('activity_gifts_member_idx').on(t.memberId, t.createdAt)],
);
