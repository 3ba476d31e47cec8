/**
 * Writes one message into a conversation, inside the caller's transaction: the guards
 * (contact-guards.ts), the row, the conversation's last_message_at and the sender's read mark, the
 * 'message.received' event for the recipient and, when asked, a copy by e-mail to the sender.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { commodities, conversationMessages, conversations, members } from '../../db/schema';
import { enqueueEvent, OutboxKind } from '../outbox/enqueue-event';
import { noticeText } from '../../i18n/notice-text';
import { assertMayWrite } from './contact-guards';

export interface ConversationParties {
  id: number;
  buyerMemberId: number;
  sellerMemberId: number;
  commodityId: number | null;
}

export interface NewMessage {
  senderId: number;
  body: string;
  sendCopy: boolean;
}

export async function appendMessage(tx: Tx, conversation: ConversationParties, message: NewMessage, now: Date): Promise<number> {
  const senderIsBuyer = message.senderId === conversation.buyerMemberId;
  const recipientId = senderIsBuyer ? conversation.sellerMemberId : conversation.buyerMemberId;
  await assertMayWrite(tx, message.senderId, recipientId, now);
  const [row] = await tx
    .insert(conversationMessages)
    .values({ conversationId: conversation.id, senderMemberId: message.senderId, body: message.body, emailCopy: message.sendCopy, createdAt: now })
    .returning({ id: conversationMessages.id });
  await tx
    .update(conversations)
    .set(senderIsBuyer ? { lastMessageAt: now, buyerReadAt: now } : { lastMessageAt: now, sellerReadAt: now })
    .where(eq(conversations.id, conversation.id));
  await enqueueEvent(tx, OutboxKind.MessageReceived, { memberId: recipientId, conversationId: conversation.id, messageId: row!.id }, now);
  if (message.sendCopy) await enqueueCopy(tx, conversation, message, recipientId, now);
  return row!.id;
}

async function enqueueCopy(tx: Tx, conversation: ConversationParties, message: NewMessage, recipientId: number, now: Date) {
  const [sender] = await tx.select({ email: members.email, language: members.language }).from(members).where(eq(members.id, message.senderId));
  if (!sender?.email) return;
  const [other] = await tx.select({ nickname: members.nickname }).from(members).where(eq(members.id, recipientId));
  const item = conversation.commodityId
    ? (await tx.select({ title: commodities.title }).from(commodities).where(eq(commodities.id, conversation.commodityId)))[0]
    : undefined;
  const { t } = noticeText(sender.language);
  const about = item ? t(/*i18n*/ 'About: {item}', { item: item.title }) : t(/*i18n*/ 'About: the store');
  const subject = t(/*i18n*/ 'Your message to {name} on Holo', { name: other?.nickname ?? '' });
  const intro = t(/*i18n*/ 'This is a copy of the message you sent to {name}.', { name: other?.nickname ?? '' });
  await enqueueEvent(tx, OutboxKind.Email, { to: sender.email, subject, body: `${intro}\n${about}\n\n${message.body}` }, now);
}
