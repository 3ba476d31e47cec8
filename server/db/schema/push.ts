import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * The push relay's tables (push-server/, DESIGN.md section 6). The VAPID key pair is made once by
 * whichever process starts first and shared by every relay and API node through this one row.
 */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  id: smallint('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One browser (device) of a member that agreed to notifications; the endpoint is unique to it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), for RFC 8291 encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** A short label of the device, from its user agent, for the settings page. */
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_member_idx').on(t.memberId)],
);

/** A member's choice for one notification kind; no row means the kind is on. */
export const pushPreferences = pgTable(
  'push_preferences',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind] })],
);

/**
 * One push message for one subscription: written by the relay's fan-out of a 'push' outbox event,
 * sent (or retried with backoff, or superseded by a newer message with the same topic) by its sender.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: serial('id').primaryKey(),
    /** The 'push' outbox event it came from: a redelivered event fans out nothing twice. */
    eventId: integer('event_id').notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The Topic header: a newer message with the same topic replaces an unsent older one. */
    topic: text('topic'),
    urgency: text('urgency').notNull(),
    ttlSeconds: integer('ttl_seconds').notNull(),
    /** The JSON the service worker shows (title, body, url, image, tag). */
    message: jsonb('message').notNull(),
    /** When the event was committed, for the commit-to-send delay. */
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    /** 'pending', 'sent', 'superseded', 'failed' (gave up after the last retry). */
    status: text('status').notNull().default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('push_deliveries_event_subscription_key').on(t.eventId, t.subscriptionId),
    index('push_deliveries_pending_idx').on(t.availableAt, t.id).where(sql`${t.status} = 'pending'`),
    index('push_deliveries_topic_idx').on(t.subscriptionId, t.topic).where(sql`${t.status} = 'pending'`),
  ],
);
