import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addresses, cartLines, commodityConditions, coupons, memberCoupons, payments, storeOrders, usStates } from '../db/schema';
import { runOnce as closeUnpaidOrders } from '../jobs/close-unpaid-orders';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { addressIdOf, conditionRow, createStore, createStoreItem } from '../testing/store-fixtures';
import type { SignedIn } from '../testing/demo-members';
import { commitStoreOrderStock, releaseStoreOrderStock } from '../services/store-orders/store-order-stock';

let t: TestApp;
let seller: SignedIn;
let storeId: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
  seller = await createTrader(t, { isSeller: true });
  storeId = await createStore(t, seller);
});
afterAll(() => t?.close());

const add = async (who: SignedIn, CommodityId: number, ConditionId: number, Num: number) => {
  const response = await who.client.post('/api/cart', { CommodityId, ConditionId, Num });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.Id as number;
};
const order = async (who: SignedIn, CartLineIds: number[]) =>
  who.client.post('/api/store-orders', { CartLineIds, AddressId: await addressIdOf(t, who.memberId) });

describe('store orders', () => {
  it('makes one order per store with the address, postage, state tax and total, reserves stock and empties those lines', async () => {
    const buyer = await createTrader(t);
    const seller2 = await createTrader(t, { isSeller: true });
    const store2 = await createStore(t, seller2);
    const a = await createStoreItem(t, seller, storeId, [{ name: 'Near Mint', priceCents: 2_000, stock: 5 }]);
    const b = await createStoreItem(t, seller2, store2, [{ name: 'Sealed', priceCents: 6_000, stock: 2 }]);
    const keep = await createStoreItem(t, seller, storeId);
    await db().update(addresses).set({ streetAddress2: 'Suite 4' }).where(eq(addresses.memberId, buyer.memberId));
    const lineA = await add(buyer, a.id, a.conditionIds[0]!, 2);
    const lineB = await add(buyer, b.id, b.conditionIds[0]!, 1);
    const kept = await add(buyer, keep.id, keep.conditionIds[0]!, 1);

    const response = await order(buyer, [lineA, lineB]);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const ids: number[] = response.body.StoreOrderIds;
    expect(ids).toHaveLength(2);
    expect(response.body.PayDueAt).toBe(new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString());

    const [ca] = await db().select().from(usStates).where(eq(usStates.code, 'CA'));
    const percent = Number(ca!.taxPercent);
    const first = (await buyer.client.get(`/api/store-orders/${ids[0]}`)).body;
    const second = (await buyer.client.get(`/api/store-orders/${ids[1]}`)).body;
    const [mine, theirs] = first.StoreId === storeId ? [first, second] : [second, first];
    // 40.00 of items: under the 49.00 free-postage threshold, so 4.99 postage; tax on items + postage.
    const taxA = Math.round(((4_000 + 499) * percent) / 100);
    expect(mine).toMatchObject({
      OrderStatus: 1, Currency: 'USD', AreaCode: 'US', OrderAmount: 4_000, PostageType: 3, Postage: 499, TaxAmount: taxA,
      PriceTotal: 4_000 + 499 + taxA, PayDateTime: null,
      AddressMsg: { Consignee: buyer.nickname, Telephone: '2135550100', PostalCode: '90012', ProvinceName: 'California', CityName: 'Los Angeles', AddressDetail: '1 Main Street (Suite 4)' },
      CommodityList: [{ CommodityId: a.id, ConditionId: a.conditionIds[0], Quantity: 2, Price: 2_000, Title: 'Store card', ConditionName: 'Near Mint' }],
    });
    expect(mine.OrderCode).toMatch(/^HS\d{8}$/);
    // 60.00 of items: free postage.
    expect(theirs).toMatchObject({ OrderAmount: 6_000, PostageType: 2, Postage: 0, TaxAmount: Math.round((6_000 * percent) / 100) });
    expect(response.body.PriceTotal).toBe(mine.PriceTotal + theirs.PriceTotal);

    expect((await conditionRow(t, a.conditionIds[0]!)).stock).toBe(3);
    expect((await conditionRow(t, b.conditionIds[0]!)).stock).toBe(1);
    const left = await db().select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.memberId, buyer.memberId));
    expect(left.map((r) => r.id)).toEqual([kept]);

    const stranger = await createTrader(t);
    expect((await stranger.client.get(`/api/store-orders/${ids[0]}`)).status).toBe(404);
    expect((await t.client().get(`/api/store-orders/${ids[0]}`)).status).toBe(401);
    expect((await t.client().post('/api/store-orders', { CartLineIds: [1], AddressId: 1 })).status).toBe(401);
  });

  it('charges no state tax to a buyer outside the US, and international postage outside the store country', async () => {
    const buyer = await createTrader(t, { memberSource: 'MO' });
    await db().update(addresses).set({ country: 'MO', state: '', stateCode: '' }).where(eq(addresses.memberId, buyer.memberId));
    const item = await createStoreItem(t, seller, storeId, [{ priceCents: 10_000 }]);
    const response = await order(buyer, [await add(buyer, item.id, item.conditionIds[0]!, 1)]);
    const detail = (await buyer.client.get(`/api/store-orders/${response.body.StoreOrderIds[0]}`)).body;
    expect(detail).toMatchObject({ OrderAmount: 10_000, TaxAmount: 0, PostageType: 3, Postage: 1_499, PriceTotal: 11_499, IsGuarantee: 9 });
  });

  it("changes an unpaid order's address: postage and tax follow it; a paid one cannot change", async () => {
    const buyer = await createTrader(t);
    const item = await createStoreItem(t, seller, storeId, [{ priceCents: 2_000 }]);
    const created = await order(buyer, [await add(buyer, item.id, item.conditionIds[0]!, 1)]);
    const id = created.body.StoreOrderIds[0] as number;
    const [abroad] = await db()
      .insert(addresses)
      .values({ memberId: buyer.memberId, userName: 'Abroad', country: 'MO', streetAddress: '澳門新馬路一號', city: 'Macao', zipCode: '999078', phone: '85361234567' })
      .returning({ id: addresses.id });
    const moved = await buyer.client.put(`/api/store-orders/${id}`, { AddressId: abroad!.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ OrderAmount: 2_000, TaxAmount: 0, Postage: 1_499, PriceTotal: 3_499, AddressMsg: { Consignee: 'Abroad', CityName: 'Macao' } });
    const stranger = await createTrader(t);
    expect((await stranger.client.put(`/api/store-orders/${id}`, { AddressId: abroad!.id })).status).toBe(404);
    await db().update(storeOrders).set({ orderStatus: 2 }).where(eq(storeOrders.id, id));
    expect((await buyer.client.put(`/api/store-orders/${id}`, { AddressId: abroad!.id })).body.error.code).toBe('ORDER_NOT_PAYABLE');
  });

  it('takes a coupon off its line (never below 0), taxes what is left, spends it once, and gives it back if the order closes unpaid', async () => {
    const buyer = await createTrader(t);
    const [kind] = await db().insert(coupons).values({ title: 'Ten off', freeCents: 1_000 }).returning({ id: coupons.id });
    const [mine] = await db()
      .insert(memberCoupons)
      .values({ couponId: kind!.id, memberId: buyer.memberId, expiresAt: new Date(t.clock.now().getTime() + 86_400_000) })
      .returning({ id: memberCoupons.id });
    const item = await createStoreItem(t, seller, storeId, [{ priceCents: 3_000, stock: 5 }]);
    const line = await add(buyer, item.id, item.conditionIds[0]!, 1);
    const placed = await buyer.client.post('/api/store-orders', {
      CartLineIds: [line], AddressId: await addressIdOf(t, buyer.memberId), Coupons: [{ CartLineId: line, MemberCouponId: mine!.id }],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [ca] = await db().select().from(usStates).where(eq(usStates.code, 'CA'));
    const tax = Math.round(((3_000 - 1_000 + 499) * Number(ca!.taxPercent)) / 100);
    const [order] = await db().select().from(storeOrders).where(eq(storeOrders.id, placed.body.StoreOrderIds[0]));
    expect(order).toMatchObject({ itemsCents: 3_000, discountCents: 1_000, taxCents: tax, totalCents: 3_000 - 1_000 + 499 + tax });

    const again = await add(buyer, item.id, item.conditionIds[0]!, 1);
    const reuse = await buyer.client.post('/api/store-orders', {
      CartLineIds: [again], AddressId: await addressIdOf(t, buyer.memberId), Coupons: [{ CartLineId: again, MemberCouponId: mine!.id }],
    });
    expect(reuse.body.error.code).toBe('COUPON_USED');

    t.clock.advance(2 * 86_400_000 + 1);
    await closeUnpaidOrders(t.app.ctx);
    const [restored] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, mine!.id));
    expect(restored).toMatchObject({ status: 0, usedStoreOrderId: null });
  });

  it('re-pay: changes the payment method to the card or other methods only, moves the address with tax after the kept coupon, and pays as chosen', async () => {
    const buyer = await createTrader(t);
    const [kind] = await db().insert(coupons).values({ title: 'Ten off', freeCents: 1_000 }).returning({ id: coupons.id });
    const [coupon] = await db()
      .insert(memberCoupons)
      .values({ couponId: kind!.id, memberId: buyer.memberId, expiresAt: new Date(t.clock.now().getTime() + 86_400_000) })
      .returning({ id: memberCoupons.id });
    const item = await createStoreItem(t, seller, storeId, [{ priceCents: 3_000 }]);
    const line = await add(buyer, item.id, item.conditionIds[0]!, 1);
    const placed = await buyer.client.post('/api/store-orders', {
      CartLineIds: [line], AddressId: await addressIdOf(t, buyer.memberId), Coupons: [{ CartLineId: line, MemberCouponId: coupon!.id }],
    });
    const id = placed.body.StoreOrderIds[0] as number;
    expect((await buyer.client.get(`/api/store-orders/${id}`)).body).toMatchObject({ IsGuarantee: 6, DiscountAmount: 1_000 });

    const other = await buyer.client.put(`/api/store-orders/${id}`, { IsGuarantee: 12 });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.body.IsGuarantee).toBe(12);
    const paypal = await buyer.client.put(`/api/store-orders/${id}`, { IsGuarantee: 3 });
    expect(paypal.body.error).toMatchObject({ code: 'PAY_CHANNEL_UNAVAILABLE', field: 'IsGuarantee' });
    expect((await buyer.client.put(`/api/store-orders/${id}`, {})).status).toBe(400);

    const [texas] = await db()
      .insert(addresses)
      .values({ memberId: buyer.memberId, userName: 'Ranch', country: 'US', streetAddress: '1 Ranch Road', city: 'Austin', state: 'Texas', stateCode: 'TX', zipCode: '73301', phone: '5125550100' })
      .returning({ id: addresses.id });
    const moved = await buyer.client.put(`/api/store-orders/${id}`, { AddressId: texas!.id });
    const [tx] = await db().select().from(usStates).where(eq(usStates.code, 'TX'));
    const tax = Math.round(((3_000 - 1_000 + 499) * Number(tx!.taxPercent)) / 100);
    expect(moved.body).toMatchObject({ DiscountAmount: 1_000, TaxAmount: tax, PriceTotal: 3_000 - 1_000 + 499 + tax, IsGuarantee: 12, AddressMsg: { CityName: 'Austin' } });
    const [spent] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, coupon!.id));
    expect(spent).toMatchObject({ status: 1, usedStoreOrderId: id });

    const usdt = await buyer.client.post('/api/payments', { Purpose: 'store_order', ReferenceId: id, IsGuarantee: 14 });
    expect(usdt.body.error.code).toBe('PAY_CHANNEL_UNAVAILABLE');
    const card = await buyer.client.post('/api/payments', { Purpose: 'store_order', ReferenceId: id, IsGuarantee: 6 });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.code, card.body.PaymentCode));
    expect(payment).toMatchObject({ channelCode: 6, amountCents: 3_000 - 1_000 + 499 + tax });
    expect((await buyer.client.get(`/api/store-orders/${id}`)).body.IsGuarantee).toBe(6);
  });

  it('answers ORDER_ALREADY_PLACED for lines no longer in the cart, and a double click makes one order', async () => {
    const buyer = await createTrader(t);
    const item = await createStoreItem(t, seller, storeId, [{ stock: 5 }]);
    const line = await add(buyer, item.id, item.conditionIds[0]!, 1);
    const [one, two] = await Promise.all([order(buyer, [line]), order(buyer, [line])]);
    const statuses = [one.status, two.status].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = one.status === 409 ? one : two;
    expect(refused.body.error).toMatchObject({ code: 'ORDER_ALREADY_PLACED', message: 'The order has already been placed' });
    const made = await db().select().from(storeOrders).where(eq(storeOrders.buyerMemberId, buyer.memberId));
    expect(made).toHaveLength(1);
    expect((await conditionRow(t, item.conditionIds[0]!)).stock).toBe(4);
    expect((await order(buyer, [line])).body.error.code).toBe('ORDER_ALREADY_PLACED');
  });

  it('sells the last unit to exactly one of two racing buyers; the other gets INSUFFICIENT_INVENTORY and stock never goes below 0', async () => {
    const item = await createStoreItem(t, seller, storeId, [{ stock: 1 }]);
    const buyers = [await createTrader(t), await createTrader(t)];
    const lines = await Promise.all(buyers.map((b) => add(b, item.id, item.conditionIds[0]!, 1)));
    const replies = await Promise.all(buyers.map((b, i) => order(b, [lines[i]!])));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = replies.find((r) => r.status === 409)!;
    expect(loser.body.error).toMatchObject({ code: 'INSUFFICIENT_INVENTORY', message: 'Insufficient inventory' });
    expect((await conditionRow(t, item.conditionIds[0]!)).stock).toBe(0);
    const made = await db().select({ id: storeOrders.id }).from(storeOrders).where(eq(storeOrders.buyerMemberId, buyers[replies.indexOf(replies.find((r) => r.status === 201)!)]!.memberId));
    expect(made).toHaveLength(1);
    // The loser's line stays in the cart, now shown sold out.
    const loserIndex = replies.indexOf(loser);
    const cart = (await buyers[loserIndex]!.client.get('/api/cart')).body;
    expect(cart.data[0]).toMatchObject({ Id: lines[loserIndex], Disabled: true, DisabledReason: 'sold_out' });
  });

  it('checks the purchase limit against units in open orders at checkout', async () => {
    const buyer = await createTrader(t);
    const item = await createStoreItem(t, seller, storeId, [{ stock: 10, limitNum: 2 }]);
    const [conditionId] = item.conditionIds as [number];
    expect((await order(buyer, [await add(buyer, item.id, conditionId, 2)])).status).toBe(201);
    // A line written before the order counted (e.g. from another device).
    const [line] = await db().insert(cartLines).values({ memberId: buyer.memberId, commodityId: item.id, conditionId, num: 1 }).returning();
    const refused = await order(buyer, [line!.id]);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('INSUFFICIENT_INVENTORY');
    expect((await conditionRow(t, conditionId)).stock).toBe(8);
  });

  it('refuses coming-soon lines and buyers who fail the trade gate, changing nothing', async () => {
    const buyer = await createTrader(t);
    const soon = await createStoreItem(t, seller, storeId, [{}], 2);
    const soonLine = await add(buyer, soon.id, soon.conditionIds[0]!, 1);
    const comingSoon = await order(buyer, [soonLine]);
    expect(comingSoon.status).toBe(409);
    expect(comingSoon.body.error).toMatchObject({ code: 'ITEM_COMING_SOON', message: 'Coming Soon' });

    const unverified = await createTrader(t, { verifyStatus: 0 });
    const item = await createStoreItem(t, seller, storeId, [{ stock: 3 }]);
    const gated = await order(unverified, [await add(unverified, item.id, item.conditionIds[0]!, 1)]);
    expect(gated.status).toBe(403);
    expect(gated.body.error.code).toBe('VERIFY_REQUIRED');
    expect((await conditionRow(t, item.conditionIds[0]!)).stock).toBe(3);
    expect((await unverified.client.get('/api/cart')).body.count).toBe(1);

    const other = await createTrader(t);
    const notMine = await buyer.client.post('/api/store-orders', { CartLineIds: [await add(buyer, item.id, item.conditionIds[0]!, 1)], AddressId: await addressIdOf(t, other.memberId) });
    expect(notMine.status).toBe(404);
  });

  it('gives reserved units back when an unpaid order closes, and counts them as sold when paid', async () => {
    const buyer = await createTrader(t);
    const item = await createStoreItem(t, seller, storeId, [{ stock: 5 }]);
    const [conditionId] = item.conditionIds as [number];
    const first = (await order(buyer, [await add(buyer, item.id, conditionId, 2)])).body.StoreOrderIds[0];
    const second = (await order(buyer, [await add(buyer, item.id, conditionId, 1)])).body.StoreOrderIds[0];
    expect((await conditionRow(t, conditionId)).stock).toBe(2);
    await db().transaction((tx) => releaseStoreOrderStock(tx, first));
    await db().transaction((tx) => commitStoreOrderStock(tx, second));
    const row = await conditionRow(t, conditionId);
    expect({ stock: row.stock, sold: row.quantitySold }).toEqual({ stock: 4, sold: 1 });
    expect(await db().select().from(commodityConditions).where(eq(commodityConditions.stock, -1))).toEqual([]);
  });
});
