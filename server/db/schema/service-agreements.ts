import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Holo's legal and information texts (spec 3 "Legal and information pages", the "service
 * agreements" call): one row per page key, language and version; the newest published version of a
 * key is the one shown. `key` names the page (src/domain/legal/agreement-keys.ts: 'privacy',
 * 'user-agreement', … 'account', 'holiday'). `content` is HTML written by Holo (sanitised on output
 * all the same).
 */
export const serviceAgreements = pgTable(
  'service_agreements',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    language: text('language').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('service_agreements_key_language_version_key').on(t.key, t.language, t.version), index('service_agreements_key_idx').on(t.key, t.version)],
);

/** Which version of which text a member agreed to, and when (sign-up, checkout). */
export const memberAgreements = pgTable(
  'member_agreements',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key, t.version] })],
);
