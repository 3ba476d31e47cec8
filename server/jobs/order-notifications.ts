/**
 * Order notifications (SendType 1, the /messages Order tab): the outbox consumer for the order
 * events (order-notices.ts): paid (to the seller: ship it), closed unpaid, shipped and delivered
 * (to the buyer), finished (to whom the event names) and feedback received (to the member it is
 * about). Each opens the order (relation id: the order or the store order). Exactly once per event
 * and member through the unique (source_event_id, member_id) index.
 */
import { sellerSideOf } from './order-notices';
import type { AppContext } from '../app';
import type { Tx } from '../db/client';
import { memberNoticeText } from '../i18n/member-notice-text';
import { writeNotification } from '../services/notifications/write-notification';
import { SendType } from '../../src/domain/member/notification-types';
import type { OrderEventPayload } from '../services/outbox/enqueue-event';
import { consumeNextEvent, silentLog, type JobLog, type OutboxEvent } from './consume-outbox-event';
import { loadNoticeOrder, orderNoticeKinds, orderNotices, type OrderNotice, type OrderNoticeKind } from './order-notices';
import { yieldToRequests } from './yield-to-requests';

const EVENTS_PER_RUN = 500;

export async function runOnce(ctx: AppContext, log: JobLog = silentLog): Promise<number> {
  let written = 0;
  for (let i = 0; i < EVENTS_PER_RUN; i++) {
    await yieldToRequests();
    const outcome = await consumeNextEvent(ctx, orderNoticeKinds, notify, log);
    if (outcome === null) break;
    if (outcome.ok) written += outcome.value;
  }
  return written;
}

async function notify(tx: Tx, event: OutboxEvent, now: Date): Promise<number> {
  const payload = event.payload as OrderEventPayload;
  const order = await loadNoticeOrder(tx, payload);
  if (!order) return 0;
  const notice: OrderNotice = orderNotices[event.kind as OrderNoticeKind];
  const { t } = await memberNoticeText(tx, payload.memberId);
  return writeNotification(tx, {
    memberId: payload.memberId,
    sendType: SendType.Order,
    title: notice.title(order, payload, t),
    body: notice.body(order, payload, t),
    relationId: order.relationId,
    ...sellerSideOf(order, payload.memberId, SendType.Order),
    sourceEventId: event.id,
    createdAt: now,
  });
}
