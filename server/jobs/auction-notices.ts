/**
 * The words of each auction event's notification (/messages), one entry per outbox kind, so a new
 * kind plugs in here and the push relay (issue 6) can use the same titles. English only for now,
 * like the alert e-mails.
 *
 * All are SendType.Bid (the Bids tab), won included: RelationID is the item for every auction
 * notice, while an Order-type notice (SendType 1) would be expected to point at an order. The won
 * notice links to the buyer's unpaid orders instead.
 */
import { SendType } from '../../src/domain/member/notification-types';
import { OutboxKind } from '../services/outbox/enqueue-event';
import { PAYMENT_WINDOW_MS } from '../services/orders/create-marketplace-order';
import { escapeXml } from '../services/media/svg-text';
import { usd } from './alert-message';

export interface NoticeItem {
  id: number;
  title: string;
  /** The current price (outbid) or the hammer price (once the auction has closed). */
  priceCents: number;
}

export interface AuctionNotice {
  sendType: SendType;
  title(item: NoticeItem): string;
  /** HTML for /messages/detail/{id}. */
  body(item: NoticeItem): string;
}

const link = (item: NoticeItem) => `<a href="/carddetails/${item.id}">${escapeXml(item.title)}</a>`;
const price = (item: NoticeItem) => escapeXml(usd(item.priceCents));
const payWithin = `${PAYMENT_WINDOW_MS / 86_400_000} days`;

export const auctionNotices = {
  [OutboxKind.AuctionOutbid]: {
    sendType: SendType.Bid,
    title: (item) => `You have been outbid on ${item.title}`,
    body: (item) => `<p>Another bidder is ahead on ${link(item)}. The current price is ${price(item)}.</p><p>Bid again before the auction ends.</p>`,
  },
  [OutboxKind.AuctionWon]: {
    sendType: SendType.Bid,
    title: (item) => `You won ${item.title}`,
    body: (item) =>
      `<p>You won ${link(item)} for ${price(item)}.</p>` +
      `<p>Please pay within ${payWithin} in <a href="/myholo/purchase?type=1">your purchases</a>.</p>`,
  },
  [OutboxKind.AuctionLost]: {
    sendType: SendType.Bid,
    title: (item) => `Auction ended: ${item.title}`,
    body: (item) => `<p>${link(item)} sold to another bidder for ${price(item)}.</p><p>Your CHP deposit for this item has been released.</p>`,
  },
  [OutboxKind.AuctionSold]: {
    sendType: SendType.Bid,
    title: (item) => `Your item sold: ${item.title}`,
    body: (item) => `<p>${link(item)} sold for ${price(item)}. The buyer has ${payWithin} to pay.</p>`,
  },
  [OutboxKind.AuctionEnded]: {
    sendType: SendType.Bid,
    title: (item) => `Your auction ended without bids: ${item.title}`,
    body: (item) => `<p>${link(item)} ended with no bids.</p>`,
  },
} satisfies Partial<Record<OutboxKind, AuctionNotice>>;

export type AuctionNoticeKind = keyof typeof auctionNotices;
export const auctionNoticeKinds = Object.keys(auctionNotices) as AuctionNoticeKind[];
