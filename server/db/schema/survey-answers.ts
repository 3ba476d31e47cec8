import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from './members';

/** Answers to the home page's "how did you hear about us" survey; member_id is null for visitors. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** friends, instagram, facebook, x, alt, youtube, card-show or other. */
    source: text('source').notNull(),
    /** Free text, kept only for card-show and other. */
    other: text('other'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('survey_answers_created_idx').on(t.createdAt),
    check('survey_answers_other_length_check', sql`char_length(${t.other}) <= 200`),
  ],
);
