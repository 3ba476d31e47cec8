import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A member's notifications (spec 3 "Notification", /messages). send_type is spec 3's SendType
 * (src/domain/member/notification-types.ts); relation_id points at what it is about (an item, an
 * order…). Written by the outbox consumers and the contact-seller service, always through
 * server/services/notifications/write-notification.ts (the live badge hears of it there).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sendType: smallint('send_type').notNull(),
    title: text('title').notNull(),
    /** HTML shown on /messages/detail/{id}. */
    body: text('body').notNull(),
    relationId: integer('relation_id'),
    isRead: boolean('is_read').notNull().default(false),
    /**
     * Where opening it goes, when its type's default (src/domain/messages/notice-link.ts) is not
     * enough: a store order, a case dialog, a conversation. A path inside Holo.
     */
    link: text('link'),
    /** Meant for the member as a seller (an offer received, an order to ship, a buyer's question). */
    sellerSide: boolean('seller_side').notNull().default(false),
    /** The outbox event this notification was written for: a redelivered event writes nothing twice. */
    sourceEventId: integer('source_event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_member_read_idx').on(t.memberId, t.isRead, t.id),
    // The inbox lists a member's rows newest first.
    index('notifications_member_created_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('notifications_source_event_idx').on(t.sourceEventId, t.memberId),
  ],
);
