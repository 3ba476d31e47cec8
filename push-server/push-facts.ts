/**
 * What push messages say about their events, read for a whole batch of events when the relay fans
 * them out: the items (title, price, image, end; one query) and, for order and feedback events,
 * the order as its /messages notice reads it (server/jobs/order-notices.ts: code, totals,
 * shipment, the feedback received). Read at fan-out, like the /messages notices, so an outbid
 * shows the price the bidder has to beat now.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../server/db/client';
import { commodities, conversationMessages, conversations, members } from '../server/db/schema';
import { loadNoticeOrder, type NoticeOrder } from '../server/jobs/order-notices';
import type { PushEvent } from './push-event';

export interface PushItem {
  id: number;
  title: string;
  /** The current price (outbid) or the hammer price (once the auction has closed), cents. */
  priceCents: number;
  /** The item's first image (a same-origin path or a URL); none for a listing without images. */
  image: string | undefined;
  endsAt: Date | null;
  /** 1: a store item (/storedetails/{id}). */
  orderType: number;
}

/** An order event's order: what it is, its page, totals, shipment and the feedback received. */
export type PushOrder = NoticeOrder;

/** A conversation message ('message.received'): who wrote it, about which card, and what it says. */
export interface PushConversationMessage {
  conversationId: number;
  /** The sender's nickname (the recipient's other party). */
  senderName: string;
  /** The card asked about; null for a question about the store. */
  itemTitle: string | null;
  /** The card's first image, when it has one. */
  image: string | undefined;
  body: string;
}

export interface PushFacts {
  item: PushItem | null;
  order: PushOrder | null;
  message: PushConversationMessage | null;
}

const NO_IMAGE = 'noimage';

/** Order, case and feedback events name an order (orderId or storeOrderId). */
const aboutOrder = (event: PushEvent) => event.event.startsWith('order.') || event.event.startsWith('case.') || event.event === 'feedback.received';

// The feedback a notice quotes is the one its member received: the member is part of the key.
const orderKey = (event: PushEvent) => `${event.orderId ?? ''}:${event.storeOrderId ?? ''}:${event.memberId}`;

/** Reads the facts of every event in one go; the returned function answers per event. */
export async function loadPushFacts(tx: Tx, events: PushEvent[]): Promise<(event: PushEvent) => PushFacts> {
  const items = await loadItems(tx, ids(events.map((e) => e.commodityId)));
  const messages = await loadMessages(tx, ids(events.filter((e) => e.event === 'message.received').map((e) => e.messageId)));
  const orderFacts = new Map<string, PushOrder | null>();
  for (const event of events.filter(aboutOrder)) {
    if (!orderFacts.has(orderKey(event))) orderFacts.set(orderKey(event), await loadNoticeOrder(tx, event));
  }
  return (event) => {
    const item = event.commodityId === undefined ? null : (items.get(event.commodityId) ?? null);
    const message = event.messageId === undefined ? null : (messages.get(event.messageId) ?? null);
    return { item, order: aboutOrder(event) ? (orderFacts.get(orderKey(event)) ?? null) : null, message };
  };
}

const firstImage = (images: string[], titImg: string | null) => {
  const first = images[0] ?? titImg;
  return first && first !== NO_IMAGE ? first : undefined;
};

const ids = (values: (number | undefined)[]) => [...new Set(values.filter((v): v is number => v !== undefined))];

async function loadItems(tx: Tx, itemIds: number[]): Promise<Map<number, PushItem>> {
  if (itemIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: commodities.id,
      title: commodities.title,
      priceCents: commodities.priceCents,
      titImg: commodities.titImg,
      images: commodities.images,
      endsAt: commodities.endsAt,
      orderType: commodities.orderType,
    })
    .from(commodities)
    .where(inArray(commodities.id, itemIds));
  return new Map(
    rows.map((row) => {
      const image = firstImage(row.images, row.titImg);
      return [row.id, { id: row.id, title: row.title, priceCents: row.priceCents, image, endsAt: row.endsAt, orderType: row.orderType }];
    }),
  );
}

async function loadMessages(tx: Tx, messageIds: number[]): Promise<Map<number, PushConversationMessage>> {
  if (messageIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: conversationMessages.id,
      conversationId: conversationMessages.conversationId,
      body: conversationMessages.body,
      senderName: members.nickname,
      itemTitle: commodities.title,
      titImg: commodities.titImg,
      images: commodities.images,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(members, eq(members.id, conversationMessages.senderMemberId))
    .leftJoin(commodities, eq(commodities.id, conversations.commodityId))
    .where(inArray(conversationMessages.id, messageIds));
  return new Map(rows.map(({ id, titImg, images, ...message }) => [id, { ...message, image: firstImage(images ?? [], titImg) }]));
}
