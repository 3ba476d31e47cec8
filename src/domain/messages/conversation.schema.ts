/**
 * Contacting a seller (spec 3 "Contact seller page"; spec 1 section 4: a blocked member "can not
 * chat with you"). A conversation is one buyer, one seller and one card (or the store); both read
 * and answer it. Message text is plain text, 1 to 1,000 characters (Holo's limit: the spec gives
 * none), and a member sends at most CONTACT_MESSAGES_PER_HOUR messages an hour.
 */
import { z } from 'zod/mini';
import { recordId, recordIdParam } from '../ids/record-id';

export const CONTACT_TEXT_MAX = 1000;
export const CONTACT_MESSAGES_PER_HOUR = 20;
/** The 6-row message box of the contact page. */
export const CONTACT_TEXT_ROWS = 6;

const contactText = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'CONTACT_TEXT_REQUIRED' }),
  z.maxLength(CONTACT_TEXT_MAX, { error: 'CONTACT_TEXT_TOO_LONG' }),
);

/** POST /api/conversations: ask a seller about a card (CommodityId) or their store (SellerId). */
export const startConversationBody = z
  .object({
    CommodityId: z.optional(recordId),
    SellerId: z.optional(recordId),
    Body: contactText,
    SendCopy: z._default(z.boolean(), false),
  })
  .check(z.refine((body) => (body.CommodityId === undefined) !== (body.SellerId === undefined), { error: 'BAD_REQUEST' }));

/** POST /api/conversations/:id/messages (either party) and /api/seller/conversations/:id/messages (the seller). */
export const conversationMessageBody = z.object({ Body: contactText, SendCopy: z._default(z.boolean(), false) });

export const conversationParams = z.object({ id: recordIdParam });

export const conversationMessage = z.object({
  Id: z.number(),
  /** 'buyer' or 'seller': who wrote it. */
  From: z.enum(['buyer', 'seller']),
  Body: z.string(),
  CreateDate: z.string(),
});

export const conversationReply = z.object({
  Id: z.number(),
  /** The reader's side in it. */
  Role: z.enum(['buyer', 'seller']),
  Buyer: z.object({ Id: z.number(), NickName: z.string() }),
  Seller: z.object({ Id: z.number(), NickName: z.string(), StoreName: z.nullable(z.string()) }),
  Item: z.nullable(z.object({ Id: z.number(), Title: z.string(), Image: z.nullable(z.string()), Price: z.number() })),
  Messages: z.array(conversationMessage),
  /** False when either side has blocked the other: the thread stays readable, nothing can be sent. */
  CanWrite: z.boolean(),
});
export type Conversation = z.infer<typeof conversationReply>;

/** GET /api/seller/conversations (the seller site's inbox) and GET /api/conversations (the member's own). */
export const conversationListReply = z.object({
  Data: z.array(
    z.object({
      Id: z.number(),
      Role: z.enum(['buyer', 'seller']),
      Other: z.object({ Id: z.number(), NickName: z.string() }),
      ItemTitle: z.nullable(z.string()),
      LastMessage: z.string(),
      LastMessageAt: z.string(),
      Unread: z.boolean(),
    }),
  ),
  Count: z.number(),
});
