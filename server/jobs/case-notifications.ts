/**
 * Case notifications (SendType 9 Safeguard, relation id the order): the outbox consumer for the case
 * events (server/services/cases/case-notices.ts): opened (to the seller), a message (to the other
 * side), decided (to whom the event names), refunded (to the buyer). The dispute dialog opens from
 * the notice (SendType 9: the client routes it by the order); a refund's notice links the outcome page
 * /pay/outcome/{orderId}. Exactly once per event and member through the unique
 * (source_event_id, member_id) index.
 */
import type { AppContext } from '../app';
import type { Tx } from '../db/client';
import { writeNotification } from '../services/notifications/write-notification';
import { SendType } from '../../src/domain/member/notification-types';
import { OutboxKind, type OrderEventPayload } from '../services/outbox/enqueue-event';
import { escapeXml } from '../services/media/svg-text';
import { consumeNextEvent, silentLog, type JobLog, type OutboxEvent } from './consume-outbox-event';
import { loadNoticeOrder, type NoticeOrder } from './order-notices';
import { yieldToRequests } from './yield-to-requests';

const EVENTS_PER_RUN = 500;

interface CaseNotice {
  title(order: NoticeOrder): string;
  body(order: NoticeOrder, event: OrderEventPayload): string;
}

const what = (order: NoticeOrder) => escapeXml(order.what);
const outcome = (order: NoticeOrder) => `<a href="/pay/outcome/${order.relationId}">the refund</a>`;

export const caseNotices = {
  [OutboxKind.CaseOpened]: {
    title: (order) => `The buyer opened a case on order ${order.code}`,
    body: (order) => `<p>The buyer of ${what(order)} opened a case. Please answer within 3 days: reply, offer a refund, or ask for the card back.</p>`,
  },
  [OutboxKind.CaseMessage]: {
    title: (order) => `A new message in the case on order ${order.code}`,
    body: (order) => `<p>There is a new message in the case on ${what(order)}.</p>`,
  },
  [OutboxKind.CaseDecided]: {
    title: (order) => `The case on order ${order.code} has moved`,
    body: (order) => `<p>The case on ${what(order)} has a new step. Open it to see what comes next.</p>`,
  },
  [OutboxKind.CaseRefunded]: {
    title: (order) => `A refund on order ${order.code}`,
    body: (order) => `<p>A refund was decided on ${what(order)}. See ${outcome(order)}.</p>`,
  },
} satisfies Partial<Record<OutboxKind, CaseNotice>>;

export type CaseNoticeKind = keyof typeof caseNotices;
export const caseNoticeKinds = Object.keys(caseNotices) as CaseNoticeKind[];

export async function runOnce(ctx: AppContext, log: JobLog = silentLog): Promise<number> {
  let written = 0;
  for (let i = 0; i < EVENTS_PER_RUN; i++) {
    await yieldToRequests();
    const answer = await consumeNextEvent(ctx, caseNoticeKinds, notify, log);
    if (answer === null) break;
    if (answer.ok) written += answer.value;
  }
  return written;
}

async function notify(tx: Tx, event: OutboxEvent, now: Date): Promise<number> {
  const payload = event.payload as OrderEventPayload;
  const order = await loadNoticeOrder(tx, payload);
  if (!order) return 0;
  const notice: CaseNotice = caseNotices[event.kind as CaseNoticeKind];
  return writeNotification(tx, {
    memberId: payload.memberId,
    sendType: SendType.Safeguard,
    title: notice.title(order),
    body: notice.body(order, payload),
    relationId: order.relationId,
    sourceEventId: event.id,
    createdAt: now,
  });
}
