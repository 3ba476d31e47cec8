/**
 * Message notifications (SendType 8): the outbox consumer for 'message.received'. The recipient of
 * a conversation message gets one notice in their language, opening the conversation, on the
 * seller side when they are its seller. Exactly once per event through the unique
 * (source_event_id, member_id) index.
 */
import { sellerSiteLink } from '../../src/domain/messages/notice-link';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app';
import type { Tx } from '../db/client';
import { commodities, conversationMessages, conversations, members } from '../db/schema';
import { writeNotification } from '../services/notifications/write-notification';
import { OutboxKind, type MessageEventPayload } from '../services/outbox/enqueue-event';
import { noticeText } from '../i18n/notice-text';
import { escapeXml } from '../services/media/svg-text';
import { SendType } from '../../src/domain/member/notification-types';
import { consumeNextEvent, silentLog, type JobLog, type OutboxEvent } from './consume-outbox-event';
import { yieldToRequests } from './yield-to-requests';

const EVENTS_PER_RUN = 500;
const EXCERPT_CHARS = 300;
const kinds = [OutboxKind.MessageReceived] as const;

export async function runOnce(ctx: AppContext, log: JobLog = silentLog): Promise<number> {
  let written = 0;
  for (let i = 0; i < EVENTS_PER_RUN; i++) {
    await yieldToRequests();
    const outcome = await consumeNextEvent(ctx, kinds, notify, log);
    if (outcome === null) break;
    if (outcome.ok) written += outcome.value;
  }
  return written;
}

async function notify(tx: Tx, event: OutboxEvent, now: Date): Promise<number> {
  const payload = event.payload as MessageEventPayload;
  const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, payload.conversationId));
  const [message] = await tx.select().from(conversationMessages).where(eq(conversationMessages.id, payload.messageId));
  const [recipient] = await tx.select({ language: members.language }).from(members).where(eq(members.id, payload.memberId));
  if (!conversation || !message || !recipient) return 0;
  const [sender] = await tx.select({ nickname: members.nickname }).from(members).where(eq(members.id, message.senderMemberId));
  const item = conversation.commodityId
    ? (await tx.select({ title: commodities.title }).from(commodities).where(eq(commodities.id, conversation.commodityId)))[0]
    : undefined;
  const { t } = noticeText(recipient.language);
  const name = sender?.nickname ?? '';
  // The seller answers on the seller site; the buyer in the app's conversation.
  const sellerSide = payload.memberId === conversation.sellerMemberId;
  const link = sellerSide ? sellerSiteLink(SendType.Message2, conversation.id)! : `/messages/conversation/${conversation.id}`;
  const title = item ? t(/*i18n*/ 'New message from {name} about {item}', { name, item: item.title }) : t(/*i18n*/ 'New message from {name} about your store', { name });
  const body = `<p>${escapeXml(excerpt(message.body))}</p><p><a href="${link}">${escapeXml(t(/*i18n*/ 'Read and answer'))}</a></p>`;
  return writeNotification(tx, {
    memberId: payload.memberId,
    sendType: SendType.Message2,
    title,
    body,
    relationId: conversation.id,
    link,
    sellerSide,
    sourceEventId: event.id,
    createdAt: now,
  });
}

function excerpt(text: string): string {
  const chars = [...text];
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join('')}…` : text;
}
