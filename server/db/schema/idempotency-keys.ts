import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Idempotency-Key headers of replayable POSTs (the PWA's offline queue), kept 24 hours per member:
 * a replay with the same key gets the first answer back instead of doing the work again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The operation the key belongs to, e.g. "saved-search.create". */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
