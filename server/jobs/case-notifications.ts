/**
 * Case notifications (SendType 9 Safeguard, relation id the order): the outbox consumer for the case
 * events (server/services/cases/case-notices.ts): opened (to the seller), a message (to the other
 * side), decided (to whom the event names), refunded (to the buyer). The dispute dialog opens from
 * the notice (SendType 9: the client routes it by the order); a refund's notice links the outcome page
 * /pay/outcome/{orderId}. Exactly once per event and member through the unique
 * (source_event_id, member_id) index.
 */
import { sellerSideOf } from './order-notices';
import type { AppContext } from '../app';
import type { Tx } from '../db/client';
import { memberNoticeText } from '../i18n/member-notice-text';
import { writeNotification } from '../services/notifications/write-notification';
import { SendType } from '../../src/domain/member/notification-types';
import { OutboxKind, type OrderEventPayload } from '../services/outbox/enqueue-event';
import { escapeXml } from '../services/media/svg-text';
import { consumeNextEvent, silentLog, type JobLog, type OutboxEvent } from './consume-outbox-event';
import type { NoticeText } from '../i18n/notice-text';
import { loadNoticeOrder, orderWhat, type NoticeOrder } from './order-notices';
import { yieldToRequests } from './yield-to-requests';

const EVENTS_PER_RUN = 500;

type T = NoticeText['t'];

interface CaseNotice {
  title(order: NoticeOrder, t: T): string;
  body(order: NoticeOrder, event: OrderEventPayload, t: T): string;
}

const what = (order: NoticeOrder, t: T) => escapeXml(orderWhat(order, t));
const outcome = (order: NoticeOrder, t: T) => `<a href="/pay/outcome/${order.relationId}">${t(/*i18n*/ 'the refund')}</a>`;

export const caseNotices = {
  [OutboxKind.CaseOpened]: {
    title: (order, t) => t(/*i18n*/ 'The buyer opened a case on order {code}', { code: order.code }),
    body: (order, _e, t) =>
      `<p>${t(/*i18n*/ 'The buyer of {what} opened a case. Please answer within 3 days: reply, offer a refund, or ask for the card back.', { what: what(order, t) })}</p>`,
  },
  [OutboxKind.CaseMessage]: {
    title: (order, t) => t(/*i18n*/ 'A new message in the case on order {code}', { code: order.code }),
    body: (order, _e, t) => `<p>${t(/*i18n*/ 'There is a new message in the case on {what}.', { what: what(order, t) })}</p>`,
  },
  [OutboxKind.CaseDecided]: {
    title: (order, t) => t(/*i18n*/ 'The case on order {code} has moved', { code: order.code }),
    body: (order, _e, t) => `<p>${t(/*i18n*/ 'The case on {what} has a new step. Open it to see what comes next.', { what: what(order, t) })}</p>`,
  },
  [OutboxKind.CaseRefunded]: {
    title: (order, t) => t(/*i18n*/ 'A refund on order {code}', { code: order.code }),
    body: (order, _e, t) => `<p>${t(/*i18n*/ 'A refund was decided on {what}. See {refund}.', { what: what(order, t), refund: outcome(order, t) })}</p>`,
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
  const { t } = await memberNoticeText(tx, payload.memberId);
  return writeNotification(tx, {
    memberId: payload.memberId,
    sendType: SendType.Safeguard,
    title: notice.title(order, t),
    body: notice.body(order, payload, t),
    relationId: order.relationId,
    ...sellerSideOf(order, payload.memberId, SendType.Safeguard),
    sourceEventId: event.id,
    createdAt: now,
  });
}
