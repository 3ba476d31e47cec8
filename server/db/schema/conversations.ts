import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { commodities } from './commodities';
import { members } from './members';

/**
 * A member asking a seller (spec 3 "Contact seller page"), about one card or about the store: one
 * conversation per buyer, seller and card (or none), which both of them read and answer.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    buyerMemberId: integer('buyer_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sellerMemberId: integer('seller_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The card asked about; null for a question about the store. */
    commodityId: integer('commodity_id').references(() => commodities.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** What each side has read up to (the seller inbox's unread mark). */
    buyerReadAt: timestamp('buyer_read_at', { withTimezone: true }),
    sellerReadAt: timestamp('seller_read_at', { withTimezone: true }),
  },
  (t) => [
    unique('conversations_parties_item_key').on(t.buyerMemberId, t.sellerMemberId, t.commodityId).nullsNotDistinct(),
    index('conversations_seller_idx').on(t.sellerMemberId, t.lastMessageAt),
  ],
);

/** One message of a conversation, by its buyer or its seller. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderMemberId: integer('sender_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The sender asked for a copy by e-mail. */
    emailCopy: boolean('email_copy').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_messages_conversation_idx').on(t.conversationId, t.id), index('conversation_messages_sender_idx').on(t.senderMemberId, t.createdAt)],
);
