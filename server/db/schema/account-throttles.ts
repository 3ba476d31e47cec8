/**
 * Per-account throttle of sign-ins and code requests, keyed by what the attempt names (e.g.
 * "sign-in:+1 5551234567"), so every node of a PostgreSQL deployment counts the same attempts.
 * Rows are updated under a row lock (take-account-attempt.ts); a success deletes the row.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const accountThrottles = pgTable('account_throttles', {
  key: text('key').primaryKey(),
  /** Attempts since the count last started (an hour of quiet starts it again). */
  attempts: integer('attempts').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  /** No attempt is let through before this moment. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
