/**
 * The per-address request limits of @fastify/rate-limit (perMinute on sign-in, codes, uploads…),
 * counted in the database so every node behind a load balancer counts the same requests
 * (server/http/rate-limit-store.ts). One row per route and key for the current window.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitHits = pgTable('rate_limit_hits', {
  /** "<METHOD><route url>:<key>", the key being the client's address or the route's own key. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
