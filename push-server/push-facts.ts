/**
 * What push messages say about their events, read for a whole batch of events when the relay fans
 * them out (one query per table): the items (title, price, image, end) and, for order events, the
 * orders' codes and totals. Read at fan-out, like the /messages notices, so an outbid shows the
 * price the bidder has to beat now.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../server/db/client';
import { commodities, orders, storeOrders } from '../server/db/schema';
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

export interface PushOrder {
  code: string;
  totalCents: number;
  /** What was bought: the item's title, or "store order {code}". */
  what: string;
}

export interface PushFacts {
  item: PushItem | null;
  order: PushOrder | null;
}

const NO_IMAGE = 'noimage';

/** Reads the facts of every event in one go; the returned function answers per event. */
export async function loadPushFacts(tx: Tx, events: PushEvent[]): Promise<(event: PushEvent) => PushFacts> {
  const orderEvents = events.filter((e) => e.event.startsWith('order.'));
  const [items, marketOrders, shopOrders] = await Promise.all([
    loadItems(tx, ids(events.map((e) => e.commodityId))),
    loadOrders(tx, ids(orderEvents.map((e) => e.orderId))),
    loadStoreOrders(tx, ids(orderEvents.map((e) => e.storeOrderId))),
  ]);
  return (event) => {
    const item = event.commodityId === undefined ? null : (items.get(event.commodityId) ?? null);
    if (!event.event.startsWith('order.')) return { item, order: null };
    const market = event.orderId === undefined ? undefined : marketOrders.get(event.orderId);
    if (market) return { item, order: { ...market, what: item?.title ?? `order ${market.code}` } };
    const shop = event.storeOrderId === undefined ? undefined : shopOrders.get(event.storeOrderId);
    return { item, order: shop ? { ...shop, what: `store order ${shop.code}` } : null };
  };
}

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
      const first = row.images[0] ?? row.titImg;
      const image = first && first !== NO_IMAGE ? first : undefined;
      return [row.id, { id: row.id, title: row.title, priceCents: row.priceCents, image, endsAt: row.endsAt, orderType: row.orderType }];
    }),
  );
}

async function loadOrders(tx: Tx, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, { code: string; totalCents: number }>();
  const rows = await tx.select({ id: orders.id, code: orders.code, totalCents: orders.totalCents }).from(orders).where(inArray(orders.id, orderIds));
  return new Map(rows.map(({ id, ...order }) => [id, order]));
}

async function loadStoreOrders(tx: Tx, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, { code: string; totalCents: number }>();
  const rows = await tx
    .select({ id: storeOrders.id, code: storeOrders.code, totalCents: storeOrders.totalCents })
    .from(storeOrders)
    .where(inArray(storeOrders.id, orderIds));
  return new Map(rows.map(({ id, ...order }) => [id, order]));
}
