/**
 * THE table of push kinds: for each kind a member can receive, how urgently and for how long a push
 * service should try to deliver it, the topic that collapses a burst (the relay supersedes an unsent
 * older message with the same topic, and push services replace one they still hold), the tag that
 * collapses it on the device, the page a click opens, and the words (plain text, in the member's
 * language through noticeText: the same sentences as the /messages notices of
 * server/jobs/auction-notices.ts and offer-notices.ts, so one translation serves both).
 * A new kind (dispute answered) is one entry here plus its name in PUSH_KINDS.
 */
import type { PushKind, PushMessage } from '../src/domain/push/push.schema';
import { PAYMENT_WINDOW_MS } from '../server/services/orders/create-marketplace-order';
import { usd } from '../server/jobs/alert-message';
import { FINISH_AFTER_DELIVERY_DAYS } from '../src/domain/shipping/auto-finish';
import { noticeText, type NoticeText } from '../server/i18n/notice-text';
import { feedbackTitle, orderWhat } from '../server/jobs/order-notices';
import type { PushConversationMessage, PushFacts, PushItem, PushOrder } from './push-facts';
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
  /** null when the event's item or order is gone: nothing is sent. `text`: the member's language (English without). */
  draft(kind: PushKind, event: PushEvent, facts: PushFacts, eventAt: Date, text?: NoticeText): PushDraft | null;
}

const HOUR = 3_600;
const DAY = 86_400;
const PAY_DAYS = PAYMENT_WINDOW_MS / 86_400_000;
/** Keeps the message well inside a push service's 4 KB payload limit. */
const TITLE_MAX = 80;
/** A message's text as the body of its push: the start of it. */
const MESSAGE_MAX = 120;

type T = NoticeText['t'];

interface Words<S> {
  urgency: Urgency;
  ttlSeconds: number | ((subject: S, eventAt: Date) => number);
  /** At most 32 characters of the base64url alphabet (RFC 8030 section 5.4). */
  topic(event: PushEvent, subject: S): string;
  tag(event: PushEvent, subject: S): string;
  url(event: PushEvent, subject: S): string;
  title(subject: S, event: PushEvent, t: T): string;
  body(subject: S, event: PushEvent, t: T): string;
}

/** A kind about an item (auctions, offers). */
function itemKind(words: Words<PushItem>): PushKindEntry {
  return {
    draft: (kind, event, facts, eventAt, text) => (facts.item ? compose(kind, words, event, facts.item, facts.item.image, eventAt, text) : null),
  };
}

/** A kind about an order (the item's image when it has one item). */
function orderKind(words: Words<PushOrder>): PushKindEntry {
  return {
    draft: (kind, event, facts, eventAt, text) => (facts.order ? compose(kind, words, event, facts.order, facts.item?.image, eventAt, text) : null),
  };
}

/** A kind about a conversation message (its item's image when it is about one). */
function messageKind(words: Words<PushConversationMessage>): PushKindEntry {
  return {
    draft: (kind, event, facts, eventAt, text) => (facts.message ? compose(kind, words, event, facts.message, facts.message.image, eventAt, text) : null),
  };
}

function compose<S>(
  kind: PushKind,
  words: Words<S>,
  event: PushEvent,
  subject: S,
  image: string | undefined,
  eventAt: Date,
  text: NoticeText = noticeText(null),
): PushDraft {
  const ttl = typeof words.ttlSeconds === 'number' ? words.ttlSeconds : words.ttlSeconds(subject, eventAt);
  return {
    urgency: words.urgency,
    ttlSeconds: Math.max(0, Math.floor(ttl)),
    topic: words.topic(event, subject),
    message: {
      kind,
      title: words.title(subject, event, text.t),
      body: words.body(subject, event, text.t),
      url: words.url(event, subject),
      ...(image ? { image } : {}),
      tag: words.tag(event, subject),
    },
  };
}

