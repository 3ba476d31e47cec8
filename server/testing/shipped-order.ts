/**
 * API test fixtures for orders after payment: a marketplace order or a store order bought and paid
 * through the real API and the sandbox provider's hosted page (so the payment callback holds the
 * escrow), then marked shipped by writing what the seller's ship route writes: status 3, shipped_at
 * and a shipments row due to finish 30 days later (docs/decisions.md "After payment").
 */
import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addresses, coupons, memberCoupons, orders, shipments, storeOrders, stores } from '../db/schema';
import { createSession } from '../services/accounts/create-session';
import { SESSION_COOKIE } from '../http/session';
import type { OrderKind } from '../../src/domain/orders/order-finish';
import type { SignedIn } from './demo-members';
import type { TestApp } from './test-app';
import { decideOnHostedPage, startPaymentOk } from './payment-helpers';
import { createStore, createStoreItem } from './store-fixtures';
import { createTrader, listItem } from './trade-helpers';

export const DAY_MS = 86_400_000;
/** Days from shipping to the automatic finish without a delivery event. */
export const FINISH_AFTER_SHIPPING_DAYS = 30;

export type Trader = SignedIn & { nickname: string };

export interface PaidOrder {
  kind: OrderKind;
  id: number;
  buyer: Trader;
  seller: Trader;
  totalCents: number;
}

/** A New York address: state tax applies to what ships there. */
export async function newYorkAddress(t: TestApp, memberId: number): Promise<number> {
  const [row] = await t.database.db
    .insert(addresses)
    .values({ memberId, userName: 'Buyer', country: 'US', streetAddress: '1 Broadway', city: 'New York', state: 'New York', stateCode: 'NY', zipCode: '10004', phone: '2125550100' })
    .returning({ id: addresses.id });
  return row!.id;
}

export async function payOk(t: TestApp, buyer: SignedIn, kind: OrderKind, id: number): Promise<void> {
  const payment = await startPaymentOk(buyer.client, { Purpose: kind, ReferenceId: id, IsGuarantee: 6 });
  await decideOnHostedPage(t, payment.PayUrl, 'approve');
}

/**
 * A buy-now card (100.00 + 5.00 postage) bought and paid: the buyer premium and New York's state
 * tax are on it. New traders unless given.
 */
export async function paidMarketplaceOrder(t: TestApp, parties: { seller?: Trader; buyer?: Trader } = {}): Promise<PaidOrder> {
  const seller = parties.seller ?? (await createTrader(t, { isSeller: true }));
  const buyer = parties.buyer ?? (await createTrader(t));
  const itemId = await listItem(t, seller, { ByWay: 1, Price: 10_000, Postage: 500, Title: 'Finished card' });
  const bought = await buyer.client.post(`/api/items/${itemId}/buy`);
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  const id = bought.body.OrderId as number;
  const priced = await buyer.client.put(`/api/orders/${id}`, { AddressId: await newYorkAddress(t, buyer.memberId) });
  expect(priced.status, JSON.stringify(priced.body)).toBe(200);
  await payOk(t, buyer, 'order', id);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  expect(order).toMatchObject({ orderStatus: 2, serviceFeeCents: expect.any(Number) });
  expect(order!.serviceFeeCents).toBeGreaterThan(0);
  expect(order!.taxCents).toBeGreaterThan(0);
  return { kind: 'order', id, buyer, seller, totalCents: order!.totalCents };
}

/**
 * A store order of two 20.00 items, shipped to New York (tax), paid; with `couponCents` the
 * buyer spends a coupon of that much on it.
 */
