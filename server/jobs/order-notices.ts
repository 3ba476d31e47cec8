/**
 * The words of each order event's notification (/messages, the Order tab: SendType 1), one entry
 * per outbox kind, like offer-notices.ts, and the facts they read: the order, its shipment, and
 * the feedback a 'feedback.received' is about. In the member's language (`t`: noticeText); values
 * go into the HTML escaped.
 */
import { sellerSiteLink } from '../../src/domain/messages/notice-link';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { commodities, feedback, orders, shipments, storeOrders } from '../db/schema';
import { OutboxKind, type OrderEventPayload } from '../services/outbox/enqueue-event';
import { escapeXml } from '../services/media/svg-text';
import { carrierNames } from '../../src/domain/shipping/shipping-rules';
import { FINISH_AFTER_DELIVERY_DAYS } from '../../src/domain/shipping/auto-finish';
import { sellerTotalCents } from '../../src/domain/seller/seller-total';
import type { CarrierCode } from '../../src/domain/shipping/shipping.schema';
import type { NoticeText } from '../i18n/notice-text';
import { usd } from './alert-message';

type T = NoticeText['t'];

export interface NoticeOrder {
  relationId: number;
  code: string;
  /** The item's title, or the store order's code (isStoreOrder): orderWhat() words it. */
  what: string;
  isStoreOrder: boolean;
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
  title(order: NoticeOrder, event: OrderEventPayload, t: T): string;
  /** HTML for /messages/detail/{id}. */
  body(order: NoticeOrder, event: OrderEventPayload, t: T): string;
}

/** What the order is, as a notice names it (plain text): the item's title, or "store order {code}". */
export const orderWhat = (order: NoticeOrder, t: T) => (order.isStoreOrder ? t(/*i18n*/ 'store order {code}', { code: order.what }) : order.what);

export const feedbackTitle = (order: NoticeOrder, t: T) =>
  order.feedback?.positive === false
    ? t(/*i18n*/ 'You received negative feedback on order {code}', { code: order.code })
    : t(/*i18n*/ 'You received positive feedback on order {code}', { code: order.code });

const what = (order: NoticeOrder, t: T) => escapeXml(orderWhat(order, t));
const pageLink = (order: NoticeOrder, text: string) => `<a href="${order.page}">${text}</a>`;
const parcel = (order: NoticeOrder) => (order.shipment ? `${order.shipment.carrier} ${order.shipment.trackingNumber}` : '');
const toBuyer = (order: NoticeOrder, event: OrderEventPayload) => event.memberId === order.buyerMemberId;

export const orderNotices = {
  [OutboxKind.OrderPaid]: {
    title: (order, _e, t) => t(/*i18n*/ 'Order {code} is paid: please ship it', { code: order.code }),
    body: (order, _e, t) =>
      `<p>${t(/*i18n*/ 'The buyer paid {price} for {what}.', { price: escapeXml(usd(order.totalCents)), what: what(order, t) })}</p>` +
      `<p>${t(/*i18n*/ 'Please ship it and add the tracking number.')}</p>`,
  },
  [OutboxKind.OrderClosed]: {
    title: (order, _e, t) => t(/*i18n*/ 'Order {code} was closed unpaid', { code: order.code }),
    body: (order, _e, t) => `<p>${t(/*i18n*/ '{what} was not paid in time, so the order was closed.', { what: what(order, t) })}</p>`,
  },
  [OutboxKind.OrderShipped]: {
    title: (order, _e, t) => t(/*i18n*/ 'Order {code} has shipped: {parcel}', { code: order.code, parcel: parcel(order) }),
    body: (order, _e, t) =>
      `<p>${t(/*i18n*/ '{what} is on its way with {carrier}, tracking number {number}.', {
        what: what(order, t),
        carrier: escapeXml(order.shipment?.carrier ?? ''),
        number: escapeXml(order.shipment?.trackingNumber ?? ''),
      })}</p>` + `<p>${pageLink(order, t(/*i18n*/ 'Follow it on the order page'))}.</p>`,
  },
  [OutboxKind.OrderDelivered]: {
    title: (order, _e, t) => t(/*i18n*/ 'Order {code} was delivered', { code: order.code }),
    body: (order, _e, t) =>
      `<p>${t(/*i18n*/ '{carrier} reports {what} delivered.', { carrier: escapeXml(order.shipment?.carrier ?? t(/*i18n*/ 'The carrier')), what: what(order, t) })}</p>` +
      `<p>${t(/*i18n*/ 'Please check it and {confirm}. Otherwise the order finishes by itself {days, plural, one {# day} other {# days}} after delivery.', {
        confirm: pageLink(order, t(/*i18n*/ 'confirm receipt')),
        days: FINISH_AFTER_DELIVERY_DAYS,
      })}</p>`,
  },
  [OutboxKind.OrderFinished]: {
    title: (order, _e, t) => t(/*i18n*/ 'Order {code} is finished', { code: order.code }),
    body: (order, event, t) =>
      toBuyer(order, event)
        ? `<p>${t(/*i18n*/ 'The order for {what} is finished.', { what: what(order, t) })}</p>` +
          `<p>${t(/*i18n*/ '{leaveFeedback} on the seller.', { leaveFeedback: pageLink(order, t(/*i18n*/ 'Leave feedback')) })}</p>`
        : `<p>${t(/*i18n*/ 'The order for {what} is finished: {price} was credited to your proceeds.', {
            what: what(order, t),
            price: escapeXml(usd(order.sellerTotalCents)),
          })}</p>`,
  },
  [OutboxKind.FeedbackReceived]: {
    title: (order, _e, t) => feedbackTitle(order, t),
    body: (order, _e, t) =>
      `<p>“${escapeXml(order.feedback?.content ?? '')}”</p>` +
      `<p>${t(/*i18n*/ 'On the order for {what}.', { what: pageLink(order, what(order, t)) })}</p>`,
  },
} satisfies Partial<Record<OutboxKind, OrderNotice>>;

export type OrderNoticeKind = keyof typeof orderNotices;
export const orderNoticeKinds = Object.keys(orderNotices) as OrderNoticeKind[];

/** The order an event is about, with what its notice says; null when it is gone. */
/**
 * A notice to the order's seller (not its buyer) is the seller side's: it opens the order or case
 * on the seller site (issue 33).
 */
export function sellerSideOf(order: NoticeOrder, memberId: number, sendType: number): { sellerSide: boolean; link: string | null } {
  if (memberId === order.buyerMemberId) return { sellerSide: false, link: null };
  return { sellerSide: true, link: sellerSiteLink(sendType, order.relationId, order.isStoreOrder ? 'store_order' : 'order') };
}

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
      isStoreOrder: false,
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
    what: order.code,
    isStoreOrder: true,
    page: `/myholo/orderdetail/${order.id}`,
    totalCents: order.totalCents,
    sellerTotalCents: sellerTotalCents({ itemCents: order.itemsCents, postageCents: order.postageCents }),
    buyerMemberId: order.buyerMemberId,
  };
}
