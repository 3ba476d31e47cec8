/**
 * The words of each offer event's notification (/messages, the Offer tab: SendType 4), one entry
 * per outbox kind, like auction-notices.ts, in the member's language (`t`: noticeText). Links go
 * to the offer history, where the buyer pays, answers a counter-offer or offers again.
 */
import { SendType } from '../../src/domain/member/notification-types';
import { OutboxKind, type OfferEventPayload } from '../services/outbox/enqueue-event';
import { PAYMENT_WINDOW_MS } from '../services/orders/create-marketplace-order';
import { escapeXml } from '../services/media/svg-text';
import type { NoticeText } from '../i18n/notice-text';
import { usd } from './alert-message';

export interface OfferNoticeItem {
  id: number;
  title: string;
}

export interface OfferNotice {
  title(item: OfferNoticeItem, event: OfferEventPayload, t: T): string;
  /** HTML for /messages/detail/{id}. */
  body(item: OfferNoticeItem, event: OfferEventPayload, t: T): string;
}

type T = NoticeText['t'];

export const OFFER_SEND_TYPE = SendType.Offer;

const link = (item: OfferNoticeItem) => `<a href="/carddetails/${item.id}">${escapeXml(item.title)}</a>`;
const history = (item: OfferNoticeItem, t: T) => `<a href="/myholo/offerhistory/${item.id}">${t(/*i18n*/ 'your offer history')}</a>`;
const amount = (event: OfferEventPayload) => escapeXml(usd(event.priceCents));
const PAY_DAYS = PAYMENT_WINDOW_MS / 86_400_000;
const seeHistory = (item: OfferNoticeItem, t: T) => `<p>${t(/*i18n*/ 'See {history}.', { history: history(item, t) })}</p>`;

export const offerNotices = {
  [OutboxKind.OfferReceived]: {
    title: (item, _e, t) => t(/*i18n*/ 'New offer on {title}', { title: item.title }),
    body: (item, event, t) =>
      `<p>${t(/*i18n*/ 'A buyer offered {price} for {item}.', { price: amount(event), item: link(item) })}</p>` +
      `<p>${t(/*i18n*/ 'Please answer within 48 hours on the seller site.')}</p>`,
  },
  [OutboxKind.OfferAccepted]: {
    title: (item, _e, t) => t(/*i18n*/ 'Your offer has been accepted: {title}', { title: item.title }),
    body: (item, event, t) =>
      `<p>${t(/*i18n*/ 'Your offer has been accepted. {item} is yours for {price}.', { item: link(item), price: amount(event) })}</p>` +
      `<p>${
        event.orderId
          ? t(/*i18n*/ 'Please pay within {days, plural, one {# day} other {# days}}: {payNow}.', {
              days: PAY_DAYS,
              payNow: `<a href="/pay/checkout/${event.orderId}">${t(/*i18n*/ 'pay now')}</a>`,
            })
          : t(/*i18n*/ 'Please pay within {days, plural, one {# day} other {# days}}.', { days: PAY_DAYS })
      }</p>`,
  },
  [OutboxKind.OfferDeclined]: {
    title: (item, _e, t) => t(/*i18n*/ 'Your offer was declined: {title}', { title: item.title }),
    body: (item, event, t) =>
      `<p>${t(/*i18n*/ 'Your offer of {price} for {item} was declined.', { price: amount(event), item: link(item) })}</p>` + seeHistory(item, t),
  },
  [OutboxKind.OfferCountered]: {
    title: (item, _e, t) => t(/*i18n*/ 'The seller made you a counter-offer: {title}', { title: item.title }),
    body: (item, event, t) =>
      `<p>${t(/*i18n*/ 'The seller of {item} offers it to you for {price}.', { item: link(item), price: amount(event) })}</p>` +
      `<p>${t(/*i18n*/ 'Accept or decline within 48 hours in {history}.', { history: history(item, t) })}</p>`,
  },
  [OutboxKind.OfferExpired]: {
    title: (item, _e, t) => t(/*i18n*/ 'Offer expired: {title}', { title: item.title }),
    body: (item, event, t) =>
      event.bargainType === 2
        ? `<p>${t(/*i18n*/ "The seller's counter-offer of {price} for {item} expired without an answer.", { price: amount(event), item: link(item) })}</p>`
        : `<p>${t(/*i18n*/ 'The seller did not answer your offer of {price} for {item} within 48 hours.', { price: amount(event), item: link(item) })}</p>` +
          seeHistory(item, t),
  },
} satisfies Partial<Record<OutboxKind, OfferNotice>>;

export type OfferNoticeKind = keyof typeof offerNotices;
export const offerNoticeKinds = Object.keys(offerNotices) as OfferNoticeKind[];
