import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (DESIGN.md section 3): a state change writes a row here in its own
 * transaction; jobs claim rows with FOR UPDATE SKIP LOCKED, so any node may run them and a crash
 * only delays a row. available_at holds back a row being worked on (a lease) or retried (backoff).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** e.g. 'listing.created', 'email'. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_pending_idx').on(t.kind, t.availableAt, t.id).where(sql`${t.processedAt} is null`)],
);