/** Sentences in a row: a space after an English full stop, none after a CJK one (。). */
const sentences = (...parts: string[]) => parts.reduce((text, part) => (/[。！？]$/.test(text) ? `${text}${part}` : `${text} ${part}`));
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const name = (item: PushItem) => cut(item.title, TITLE_MAX);
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
    title: (item, _e, t) => t(/*i18n*/ 'You have been outbid on {title}', { title: name(item) }),
    body: (item, _e, t) =>
      sentences(t(/*i18n*/ 'Another bidder is ahead. The current price is {price}.', { price: usd(item.priceCents) }), t(/*i18n*/ 'Bid again before the auction ends.')),
  }),
  'auction.won': itemKind({
    urgency: 'normal',
    ttlSeconds: PAYMENT_WINDOW_MS / 1000,
    topic: (_e, item) => `w-${item.id}`,
    tag: (_e, item) => bidTag(item),
    url: (e) => (e.orderId !== undefined ? `/pay/checkout/${e.orderId}` : '/myholo/purchase'),
    title: (item, _e, t) => t(/*i18n*/ 'You won {title}', { title: name(item) }),
    body: (item, _e, t) =>
      sentences(t(/*i18n*/ 'You won it for {price}.', { price: usd(item.priceCents) }), t(/*i18n*/ 'Please pay within {days, plural, one {# day} other {# days}}.', { days: PAY_DAYS })),
  }),
  'auction.lost': itemKind({
    urgency: 'low',
    ttlSeconds: DAY,
    topic: (_e, item) => `l-${item.id}`,
    tag: (_e, item) => bidTag(item),
    url: (_e, item) => itemPage(item),
    title: (item, _e, t) => t(/*i18n*/ 'Auction ended: {title}', { title: name(item) }),
    body: (item, _e, t) =>
      sentences(t(/*i18n*/ 'It sold to another bidder for {price}.', { price: usd(item.priceCents) }), t(/*i18n*/ 'Your CHP deposit for this item has been released.')),
  }),
  'auction.sold': itemKind({
    urgency: 'normal',
    ttlSeconds: 3 * DAY,
    topic: (_e, item) => `s-${item.id}`,
    tag: (_e, item) => sellTag(item),
    url: () => SELLER_MESSAGES,
    title: (item, _e, t) => t(/*i18n*/ 'Your item sold: {title}', { title: name(item) }),
    body: (item, _e, t) =>
      sentences(t(/*i18n*/ 'It sold for {price}.', { price: usd(item.priceCents) }), t(/*i18n*/ 'The buyer has {days, plural, one {# day} other {# days}} to pay.', { days: PAY_DAYS })),
  }),
  'auction.ended': itemKind({
    urgency: 'low',
    ttlSeconds: DAY,
    topic: (_e, item) => `e-${item.id}`,
    tag: (_e, item) => sellTag(item),
    url: () => SELLER_MESSAGES,
    title: (item, _e, t) => t(/*i18n*/ 'Your auction ended without bids: {title}', { title: name(item) }),
    body: (_item, _e, t) => t(/*i18n*/ 'It ended with no bids.'),
  }),
  'offer.received': itemKind({
    urgency: 'normal',
    ttlSeconds: 2 * DAY,
    topic: (_e, item) => `r-${item.id}`,
    tag: (_e, item) => sellTag(item),
    url: () => SELLER_MESSAGES,
    title: (item, _e, t) => t(/*i18n*/ 'New offer on {title}', { title: name(item) }),
    body: (_item, e, t) =>
      sentences(t(/*i18n*/ 'A buyer offered {price}.', { price: offered(e) }), t(/*i18n*/ 'Please answer within 48 hours on the seller site.')),
  }),
  'offer.accepted': itemKind({
    urgency: 'normal',
    ttlSeconds: PAYMENT_WINDOW_MS / 1000,
    topic: (_e, item) => `a-${item.id}`,
    tag: (_e, item) => offerTag(item),
    url: (e, item) => (e.orderId !== undefined ? `/pay/checkout/${e.orderId}` : offerHistory(item)),
    title: (item, _e, t) => t(/*i18n*/ 'Your offer has been accepted: {title}', { title: name(item) }),
    body: (_item, e, t) =>
      sentences(t(/*i18n*/ 'It is yours for {price}.', { price: offered(e) }), t(/*i18n*/ 'Please pay within {days, plural, one {# day} other {# days}}.', { days: PAY_DAYS })),
  }),
  'offer.declined': itemKind({
    urgency: 'normal',
    ttlSeconds: 2 * DAY,
    topic: (_e, item) => `d-${item.id}`,
    tag: (_e, item) => offerTag(item),
    url: (_e, item) => offerHistory(item),
    title: (item, _e, t) => t(/*i18n*/ 'Your offer was declined: {title}', { title: name(item) }),
    body: (_item, e, t) => t(/*i18n*/ 'Your offer of {price} was declined.', { price: offered(e) }),
  }),
  'offer.countered': itemKind({
    urgency: 'normal',
    ttlSeconds: 2 * DAY,
    topic: (_e, item) => `c-${item.id}`,
    tag: (_e, item) => offerTag(item),
    url: (_e, item) => offerHistory(item),
    title: (item, _e, t) => t(/*i18n*/ 'The seller made you a counter-offer: {title}', { title: name(item) }),
    body: (_item, e, t) => t(/*i18n*/ 'The seller offers it to you for {price}. Accept or decline within 48 hours.', { price: offered(e) }),
  }),
  'offer.expired': itemKind({
    urgency: 'low',
    ttlSeconds: DAY,
    topic: (_e, item) => `x-${item.id}`,
    tag: (_e, item) => offerTag(item),
    url: (_e, item) => offerHistory(item),
    title: (item, _e, t) => t(/*i18n*/ 'Offer expired: {title}', { title: name(item) }),
    body: (_item, e, t) =>
      e.bargainType === 2
        ? t(/*i18n*/ "The seller's counter-offer of {price} expired without an answer.", { price: offered(e) })
        : t(/*i18n*/ 'The seller did not answer your offer of {price} within 48 hours.', { price: offered(e) }),
  }),
  'order.paid': orderKind({
    urgency: 'normal',
    ttlSeconds: 3 * DAY,
    topic: (e) => `p-${orderRef(e)}`,
    tag: (e) => `order-${orderRef(e)}`,
    url: () => SELLER_MESSAGES,
    title: (order, _e, t) => t(/*i18n*/ 'Order {code} is paid: please ship it', { code: order.code }),
    body: (order, _e, t) =>
      sentences(t(/*i18n*/ 'The buyer paid {price} for {what}.', { price: usd(order.totalCents), what: orderWhat(order, t) }), t(/*i18n*/ 'Please ship it and add the tracking number.')),
  }),
  'order.closed': orderKind({
    urgency: 'low',
    ttlSeconds: DAY,
    topic: (e) => `cl-${orderRef(e)}`,
    tag: (e) => `order-${orderRef(e)}`,
    url: () => '/myholo/purchase',
    title: (order, _e, t) => t(/*i18n*/ 'Order {code} was closed unpaid', { code: order.code }),
    body: (order, _e, t) => t(/*i18n*/ '{what} was not paid in time, so the order was closed.', { what: orderWhat(order, t) }),
  }),
  'order.shipped': orderKind({
    urgency: 'normal',
    ttlSeconds: 3 * DAY,
    topic: (e) => `sh-${orderRef(e)}`,
    tag: (e) => `order-${orderRef(e)}`,
    url: (_e, order) => order.page,
    title: (order, _e, t) => t(/*i18n*/ 'Order {code} has shipped', { code: order.code }),
    body: (order, _e, t) =>
      order.shipment
        ? t(/*i18n*/ '{what} is on its way with {carrier}, tracking number {number}.', {
            what: orderWhat(order, t),
            carrier: order.shipment.carrier,
            number: order.shipment.trackingNumber,
          })
        : t(/*i18n*/ '{what} is on its way.', { what: orderWhat(order, t) }),
  }),
  'order.delivered': orderKind({
    urgency: 'normal',
    ttlSeconds: FINISH_AFTER_DELIVERY_DAYS * DAY,
    topic: (e) => `dl-${orderRef(e)}`,
    tag: (e) => `order-${orderRef(e)}`,
    url: (_e, order) => order.page,
    title: (order, _e, t) => t(/*i18n*/ 'Order {code} was delivered', { code: order.code }),
    body: (order, _e, t) => t(/*i18n*/ '{what} was delivered. Please check it and confirm receipt.', { what: orderWhat(order, t) }),
  }),
  'order.finished': orderKind({
    urgency: 'low',
    ttlSeconds: DAY,
    topic: (e) => `fi-${orderRef(e)}`,
    tag: (e) => `order-${orderRef(e)}`,
    url: (_e, order) => order.page,
    title: (order, _e, t) => t(/*i18n*/ 'Order {code} is finished', { code: order.code }),
    body: (order, e, t) =>
      e.memberId === order.buyerMemberId
        ? t(/*i18n*/ 'The order for {what} is finished. You can leave feedback on the seller.', { what: orderWhat(order, t) })
        : t(/*i18n*/ 'The order for {what} is finished: {price} was credited to your proceeds.', {
            what: orderWhat(order, t),
            price: usd(order.sellerTotalCents),
          }),
  }),
  'feedback.received': orderKind({
    urgency: 'low',
    ttlSeconds: DAY,
    topic: (e) => `fb-${orderRef(e)}`,
    tag: (e) => `feedback-${orderRef(e)}`,
    url: (_e, order) => order.page,
    title: (order, _e, t) => feedbackTitle(order, t),
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
    title: (order, _e, t) => t(/*i18n*/ 'The buyer opened a case on order {code}', { code: order.code }),
    body: (order, _e, t) => t(/*i18n*/ 'The buyer of {what} opened a case. Please answer within 3 days.', { what: orderWhat(order, t) }),
  }),
  'case.message': orderKind({
    urgency: 'normal',
    ttlSeconds: 3 * DAY,
    topic: (e) => `cm-${orderRef(e)}`,
    tag: (e) => `case-${orderRef(e)}`,
    url: (_e, order) => caseDialog(order),
    title: (order, _e, t) => t(/*i18n*/ 'A new message in the case on order {code}', { code: order.code }),
    body: (order, _e, t) => t(/*i18n*/ 'There is a new message in the case on {what}.', { what: orderWhat(order, t) }),
  }),
  'case.decided': orderKind({
    urgency: 'normal',
    ttlSeconds: 3 * DAY,
    topic: (e) => `cd-${orderRef(e)}`,
    tag: (e) => `case-${orderRef(e)}`,
    url: (_e, order) => caseDialog(order),
    title: (order, _e, t) => t(/*i18n*/ 'The case on order {code} has moved', { code: order.code }),
    body: (order, _e, t) => t(/*i18n*/ 'The case on {what} has a new step.', { what: orderWhat(order, t) }),
  }),
  'case.refunded': orderKind({
    urgency: 'normal',
    ttlSeconds: 3 * DAY,
    topic: (e) => `cr-${orderRef(e)}`,
    tag: (e) => `case-${orderRef(e)}`,
    url: (_e, order) => `/pay/outcome/${order.relationId}${order.page.startsWith('/myholo/orderdetail/') ? '?kind=store' : ''}`,
    title: (order, _e, t) => t(/*i18n*/ 'A refund on order {code}', { code: order.code }),
    body: (order, _e, t) => t(/*i18n*/ 'A refund was decided on {what}.', { what: orderWhat(order, t) }),
  }),
  // Messages (issue 29): the other party's words, as they wrote them, open the conversation.
  'message.received': messageKind({
    urgency: 'high',
    ttlSeconds: DAY,
    topic: (e) => `m-${e.conversationId ?? 0}`,
    tag: (e) => `conversation-${e.conversationId ?? 0}`,
    url: (_e, message) => `/messages/conversation/${message.conversationId}`,
    title: (message, _e, t) =>
      message.itemTitle === null
        ? t(/*i18n*/ 'New message from {name}', { name: message.senderName })
        : t(/*i18n*/ 'New message from {name} about {item}', { name: message.senderName, item: cut(message.itemTitle, TITLE_MAX) }),
    body: (message) => cut(message.body.replace(/\s+/g, ' ').trim(), MESSAGE_MAX),
  }),
} satisfies Record<PushKind, PushKindEntry>;
