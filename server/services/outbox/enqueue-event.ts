/**
 * Writes an outbox row inside the caller's transaction (DESIGN.md section 3): it commits with the change.
 * A kind a member can get as a push notification also gets a twin 'push' row in the same insert, for
 * the push relay: each row is consumed once, so the relay must not take the notification consumers' row.
 */
import type { Tx } from '../../db/client';
import { outbox } from '../../db/schema';
import { PUSH_KINDS } from '../../../src/domain/push/push.schema';

export const OutboxKind = {
  ListingCreated: 'listing.created',
  Email: 'email',
  AuctionOutbid: 'auction.outbid',
  AuctionWon: 'auction.won',
  AuctionLost: 'auction.lost',
  AuctionSold: 'auction.sold',
  /** An auction ended without bids (to the seller). */
  AuctionEnded: 'auction.ended',
  /** To the seller: a buyer made an offer. */
  OfferReceived: 'offer.received',
  /** To the buyer: the seller (or the auto-accept price) accepted; orderId is the order to pay. */
  OfferAccepted: 'offer.accepted',
  OfferDeclined: 'offer.declined',
  /** To the buyer: the seller answered with a counter-offer. */
  OfferCountered: 'offer.countered',
  /** To the buyer: the seller did not answer within 48 hours. */
  OfferExpired: 'offer.expired',
  /** To the seller: a buyer paid an order (marketplace or store). */
  OrderPaid: 'order.paid',
  /** To the buyer: an unpaid order closed when its payment window passed. */
  OrderClosed: 'order.closed',
  /** To the buyer: the seller shipped the order (carrier and tracking number). */
  OrderShipped: 'order.shipped',
  /** To the buyer: the carrier reported the parcel delivered. */
  OrderDelivered: 'order.delivered',
  /** To the seller (and the buyer when the sweeper finished it): the order finished and the proceeds were credited. */
  OrderFinished: 'order.finished',
  /** To the member the feedback is about. */
  FeedbackReceived: 'feedback.received',
  /** Buyer protection (issue 28), payload OrderEventPayload: to the seller, a buyer opened a case. */
  CaseOpened: 'case.opened',
  /** To the other side (buyer or seller): a message in the case's thread. */
  CaseMessage: 'case.message',
  /** To each side: the case moved (escalated, a return asked, closed, revoked, decided by staff). */
  CaseDecided: 'case.decided',
  /** To the buyer: the case's refund was decided and is on its way back. */
  CaseRefunded: 'case.refunded',
  /** Messages (issue 29), payload MessageEventPayload: to the other party, a message in a conversation with a seller. */
  MessageReceived: 'message.received',
  /** For the push relay (push-server/): the twin of a pushable event, payload `{ event: <kind>, ...payload }`. */
  Push: 'push',
} as const;
export type OutboxKind = (typeof OutboxKind)[keyof typeof OutboxKind];

export interface ListingCreatedPayload {
  commodityId: number;
}
export interface EmailPayload {
  to: string;
  subject: string;
  body: string;
}

/** An auction event for one member: orderId on 'auction.won' and 'auction.sold'. */
export interface AuctionEventPayload {
  commodityId: number;
  memberId: number;
  orderId?: number;
}

/** An offer event for one member (the seller for 'offer.received', else the buyer); orderId on 'offer.accepted'. */
export interface OfferEventPayload {
  commodityId: number;
  memberId: number;
  offerId: number;
  priceCents: number;
  /** 1 the buyer's offer, 2 the seller's counter-offer. */
  bargainType: number;
  orderId?: number;
}

/** An order event for one member (whom the notice is for); 'feedback.received' names the order the feedback was left on. */
export interface OrderEventPayload {
  memberId: number;
  orderId?: number;
  storeOrderId?: number;
  commodityId?: number;
}

/** A conversation message for its recipient (the seller for a buyer's question, the buyer for an answer). */
export interface MessageEventPayload {
  memberId: number;
  conversationId: number;
  messageId: number;
}

export type OutboxPayload =
  | ListingCreatedPayload
  | EmailPayload
  | AuctionEventPayload
  | OfferEventPayload
  | OrderEventPayload
  | MessageEventPayload;

const pushKinds: ReadonlySet<string> = new Set(PUSH_KINDS);

export async function enqueueEvent(tx: Tx, kind: Exclude<OutboxKind, 'push'>, payload: OutboxPayload, now: Date) {
  await tx.insert(outbox).values(outboxRows(kind, payload, now));
}

/** The event's row, and its 'push' twin when the kind is pushable: written by one insert. */
export function outboxRows(kind: Exclude<OutboxKind, 'push'>, payload: OutboxPayload, now: Date): (typeof outbox.$inferInsert)[] {
  const row = { kind, payload, createdAt: now, availableAt: now };
  return pushKinds.has(kind) ? [row, { ...row, kind: OutboxKind.Push, payload: { event: kind, ...payload } }] : [row];
}