export async function paidStoreOrder(t: TestApp, options: { seller?: Trader; buyer?: Trader; couponCents?: number } = {}): Promise<PaidOrder> {
  const seller = options.seller ?? (await createTrader(t, { isSeller: true }));
  const buyer = options.buyer ?? (await createTrader(t));
  const storeId = await storeOf(t, seller);
  const item = await createStoreItem(t, seller, storeId, [{ priceCents: 2_000 }]);
  const line = await buyer.client.post('/api/cart', { CommodityId: item.id, ConditionId: item.conditionIds[0], Num: 2 });
  expect(line.status, JSON.stringify(line.body)).toBe(200);
  const Coupons = options.couponCents ? [{ CartLineId: line.body.Id, MemberCouponId: await grantCoupon(t, buyer.memberId, options.couponCents) }] : [];
  const placed = await buyer.client.post('/api/store-orders', { CartLineIds: [line.body.Id], AddressId: await newYorkAddress(t, buyer.memberId), Coupons });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.StoreOrderIds[0] as number;
  await payOk(t, buyer, 'store_order', id);
  const [order] = await t.database.db.select().from(storeOrders).where(eq(storeOrders.id, id));
  expect(order!.orderStatus).toBe(2);
  if (options.couponCents) expect(order!.discountCents).toBe(options.couponCents);
  return { kind: 'store_order', id, buyer, seller, totalCents: order!.totalCents };
}

/** The seller's store (one each), opened on first use. */
async function storeOf(t: TestApp, seller: Trader): Promise<number> {
  const [store] = await t.database.db.select({ id: stores.id }).from(stores).where(eq(stores.sellerMemberId, seller.memberId));
  return store?.id ?? createStore(t, seller);
}

async function grantCoupon(t: TestApp, memberId: number, freeCents: number): Promise<number> {
  const db = t.database.db;
  const [kind] = await db.insert(coupons).values({ title: 'Test coupon', freeCents }).returning({ id: coupons.id });
  const [copy] = await db
    .insert(memberCoupons)
    .values({ couponId: kind!.id, memberId, expiresAt: new Date(t.clock.now().getTime() + 10 * DAY_MS) })
    .returning({ id: memberCoupons.id });
  return copy!.id;
}

/** What the seller's ship route writes (status 2 → 3), shipped now; answers the shipment's id. */
export async function markShipped(t: TestApp, order: PaidOrder, trackingNumber = `1Z${order.kind === 'order' ? 'M' : 'S'}${order.id}X99`): Promise<number> {
  const db = t.database.db;
  const now = t.clock.now();
  const shipped = { orderStatus: 3, shippedAt: now };
  const updated =
    order.kind === 'order'
      ? await db.update(orders).set(shipped).where(and(eq(orders.id, order.id), eq(orders.orderStatus, 2))).returning({ id: orders.id })
      : await db.update(storeOrders).set(shipped).where(and(eq(storeOrders.id, order.id), eq(storeOrders.orderStatus, 2))).returning({ id: storeOrders.id });
  expect(updated, 'the order was paid').toHaveLength(1);
  const [shipment] = await db
    .insert(shipments)
    .values({
      orderKind: order.kind,
      orderId: order.id,
      sellerMemberId: order.seller.memberId,
      carrierCode: 'UPS',
      trackingNumber,
      shippedAt: now,
      subscribedAt: now,
      finishDueAt: new Date(now.getTime() + FINISH_AFTER_SHIPPING_DAYS * DAY_MS),
    })
    .returning({ id: shipments.id });
  return shipment!.id;
}

/** The carrier reported the parcel delivered now: the finish moves to 7 days later (what the carrier callback writes). */
export async function markDelivered(t: TestApp, shipmentId: number): Promise<void> {
  const now = t.clock.now();
  await t.database.db
    .update(shipments)
    .set({ state: 3, deliveredAt: now, finishDueAt: new Date(now.getTime() + 7 * DAY_MS) })
    .where(eq(shipments.id, shipmentId));
}

/** A fresh session for a trader whose 4-day session the test clock has outrun. */
export async function signInAgain(t: TestApp, who: SignedIn): Promise<void> {
  const { token } = await createSession({ db: t.database.db, clock: t.clock }, who.memberId);
  who.client.setCookie(SESSION_COOKIE, token);
}

/** A paid order of either kind, shipped. */
export async function shippedOrder(t: TestApp, kind: OrderKind, parties: { seller?: Trader; buyer?: Trader } = {}): Promise<PaidOrder & { shipmentId: number }> {
  const order = kind === 'order' ? await paidMarketplaceOrder(t, parties) : await paidStoreOrder(t, parties);
  return { ...order, shipmentId: await markShipped(t, order) };
}
