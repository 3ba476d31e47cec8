/**
 * Order notifications (SendType 1, the /messages Order tab): the outbox consumer for 'order.paid'
 * (to the seller: ship it) and 'order.closed' (to the buyer: the payment window passed). Exactly
 * once per event and member through the unique (source_event_id, member_id) index.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app';
import type { Tx } from '../db/client';
import { commodities, notifications, orders, storeOrders } from '../db/schema';
import { SendType } from '../../src/domain/member/notification-types';
import { OutboxKind, type OrderEventPayload } from '../services/outbox/enqueue-event';
import { escapeXml } from '../services/media/svg-text';
import { usd } from './alert-message';
import { consumeNextEvent, silentLog, type JobLog, type OutboxEvent } from './consume-outbox-event';
import { yieldToRequests } from './yield-to-requests';

const EVENTS_PER_RUN = 500;
const orderKinds = [OutboxKind.OrderPaid, OutboxKind.OrderClosed];

interface NoticeOrder {
  relationId: number;
  code: string;
  what: string;
  totalCents: number;
}

export async function runOnce(ctx: AppContext, log: JobLog = silentLog): Promise<number> {
  let written = 0;
  for (let i = 0; i < EVENTS_PER_RUN; i++) {
    await yieldToRequests();
    const outcome = await consumeNextEvent(ctx, orderKinds, notify, log);
    if (outcome === null) break;
    if (outcome.ok) written += outcome.value;
  }
  return written;
}

async function notify(tx: Tx, event: OutboxEvent, now: Date): Promise<number> {
  const payload = event.payload as OrderEventPayload;
  const order = await noticeOrder(tx, payload);
  if (!order) return 0;
  const paid = event.kind === OutboxKind.OrderPaid;
  const title = paid ? `Order ${order.code} is paid: please ship it` : `Order ${order.code} was closed unpaid`;
  const body = paid
    ? `<p>The buyer paid ${escapeXml(usd(order.totalCents))} for ${escapeXml(order.what)}.</p><p>Please ship it and add the tracking number.</p>`
    : `<p>${escapeXml(order.what)} was not paid in time, so the order was closed.</p>`;
  const inserted = await tx
    .insert(notifications)
    .values({ memberId: payload.memberId, sendType: SendType.Order, title, body, relationId: order.relationId, sourceEventId: event.id, createdAt: now })
    .onConflictDoNothing({ target: [notifications.sourceEventId, notifications.memberId] })
    .returning({ id: notifications.id });
  return inserted.length;
}

async function noticeOrder(tx: Tx, payload: OrderEventPayload): Promise<NoticeOrder | null> {
  if (payload.orderId !== undefined) {
    const [row] = await tx
      .select({ code: orders.code, totalCents: orders.totalCents, title: commodities.title })
      .from(orders)
      .innerJoin(commodities, eq(commodities.id, orders.commodityId))
      .where(eq(orders.id, payload.orderId));
    return row ? { relationId: payload.orderId, code: row.code, what: row.title, totalCents: row.totalCents } : null;
  }
  if (payload.storeOrderId !== undefined) {
    const [row] = await tx
      .select({ code: storeOrders.code, totalCents: storeOrders.totalCents })
      .from(storeOrders)
      .where(eq(storeOrders.id, payload.storeOrderId));
    return row ? { relationId: payload.storeOrderId, code: row.code, what: `store order ${row.code}`, totalCents: row.totalCents } : null;
  }
  return null;
}
