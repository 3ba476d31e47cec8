/**
 * The cart checkout's quote (state tax before placing) and one payment for a cart over several
 * stores (issue 32 point 4): the sandbox provider's signed callback pays every covered order once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addresses, coupons, memberCoupons, payments, storeOrders, usStates } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { addressIdOf, conditionRow, createStore, createStoreItem } from '../testing/store-fixtures';
import type { SignedIn } from '../testing/demo-members';
import { decideOnHostedPage, refundsOf, sendSignedCallback } from '../testing/payment-helpers';
import { expectLedgerBalanced } from '../testing/ledger-balance';

let t: TestApp;
let sellerA: SignedIn;
let sellerB: SignedIn;
let storeA: number;
let storeB: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
  sellerA = await createTrader(t, { isSeller: true });
  sellerB = await createTrader(t, { isSeller: true });
  storeA = await createStore(t, sellerA);
  storeB = await createStore(t, sellerB);
});
afterAll(() => t?.close());

const add = async (who: SignedIn, CommodityId: number, ConditionId: number, Num: number) => {
  const response = await who.client.post('/api/cart', { CommodityId, ConditionId, Num });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.Id as number;
};

/** A buyer with one line in each store: 20.00 × 2 in A, 60.00 in B. */
async function twoStoreCart() {
  const buyer = await createTrader(t);
  const a = await createStoreItem(t, sellerA, storeA, [{ priceCents: 2_000, stock: 5 }]);
  const b = await createStoreItem(t, sellerB, storeB, [{ priceCents: 6_000, stock: 2 }]);
  const lines = [await add(buyer, a.id, a.conditionIds[0]!, 2), await add(buyer, b.id, b.conditionIds[0]!, 1)];
  return { buyer, a, b, lines, addressId: await addressIdOf(t, buyer.memberId) };
}

async function placed(buyer: SignedIn, lines: number[], addressId: number) {
  const response = await buyer.client.post('/api/store-orders', { CartLineIds: lines, AddressId: addressId });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { StoreOrderIds: number[]; PriceTotal: number };
}

async function statusesOf(ids: number[]) {
  const rows = await db().select({ id: storeOrders.id, status: storeOrders.orderStatus }).from(storeOrders).where(inArray(storeOrders.id, ids));
  return rows.map((row) => row.status);
}

describe('store checkout quote', () => {
  it('prices each store and the whole with the state tax of the address, as placing then charges', async () => {
    const { buyer, lines, addressId } = await twoStoreCart();
    const [kind] = await db().insert(coupons).values({ title: 'Five off', freeCents: 500 }).returning({ id: coupons.id });
    const [coupon] = await db()
      .insert(memberCoupons)
      .values({ couponId: kind!.id, memberId: buyer.memberId, expiresAt: new Date(t.clock.now().getTime() + 86_400_000) })
      .returning({ id: memberCoupons.id });
    const body = { CartLineIds: lines, AddressId: addressId, Coupons: [{ CartLineId: lines[0]!, MemberCouponId: coupon!.id }] };
    const quote = await buyer.client.post('/api/store-orders/quote', body);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const [ca] = await db().select().from(usStates).where(eq(usStates.code, 'CA'));
    const percent = Number(ca!.taxPercent);
    const taxA = Math.round(((4_000 - 500 + 499) * percent) / 100);
    const taxB = Math.round((6_000 * percent) / 100);
    expect(quote.body.Stores).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ StoreId: storeA, ItemsCents: 4_000, DiscountCents: 500, PostageCents: 499, TaxCents: taxA, TotalCents: 4_000 - 500 + 499 + taxA }),
        expect.objectContaining({ StoreId: storeB, ItemsCents: 6_000, DiscountCents: 0, PostageCents: 0, TaxCents: taxB, TotalCents: 6_000 + taxB }),
      ]),
    );
    expect(quote.body).toMatchObject({ TaxCents: taxA + taxB, TotalCents: 10_000 - 500 + 499 + taxA + taxB });
    expect(quote.body.PayChannels.map((c: { IsGuarantee: number }) => c.IsGuarantee)).toEqual([6, 12]);
    // Nothing written: the coupon is still unused and the lines still in the cart.
    const placedNow = await buyer.client.post('/api/store-orders', body);
    expect(placedNow.status).toBe(201);
    expect(placedNow.body.PriceTotal).toBe(quote.body.TotalCents);
  });

  it('refuses a visitor, another member’s lines, bad input and a coupon that does not apply', async () => {
    const { buyer, lines, addressId } = await twoStoreCart();
    expect((await t.client().post('/api/store-orders/quote', { CartLineIds: lines, AddressId: addressId })).status).toBe(401);
    const other = await createTrader(t);
    const stranger = await other.client.post('/api/store-orders/quote', { CartLineIds: lines, AddressId: await addressIdOf(t, other.memberId) });
    expect(stranger.status).toBe(409);
    expect((await other.client.post('/api/store-orders/quote', { CartLineIds: lines.slice(0, 0), AddressId: addressId })).status).toBe(400);
    const bad = await buyer.client.post('/api/store-orders/quote', { CartLineIds: ['x'], AddressId: addressId });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBeDefined();
    // Someone else's address.
    expect((await buyer.client.post('/api/store-orders/quote', { CartLineIds: lines, AddressId: await addressIdOf(t, other.memberId) })).status).toBe(404);
    const [kind] = await db().insert(coupons).values({ title: 'Only item 1', freeCents: 500, isAllUse: false, commodityIds: [1] }).returning({ id: coupons.id });
    const [coupon] = await db()
      .insert(memberCoupons)
      .values({ couponId: kind!.id, memberId: buyer.memberId, expiresAt: new Date(t.clock.now().getTime() + 86_400_000) })
      .returning({ id: memberCoupons.id });
    const notForIt = await buyer.client.post('/api/store-orders/quote', { CartLineIds: lines, AddressId: addressId, Coupons: [{ CartLineId: lines[1]!, MemberCouponId: coupon!.id }] });
    expect(notForIt.status).toBe(400);
    expect(notForIt.body.error.code).toBe('COUPON_NOT_APPLICABLE');
  });
});

