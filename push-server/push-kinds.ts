/**
 * THE table of push kinds: for each kind a member can receive, how urgently and for how long a push
 * service should try to deliver it, the topic that collapses a burst (the relay supersedes an unsent
 * older message with the same topic, and push services replace one they still hold), the tag that
 * collapses it on the device, the page a click opens, and the words (English, plain text; the same
 * wording as the /messages notices of server/jobs/auction-notices.ts and offer-notices.ts).
 * A new kind (dispute answered) is one entry here plus its name in PUSH_KINDS.
 */
import type { PushKind, PushMessage } from '../src/domain/push/push.schema';
import { PAYMENT_WINDOW_MS } from '../server/services/orders/create-marketplace-order';
import { usd } from '../server/jobs/alert-message';
import { FINISH_AFTER_DELIVERY_DAYS } from '../src/domain/shipping/auto-finish';
import type { PushFacts, PushItem, PushOrder } from './push-facts';
import type { PushEvent } from './push-event';

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

/** What the relay stores per delivery: the headers' values and the message (without sentAt). */
export interface PushDraft {
  urgency: Urgency;
  ttlSeconds: number;
  topic: string;
  message: Omit<PushMessage, 'sentAt'>;
}

export interface PushKindEntry {
  /** null when the event's item or order is gone: nothing is sent. */
  draft(kind: PushKind, event: PushEvent, facts: PushFacts, eventAt: Date): PushDraft | null;
}

const HOUR = 3_600;
const DAY = 86_400;
const PAY_WITHIN = `${PAYMENT_WINDOW_MS / 86_400_000} days`;
/** Keeps the message well inside a push service's 4 KB payload limit. */
const TITLE_MAX = 80;

interface Words<T> {
  urgency: Urgency;
  ttlSeconds: number | ((subject: T, eventAt: Date) => number);
  /** At most 32 characters of the base64url alphabet (RFC 8030 section 5.4). */
  topic(event: PushEvent, subject: T): string;
  tag(event: PushEvent, subject: T): string;
  url(event: PushEvent, subject: T): string;
  title(subject: T, event: PushEvent): string;
  body(subject: T, event: PushEvent): string;
}

/** A kind about an item (auctions, offers). */
function itemKind(words: Words<PushItem>): PushKindEntry {
  return { draft: (kind, event, facts, eventAt) => (facts.item ? compose(kind, words, event, facts.item, facts.item.image, eventAt) : null) };
}

/** A kind about an order (the item's image when it has one item). */
function orderKind(words: Words<PushOrder>): PushKindEntry {
  return { draft: (kind, event, facts, eventAt) => (facts.order ? compose(kind, words, event, facts.order, facts.item?.image, eventAt) : null) };
}

function compose<T>(kind: PushKind, words: Words<T>, event: PushEvent, subject: T, image: string | undefined, eventAt: Date): PushDraft {
  const ttl = typeof words.ttlSeconds === 'number' ? words.ttlSeconds : words.ttlSeconds(subject, eventAt);
  return {
    urgency: words.urgency,
    ttlSeconds: Math.max(0, Math.floor(ttl)),
    topic: words.topic(event, subject),
    message: {
      kind,
      title: words.title(subject, event),
      body: words.body(subject, event),
      url: words.url(event, subject),
      ...(image ? { image } : {}),
      tag: words.tag(event, subject),
    },
  };
}

const name = (item: PushItem) => (item.title.length > TITLE_MAX ? `${item.title.slice(0, TITLE_MAX - 1)}…` : item.title);
const itemPage = (item: PushItem) => `/${item.orderType === 1 ? 'storedetails' : 'carddetails'}/${item.id}`;
const offerHistory = (item: PushItem) => `/myholo/offerhistory/${item.id}`;
const offered = (event: PushEvent) => usd(event.priceCents ?? 0);
/** The order page with its dispute dialog open (read by the order's case button). */
const caseDialog = (order: { page: string }) => `${order.page}?case=1`;

/** The seller side lives on the separate seller site; its notices open /messages here. */
const SELLER_MESSAGES = '/messages';
/** One notification per item on the buyer's device (outbid, then won or lost, replace each other). */
const bidTag = (item: PushItem) => `bid-${item.id}`;
const offerTag = (item: PushItem) => `offer-${item.id}`;
const sellTag = (item: PushItem) => `sell-${item.id}`;
const orderRef = (event: PushEvent) => (event.orderId !== undefined ? `${event.orderId}` : `s${event.storeOrderId ?? 0}`);

/** An outbid matters until the auction ends: no later than that, and at most an hour. */
const untilAuctionEnds = (item: PushItem, eventAt: Date) =>
  item.endsAt ? Math.min(HOUR, (item.endsAt.getTime() - eventAt.getTime()) / 1000) : HOUR;

