import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A member (buyer, and seller when isSeller). Spec 1 section 3, "Logged-in user". */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    nickname: text('nickname').notNull(),
    /** The nickname's look-alike key (nickname-skeleton.ts): unique, so two look-alikes cannot both register. */
    nicknameSkeleton: text('nickname_skeleton'),
    email: text('email'),
    /** Dialling code of telPhone, e.g. "1" or "853"; phones are unique per dialling code. */
    areaCode: text('area_code'),
    /** Country the phone was registered under (spec: AreaCode, e.g. "US"); "1" alone cannot tell US from CA. */
    phoneCountry: text('phone_country'),
    telPhone: text('tel_phone'),
    passwordHash: text('password_hash').notNull(),
    memberSource: text('member_source').notNull().default('US'),
    isSeller: boolean('is_seller').notNull().default(false),
    /** Seller application approved (spec: IsSell), checked when IsSeller is not set. */
    isSell: boolean('is_sell').notNull().default(false),
    pointCount: integer('point_count').notNull().default(0),
    /** 0 not verified, 1 processing, 2 verified, 3 declined. */
    verifyStatus: smallint('verify_status').notNull().default(0),
    headPortrait: text('head_portrait').notNull().default(''),
    /**
     * Feedback received (spec 3 BuyFavorableCount, BuyNegativeCount, SellFavorableCount,
     * SellNegativeCount): kept with each feedback insert, in its transaction, so lists read them
     * without counting.
     */
    buyFavorableCount: integer('buy_favorable_count').notNull().default(0),
    buyNegativeCount: integer('buy_negative_count').notNull().default(0),
    sellFavorableCount: integer('sell_favorable_count').notNull().default(0),
    sellNegativeCount: integer('sell_negative_count').notNull().default(0),
    language: text('language').notNull().default('en'),
    state: text('state'),
    stateCode: text('state_code'),
    inviteCode: text('invite_code'),
    /** 1 active, 0 disabled, -1 closed. */
    status: smallint('status').notNull().default(1),
    /** When the member closed the account (status -1); see docs/decisions.md for what is kept. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The location the member chose in the settings (spec LocationName/LocationIcon), src/domain/account/locations.ts. */
    locationCode: text('location_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_nickname_key').on(sql`lower(${t.nickname})`),
    uniqueIndex('members_nickname_skeleton_key').on(t.nicknameSkeleton),
    uniqueIndex('members_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('members_phone_key').on(t.areaCode, t.telPhone),
  ],
);

/** Sign-in sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** One-time codes sent by SMS or e-mail for registration and password reset. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    /** 'phone' or 'email'. */
    channel: text('channel').notNull(),
    /** "+1 5551234567" for phones, the lower-cased address for e-mail. */
    destination: text('destination').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.destination, t.purpose, t.createdAt)],
);

/** Sandbox human-check challenges answered before a code may be requested. */
export const humanChecks = pgTable(
  'human_checks',
  {
    id: text('id').primaryKey(),
    answer: text('answer').notNull(),
    /** SHA-256 of the ticket handed out for the right answer; null until answered. */
    ticketHash: text('ticket_hash'),
    /** The challenge's deadline, then (once answered) the ticket's. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('human_checks_ticket_key').on(t.ticketHash)],
);