describe('one payment for a cart over several stores', () => {
  it('pays both store orders in one payment; a replayed callback changes nothing and the book balances', async () => {
    const { buyer, a, b, lines, addressId } = await twoStoreCart();
    const { StoreOrderIds: ids, PriceTotal } = await placed(buyer, lines, addressId);
    expect(ids).toHaveLength(2);
    const started = await buyer.client.post('/api/store-orders/payment', { StoreOrderIds: ids, IsGuarantee: 6 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.code, started.body.PaymentCode));
    expect(payment).toMatchObject({ purpose: 'store_orders', amountCents: PriceTotal, status: 0 });

    const back = await decideOnHostedPage(t, started.body.PayUrl, 'approve');
    expect(back).toContain(`/pay/result?type=store&id=${started.body.PaymentCode}`);
    expect(await statusesOf(ids)).toEqual([2, 2]);
    expect((await conditionRow(t, a.conditionIds[0]!)).quantitySold).toBe(2);
    expect((await conditionRow(t, b.conditionIds[0]!)).quantitySold).toBe(1);
    const read = await buyer.client.get(`/api/payments/${started.body.PaymentCode}`);
    expect(read.body).toMatchObject({ Purpose: 'store_orders', Status: 1, USD_Amount: PriceTotal, StoreOrderIds: [...ids].sort((x, y) => x - y) });

    expect(await sendSignedCallback(t, started.body.PaymentCode)).toBe(204);
    expect(await statusesOf(ids)).toEqual([2, 2]);
    expect(await refundsOf(t, started.body.PaymentCode)).toEqual([]);
    await expectLedgerBalanced(db());
  });

  it('two callbacks at once for one shared payment pay each order once', async () => {
    const { buyer, lines, addressId } = await twoStoreCart();
    const { StoreOrderIds: ids } = await placed(buyer, lines, addressId);
    const started = await buyer.client.post('/api/store-orders/payment', { StoreOrderIds: ids, IsGuarantee: 6 });
    expect(await Promise.all([sendSignedCallback(t, started.body.PaymentCode), sendSignedCallback(t, started.body.PaymentCode)])).toEqual([204, 204]);
    expect(await statusesOf(ids)).toEqual([2, 2]);
    expect(await refundsOf(t, started.body.PaymentCode)).toEqual([]);
    await expectLedgerBalanced(db());
  });

  it('a single store order takes the ordinary store-order payment through the same route', async () => {
    const { buyer, lines, addressId } = await twoStoreCart();
    const { StoreOrderIds: ids } = await placed(buyer, lines.slice(0, 1), addressId);
    const started = await buyer.client.post('/api/store-orders/payment', { StoreOrderIds: ids, IsGuarantee: 6 });
    expect(started.status).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.code, started.body.PaymentCode));
    expect(payment).toMatchObject({ purpose: 'store_order', referenceId: ids[0] });
    await decideOnHostedPage(t, started.body.PayUrl, 'approve');
    expect(await statusesOf(ids)).toEqual([2]);
  });

  it('a declined payment leaves every order unpaid, and paying again works', async () => {
    const { buyer, lines, addressId } = await twoStoreCart();
    const { StoreOrderIds: ids } = await placed(buyer, lines, addressId);
    const first = await buyer.client.post('/api/store-orders/payment', { StoreOrderIds: ids, IsGuarantee: 6 });
    await decideOnHostedPage(t, first.body.PayUrl, 'decline');
    expect(await statusesOf(ids)).toEqual([1, 1]);
    const again = await buyer.client.post('/api/store-orders/payment', { StoreOrderIds: ids, IsGuarantee: 12 });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    await decideOnHostedPage(t, again.body.PayUrl, 'approve');
    expect(await statusesOf(ids)).toEqual([2, 2]);
    await expectLedgerBalanced(db());
  });

  it('refuses before charging when one order is paid already; refunds the whole payment when one was paid in between', async () => {
    const { buyer, lines, addressId } = await twoStoreCart();
    const { StoreOrderIds: ids } = await placed(buyer, lines, addressId);
    const shared = await buyer.client.post('/api/store-orders/payment', { StoreOrderIds: ids, IsGuarantee: 6 });
    expect(shared.status).toBe(200);
    // The buyer pays one order on its own meanwhile: that cancels the shared payment.
    const single = await buyer.client.post('/api/payments', { Purpose: 'store_order', ReferenceId: ids[0], IsGuarantee: 6 });
    await decideOnHostedPage(t, single.body.PayUrl, 'approve');
    const [cancelled] = await db().select().from(payments).where(eq(payments.code, shared.body.PaymentCode));
    expect(cancelled!.status).toBe(5);
    // The provider still approves the shared one: all of it goes back, the other order stays unpaid.
    expect(await sendSignedCallback(t, shared.body.PaymentCode)).toBe(204);
    expect(await refundsOf(t, shared.body.PaymentCode)).toEqual([expect.objectContaining({ reason: 'cancelled' })]);
    expect(await statusesOf([ids[1]!])).toEqual([1]);
    const refused = await buyer.client.post('/api/store-orders/payment', { StoreOrderIds: ids, IsGuarantee: 6 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('ORDER_NOT_PAYABLE');
    await expectLedgerBalanced(db());
  });

  it('cancels the shared payment when one of its orders is repriced (a new address)', async () => {
    const { buyer, lines, addressId } = await twoStoreCart();
    const { StoreOrderIds: ids } = await placed(buyer, lines, addressId);
    const shared = await buyer.client.post('/api/store-orders/payment', { StoreOrderIds: ids, IsGuarantee: 6 });
    const [abroad] = await db()
      .insert(addresses)
      .values({ memberId: buyer.memberId, userName: 'Abroad', country: 'MO', streetAddress: '1 Rua', city: 'Macao', zipCode: '999078', phone: '85361234567' })
      .returning({ id: addresses.id });
    expect((await buyer.client.put(`/api/store-orders/${ids[0]}`, { AddressId: abroad!.id })).status).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.code, shared.body.PaymentCode));
    expect(payment!.status).toBe(5);
    expect(await sendSignedCallback(t, shared.body.PaymentCode)).toBe(204);
    expect(await statusesOf(ids)).toEqual([1, 1]);
    await expectLedgerBalanced(db());
  });

  it('refunds the whole payment when a covered order closed without the payment knowing', async () => {
    const { buyer, lines, addressId } = await twoStoreCart();
    const { StoreOrderIds: ids } = await placed(buyer, lines, addressId);
    const shared = await buyer.client.post('/api/store-orders/payment', { StoreOrderIds: ids, IsGuarantee: 6 });
    await db().update(storeOrders).set({ orderStatus: 6 }).where(eq(storeOrders.id, ids[1]!));
    expect(await sendSignedCallback(t, shared.body.PaymentCode)).toBe(204);
    expect(await refundsOf(t, shared.body.PaymentCode)).toEqual([expect.objectContaining({ reason: 'closed' })]);
    expect(await statusesOf([ids[0]!])).toEqual([1]);
  });

  it('refuses a visitor, another member, bad input and a channel store orders do not offer', async () => {
    const { buyer, lines, addressId } = await twoStoreCart();
    const { StoreOrderIds: ids } = await placed(buyer, lines, addressId);
    expect((await t.client().post('/api/store-orders/payment', { StoreOrderIds: ids, IsGuarantee: 6 })).status).toBe(401);
    const other = await createTrader(t);
    const stranger = await other.client.post('/api/store-orders/payment', { StoreOrderIds: ids, IsGuarantee: 6 });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.code).toBe('ORDER_NOT_FOUND');
    const empty = await buyer.client.post('/api/store-orders/payment', { StoreOrderIds: [], IsGuarantee: 6 });
    expect(empty.status).toBe(400);
    expect((await buyer.client.post('/api/store-orders/payment', { StoreOrderIds: ids, IsGuarantee: 7 })).status).toBe(400);
    const usdt = await buyer.client.post('/api/store-orders/payment', { StoreOrderIds: ids, IsGuarantee: 14 });
    expect(usdt.status).toBe(400);
    expect(usdt.body.error.code).toBe('PAY_CHANNEL_UNAVAILABLE');
    expect(await statusesOf(ids)).toEqual([1, 1]);
  });
});
