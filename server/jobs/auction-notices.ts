/**
 * The words of each auction event's notification (/messages), one entry per outbox kind, so a new
 * kind plugs in here and the push relay (issue 6) can use the same titles. In the member's language
 * (`t`: noticeText, server/i18n/notice-text.ts); values go into the HTML escaped.
 *
 * All are SendType.Bid (the Bids tab), won included: RelationID is the item for every auction
 * notice, while an Order-type notice (SendType 1) would be expected to point at an order. The won
 * notice links to the buyer's unpaid orders instead.
 */
import { SendType } from '../../src/domain/member/notification-types';
import { OutboxKind } from '../services/outbox/enqueue-event';
import { PAYMENT_WINDOW_MS } from '../services/orders/create-marketplace-order';
import { escapeXml } from '../services/media/svg-text';
import type { NoticeText } from '../i18n/notice-text';
import { usd } from './alert-message';

export interface NoticeItem {
  id: number;
  title: string;
  /** The current price (outbid) or the hammer price (once the auction has closed). */
  priceCents: number;
}

export interface AuctionNotice {
  sendType: SendType;
  title(item: NoticeItem, t: T): string;
  /** HTML for /messages/detail/{id}. */
  body(item: NoticeItem, t: T): string;
}

type T = NoticeText['t'];

const link = (item: NoticeItem) => `<a href="/carddetails/${item.id}">${escapeXml(item.title)}</a>`;
const price = (item: NoticeItem) => escapeXml(usd(item.priceCents));
const PAY_DAYS = PAYMENT_WINDOW_MS / 86_400_000;

export const auctionNotices = {
  [OutboxKind.AuctionOutbid]: {
    sendType: SendType.Bid,
    title: (item, t) => t(/*i18n*/ 'You have been outbid on {title}', { title: item.title }),
    body: (item, t) =>
      `<p>${t(/*i18n*/ 'Another bidder is ahead on {item}. The current price is {price}.', { item: link(item), price: price(item) })}</p>` +
      `<p>${t(/*i18n*/ 'Bid again before the auction ends.')}</p>`,
  },
  [OutboxKind.AuctionWon]: {
    sendType: SendType.Bid,
    title: (item, t) => t(/*i18n*/ 'You won {title}', { title: item.title }),
    body: (item, t) =>
      `<p>${t(/*i18n*/ 'You won {item} for {price}.', { item: link(item), price: price(item) })}</p>` +
      `<p>${t(/*i18n*/ 'Please pay within {days, plural, one {# day} other {# days}} in {purchases}.', {
        days: PAY_DAYS,
        purchases: `<a href="/myholo/purchase?type=1">${t(/*i18n*/ 'your purchases')}</a>`,
      })}</p>`,
  },
  [OutboxKind.AuctionLost]: {
    sendType: SendType.Bid,
    title: (item, t) => t(/*i18n*/ 'Auction ended: {title}', { title: item.title }),
    body: (item, t) =>
      `<p>${t(/*i18n*/ '{item} sold to another bidder for {price}.', { item: link(item), price: price(item) })}</p>` +
      `<p>${t(/*i18n*/ 'Your CHP deposit for this item has been released.')}</p>`,
  },
  [OutboxKind.AuctionSold]: {
    sendType: SendType.Bid,
    title: (item, t) => t(/*i18n*/ 'Your item sold: {title}', { title: item.title }),
    body: (item, t) =>
      `<p>${t(/*i18n*/ '{item} sold for {price}.', { item: link(item), price: price(item) })}</p>` +
      `<p>${t(/*i18n*/ 'The buyer has {days, plural, one {# day} other {# days}} to pay.', { days: PAY_DAYS })}</p>`,
  },
  [OutboxKind.AuctionEnded]: {
    sendType: SendType.Bid,
    title: (item, t) => t(/*i18n*/ 'Your auction ended without bids: {title}', { title: item.title }),
    body: (item, t) => `<p>${t(/*i18n*/ '{item} ended with no bids.', { item: link(item) })}</p>`,
  },
} satisfies Partial<Record<OutboxKind, AuctionNotice>>;

export type AuctionNoticeKind = keyof typeof auctionNotices;
export const auctionNoticeKinds = Object.keys(auctionNotices) as AuctionNoticeKind[];
