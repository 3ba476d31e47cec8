/**
 * The words of each offer event's notification (/messages, the Offer tab: SendType 4), one entry
 * per outbox kind, like auction-notices.ts. English only for now, like the other notices. Links go
 * to the offer history, where the buyer pays, answers a counter-offer or offers again.
 */
import { SendType } from '../../src/domain/member/notification-types';
import { OutboxKind, type OfferEventPayload } from '../services/outbox/enqueue-event';
import { PAYMENT_WINDOW_MS } from '../services/orders/create-marketplace-order';
import { escapeXml } from '../services/media/svg-text';
import { usd } from './alert-message';

export interface OfferNoticeItem {
  id: number;
  title: string;
}

export interface OfferNotice {
  title(item: OfferNoticeItem, event: OfferEventPayload): string;
  /** HTML for /messages/detail/{id}. */
  body(item: OfferNoticeItem, event: OfferEventPayload): string;
}

export const OFFER_SEND_TYPE = SendType.Offer;

const link = (item: OfferNoticeItem) => `<a href="/carddetails/${item.id}">${escapeXml(item.title)}</a>`;
const history = (item: OfferNoticeItem) => `<a href="/myholo/offerhistory/${item.id}">your offer history</a>`;
const amount = (event: OfferEventPayload) => escapeXml(usd(event.priceCents));
const payWithin = `${PAYMENT_WINDOW_MS / 86_400_000} days`;

export const offerNotices = {
  [OutboxKind.OfferReceived]: {
    title: (item) => `New offer on ${item.title}`,
    body: (item, event) => `<p>A buyer offered ${amount(event)} for ${link(item)}.</p><p>Please answer within 48 hours on the seller site.</p>`,
  },
  [OutboxKind.OfferAccepted]: {
    title: (item) => `Your offer has been accepted: ${item.title}`,
    body: (item, event) =>
      `<p>Your offer has been accepted. ${link(item)} is yours for ${amount(event)}.</p>` +
      `<p>Please pay within ${payWithin}` +
      (event.orderId ? `: <a href="/pay/checkout/${event.orderId}">pay now</a>.</p>` : '.</p>'),
  },
  [OutboxKind.OfferDeclined]: {
    title: (item) => `Your offer was declined: ${item.title}`,
    body: (item, event) => `<p>Your offer of ${amount(event)} for ${link(item)} was declined.</p><p>See ${history(item)}.</p>`,
  },
  [OutboxKind.OfferCountered]: {
    title: (item) => `The seller made you a counter-offer: ${item.title}`,
    body: (item, event) =>
      `<p>The seller of ${link(item)} offers it to you for ${amount(event)}.</p><p>Accept or decline within 48 hours in ${history(item)}.</p>`,
  },
  [OutboxKind.OfferExpired]: {
    title: (item) => `Offer expired: ${item.title}`,
    body: (item, event) =>
      event.bargainType === 2
        ? `<p>The seller's counter-offer of ${amount(event)} for ${link(item)} expired without an answer.</p>`
        : `<p>The seller did not answer your offer of ${amount(event)} for ${link(item)} within 48 hours.</p><p>See ${history(item)}.</p>`,
  },
} satisfies Partial<Record<OutboxKind, OfferNotice>>;

export type OfferNoticeKind = keyof typeof offerNotices;
export const offerNoticeKinds = Object.keys(offerNotices) as OfferNoticeKind[];
