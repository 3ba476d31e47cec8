/**
 * The words of each order event's notification (/messages, the Order tab: SendType 1), one entry
 * per outbox kind, like offer-notices.ts, and the facts they read: the order, its shipment, and
 * the feedback a 'feedback.received' is about. English only for now, like the other notices.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { commodities, feedback, orders, shipments, storeOrders } from '../db/schema';
import { OutboxKind, type OrderEventPayload } from '../services/outbox/enqueue-event';
import { escapeXml } from '../services/media/svg-text';
import { carrierNames } from '../../src/domain/shipping/shipping-rules';
import { FINISH_AFTER_DELIVERY_DAYS } from '../../src/domain/shipping/auto-finish';
import { sellerTotalCents } from '../../src/domain/seller/seller-total';
import type { CarrierCode } from '../../src/domain/shipping/shipping.schema';
import { usd } from './alert-message';

export interface NoticeOrder {
  relationId: number;
  code: string;
  /** The item's title, or "store order {code}". */
  what: string;
  /** The order page: /myholo/detail/{id} or /myholo/orderdetail/{id} (the buyer's and the seller's). */
  page: string;
  totalCents: number;
  sellerTotalCents: number;
  buyerMemberId: number;
  shipment: { carrier: string; trackingNumber: string } | null;
  /** The feedback the event's member received on this order ('feedback.received'). */
  feedback: { positive: boolean; content: string } | null;
}

export interface OrderNotice {
  title(order: NoticeOrder, event: OrderEventPayload): string;
  /** HTML for /messages/detail/{id}. */
  body(order: NoticeOrder, event: OrderEventPayload): string;
}

const what = (order: NoticeOrder) => escapeXml(order.what);
const pageLink = (order: NoticeOrder, text: string) => `<a href="${order.page}">${text}</a>`;
const parcel = (order: NoticeOrder) => (order.shipment ? `${order.shipment.carrier} ${order.shipment.trackingNumber}` : '');
const toBuyer = (order: NoticeOrder, event: OrderEventPayload) => event.memberId === order.buyerMemberId;

export const orderNotices = {
  [OutboxKind.OrderPaid]: {
    title: (order) => `Order ${order.code} is paid: please ship it`,
    body: (order) => `<p>The buyer paid ${escapeXml(usd(order.totalCents))} for ${what(order)}.</p><p>Please ship it and add the tracking number.</p>`,
  },
  [OutboxKind.OrderClosed]: {
    title: (order) => `Order ${order.code} was closed unpaid`,
    body: (order) => `<p>${what(order)} was not paid in time, so the order was closed.</p>`,
  },
  [OutboxKind.OrderShipped]: {
    title: (order) => `Order ${order.code} has shipped: ${parcel(order)}`,
    body: (order) =>
      `<p>${what(order)} is on its way with ${escapeXml(order.shipment?.carrier ?? '')}, tracking number ${escapeXml(order.shipment?.trackingNumber ?? '')}.</p>` +
      `<p>${pageLink(order, 'Follow it on the order page')}.</p>`,
  },
  [OutboxKind.OrderDelivered]: {
    title: (order) => `Order ${order.code} was delivered`,
    body: (order) =>
      `<p>${escapeXml(order.shipment?.carrier ?? 'The carrier')} reports ${what(order)} delivered.</p>` +
      `<p>Please check it and ${pageLink(order, 'confirm receipt')}. Otherwise the order finishes by itself ${FINISH_AFTER_DELIVERY_DAYS} days after delivery.</p>`,
  },
  [OutboxKind.OrderFinished]: {
    title: (order) => `Order ${order.code} is finished`,
    body: (order, event) =>
      toBuyer(order, event)
        ? `<p>The order for ${what(order)} is finished.</p><p>${pageLink(order, 'Leave feedback')} on the seller.</p>`
        : `<p>The order for ${what(order)} is finished: ${escapeXml(usd(order.sellerTotalCents))} was credited to your proceeds.</p>`,
  },
  [OutboxKind.FeedbackReceived]: {
    title: (order) => `You received ${order.feedback?.positive === false ? 'negative' : 'positive'} feedback on order ${order.code}`,
    body: (order) => `<p>“${escapeXml(order.feedback?.content ?? '')}”</p><p>On the order for ${pageLink(order, what(order))}.</p>`,
  },
} satisfies Partial<Record<OutboxKind, OrderNotice>>;

export type OrderNoticeKind = keyof typeof orderNotices;
export const orderNoticeKinds = Object.keys(orderNotices) as OrderNoticeKind[];

/** The order an event is about, with what its notice says; null when it is gone. */
export async function loadNoticeOrder(tx: Tx, event: OrderEventPayload): Promise<NoticeOrder | null> {
  const base = await loadOrder(tx, event);
  if (!base) return null;
  const kind = event.orderId !== undefined ? 'order' : 'store_order';
  const [shipment] = await tx
    .select({ carrierCode: shipments.carrierCode, trackingNumber: shipments.trackingNumber })
    .from(shipments)
    .where(and(eq(shipments.orderKind, kind), eq(shipments.orderId, base.relationId)));
  const [received] = await tx
    .select({ status: feedback.appraisalStatus, content: feedback.content })
    .from(feedback)
    .where(and(eq(feedback.orderKind, kind), eq(feedback.orderId, base.relationId), eq(feedback.toMemberId, event.memberId)));
  return {
    ...base,
    shipment: shipment ? { carrier: carrierNames[shipment.carrierCode as CarrierCode] ?? shipment.carrierCode, trackingNumber: shipment.trackingNumber } : null,
    feedback: received ? { positive: received.status === 1, content: received.content } : null,
  };
}

async function loadOrder(tx: Tx, event: OrderEventPayload) {
  if (event.orderId !== undefined) {
    const [row] = await tx
      .select({ order: orders, title: commodities.title })
      .from(orders)
      .innerJoin(commodities, eq(commodities.id, orders.commodityId))
      .where(eq(orders.id, event.orderId));
    if (!row) return null;
    const { order } = row;
    return {
      relationId: order.id,
      code: order.code,
      what: row.title,
      page: `/myholo/detail/${order.id}`,
      totalCents: order.totalCents,
      sellerTotalCents: sellerTotalCents(order),
      buyerMemberId: order.buyerMemberId,
    };
  }
  if (event.storeOrderId === undefined) return null;
  const [order] = await tx.select().from(storeOrders).where(eq(storeOrders.id, event.storeOrderId));
  if (!order) return null;
  return {
    relationId: order.id,
    code: order.code,
    what: `store order ${order.code}`,
    page: `/myholo/orderdetail/${order.id}`,
    totalCents: order.totalCents,
    sellerTotalCents: sellerTotalCents({ itemCents: order.itemsCents, postageCents: order.postageCents }),
    buyerMemberId: order.buyerMemberId,
  };
}