export const pushKinds = {
  'auction.outbid': itemKind({
    urgency: 'high',
    ttlSeconds: untilAuctionEnds,
    topic: (_e, item) => `o-${item.id}`,
    tag: (_e, item) => bidTag(item),
    url: (_e, item) => itemPage(item),
    title: (item) => `You have been outbid on ${name(item)}`,
    body: (item) => `Another bidder is ahead. The current price is ${usd(item.priceCents)}. Bid again before the auction ends.`,
  }),
  'auction.won': itemKind({
    urgency: 'normal',
    ttlSeconds: PAYMENT_WINDOW_MS / 1000,
    topic: (_e, item) => `w-${item.id}`,
    tag: (_e, item) => bidTag(item),
    url: (e) => (e.orderId !== undefined ? `/pay/checkout/${e.orderId}` : '/myholo/purchase'),
    title: (item) => `You won ${name(item)}`,
    body: (item) => `You won it for ${usd(item.priceCents)}. Please pay within ${PAY_WITHIN}.`,
  }),
  'auction.lost': itemKind({
    urgency: 'low',
    ttlSeconds: DAY,
    topic: (_e, item) => `l-${item.id}`,
    tag: (_e, item) => bidTag(item),
    url: (_e, item) => itemPage(item),
    title: (item) => `Auction ended: ${name(item)}`,
    body: (item) => `It sold to another bidder for ${usd(item.priceCents)}. Your CHP deposit for this item has been released.`,
  }),
  'auction.sold': itemKind({
    urgency: 'normal',
    ttlSeconds: 3 * DAY,
    topic: (_e, item) => `s-${item.id}`,
    tag: (_e, item) => sellTag(item),
    url: () => SELLER_MESSAGES,
    title: (item) => `Your item sold: ${name(item)}`,
    body: (item) => `It sold for ${usd(item.priceCents)}. The buyer has ${PAY_WITHIN} to pay.`,
  }),
  'auction.ended': itemKind({
    urgency: 'low',
    ttlSeconds: DAY,
    topic: (_e, item) => `e-${item.id}`,
    tag: (_e, item) => sellTag(item),
    url: () => SELLER_MESSAGES,
    title: (item) => `Your auction ended without bids: ${name(item)}`,
    body: () => 'It ended with no bids.',
  }),
  'offer.received': itemKind({
    urgency: 'normal',
    ttlSeconds: 2 * DAY,
    topic: (_e, item) => `r-${item.id}`,
    tag: (_e, item) => sellTag(item),
    url: () => SELLER_MESSAGES,
    title: (item) => `New offer on ${name(item)}`,
    body: (_item, e) => `A buyer offered ${offered(e)}. Please answer within 48 hours on the seller site.`,
  }),
  'offer.accepted': itemKind({
    urgency: 'normal',
    ttlSeconds: PAYMENT_WINDOW_MS / 1000,
    topic: (_e, item) => `a-${item.id}`,
    tag: (_e, item) => offerTag(item),
    url: (e, item) => (e.orderId !== undefined ? `/pay/checkout/${e.orderId}` : offerHistory(item)),
    title: (item) => `Your offer has been accepted: ${name(item)}`,
    body: (_item, e) => `It is yours for ${offered(e)}. Please pay within ${PAY_WITHIN}.`,
  }),
  'offer.declined': itemKind({
    urgency: 'normal',
    ttlSeconds: 2 * DAY,
    topic: (_e, item) => `d-${item.id}`,
    tag: (_e, item) => offerTag(item),
    url: (_e, item) => offerHistory(item),
    title: (item) => `Your offer was declined: ${name(item)}`,
    body: (_item, e) => `Your offer of ${offered(e)} was declined.`,
  }),
  'offer.countered': itemKind({
    urgency: 'normal',
    ttlSeconds: 2 * DAY,
    topic: (_e, item) => `c-${item.id}`,
    tag: (_e, item) => offerTag(item),
    url: (_e, item) => offerHistory(item),
    title: (item) => `The seller made you a counter-offer: ${name(item)}`,
    body: (_item, e) => `The seller offers it to you for ${offered(e)}. Accept or decline within 48 hours.`,
  }),
  'offer.expired': itemKind({
    urgency: 'low',
    ttlSeconds: DAY,
    topic: (_e, item) => `x-${item.id}`,
    tag: (_e, item) => offerTag(item),
    url: (_e, item) => offerHistory(item),
    title: (item) => `Offer expired: ${name(item)}`,
    body: (_item, e) =>
      e.bargainType === 2
        ? `The seller's counter-offer of ${offered(e)} expired without an answer.`
        : `The seller did not answer your offer of ${offered(e)} within 48 hours.`,
  }),
  'order.paid': orderKind({
    urgency: 'normal',
    ttlSeconds: 3 * DAY,
    topic: (e) => `p-${orderRef(e)}`,
    tag: (e) => `order-${orderRef(e)}`,
    url: () => SELLER_MESSAGES,
    title: (order) => `Order ${order.code} is paid: please ship it`,
    body: (order) => `The buyer paid ${usd(order.totalCents)} for ${order.what}. Please ship it and add the tracking number.`,
  }),
  'order.closed': orderKind({
    urgency: 'low',
    ttlSeconds: DAY,
    topic: (e) => `cl-${orderRef(e)}`,
    tag: (e) => `order-${orderRef(e)}`,
    url: () => '/myholo/purchase',
    title: (order) => `Order ${order.code} was closed unpaid`,
    body: (order) => `${order.what} was not paid in time, so the order was closed.`,
  }),
  'order.shipped': orderKind({
    urgency: 'normal',
    ttlSeconds: 3 * DAY,
    topic: (e) => `sh-${orderRef(e)}`,
    tag: (e) => `order-${orderRef(e)}`,
    url: (_e, order) => order.page,
    title: (order) => `Order ${order.code} has shipped`,
    body: (order) =>
      order.shipment
        ? `${order.what} is on its way with ${order.shipment.carrier}, tracking number ${order.shipment.trackingNumber}.`
        : `${order.what} is on its way.`,
  }),
  'order.delivered': orderKind({
    urgency: 'normal',
    ttlSeconds: FINISH_AFTER_DELIVERY_DAYS * DAY,
    topic: (e) => `dl-${orderRef(e)}`,
    tag: (e) => `order-${orderRef(e)}`,
    url: (_e, order) => order.page,
    title: (order) => `Order ${order.code} was delivered`,
    body: (order) => `${order.what} was delivered. Please check it and confirm receipt.`,
  }),
  'order.finished': orderKind({
    urgency: 'low',
    ttlSeconds: DAY,
    topic: (e) => `fi-${orderRef(e)}`,
    tag: (e) => `order-${orderRef(e)}`,
    url: (_e, order) => order.page,
    title: (order) => `Order ${order.code} is finished`,
    body: (order, e) =>
      e.memberId === order.buyerMemberId
        ? `The order for ${order.what} is finished. You can leave feedback on the seller.`
        : `The order for ${order.what} is finished: ${usd(order.sellerTotalCents)} was credited to your proceeds.`,
  }),
  'feedback.received': orderKind({
    urgency: 'low',
    ttlSeconds: DAY,
    topic: (e) => `fb-${orderRef(e)}`,
    tag: (e) => `feedback-${orderRef(e)}`,
    url: (_e, order) => order.page,
    title: (order) => `You received ${order.feedback?.positive === false ? 'negative' : 'positive'} feedback on order ${order.code}`,
    body: (order) => order.feedback?.content ?? '',
  }),
  // Buyer protection (issue 28): both sides open the order page with its dispute dialog (the page
  // serves the order's seller too); a refund opens the refund outcome page.
  'case.opened': orderKind({
    urgency: 'normal',
    ttlSeconds: 3 * DAY,
    topic: (e) => `co-${orderRef(e)}`,
    tag: (e) => `case-${orderRef(e)}`,
    url: (_e, order) => caseDialog(order),
    title: (order) => `The buyer opened a case on order ${order.code}`,
    body: (order) => `The buyer of ${order.what} opened a case. Please answer within 3 days.`,
  }),
  'case.message': orderKind({
    urgency: 'normal',
    ttlSeconds: 3 * DAY,
    topic: (e) => `cm-${orderRef(e)}`,
    tag: (e) => `case-${orderRef(e)}`,
    url: (_e, order) => caseDialog(order),
    title: (order) => `A new message in the case on order ${order.code}`,
    body: (order) => `There is a new message in the case on ${order.what}.`,
  }),
  'case.decided': orderKind({
    urgency: 'normal',
    ttlSeconds: 3 * DAY,
    topic: (e) => `cd-${orderRef(e)}`,
    tag: (e) => `case-${orderRef(e)}`,
    url: (_e, order) => caseDialog(order),
    title: (order) => `The case on order ${order.code} has moved`,
    body: (order) => `The case on ${order.what} has a new step.`,
  }),
  'case.refunded': orderKind({
    urgency: 'normal',
    ttlSeconds: 3 * DAY,
    topic: (e) => `cr-${orderRef(e)}`,
    tag: (e) => `case-${orderRef(e)}`,
    url: (_e, order) => `/pay/outcome/${order.relationId}${order.page.startsWith('/myholo/orderdetail/') ? '?kind=store' : ''}`,
    title: (order) => `A refund on order ${order.code}`,
    body: (order) => `A refund was decided on ${order.what}.`,
  }),
} satisfies Record<PushKind, PushKindEntry>;
