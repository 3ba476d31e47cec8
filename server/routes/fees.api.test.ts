/**
 * The service fee by buyer region, seller region and pay type (spec 2 "Fee lookups", section 7
 * "Fees, tax and agency"): the service list, the lookups by item and by order, and an order's fee,
 * discount and total following the payment method the checkout (or the payment) picks.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, serviceFeeRates, usStates } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, listItem, seedReference } from '../testing/trade-helpers';
import { startPaymentOk } from '../testing/payment-helpers';
import { createStore, createStoreItem } from '../testing/store-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

type Trader = Awaited<ReturnType<typeof createTrader>>;

async function buyNowItem(sellerSource = 'US', price = 3_000, postage = 500) {
  const seller = await createTrader(t, { isSeller: true, memberSource: sellerSource });
  return listItem(t, seller, { ByWay: 1, Price: price, Postage: postage });
}

async function buy(buyer: Trader, itemId: number): Promise<number> {
  const bought = await buyer.client.post(`/api/items/${itemId}/buy`);
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  return bought.body.OrderId;
}

describe('GET /api/fees/service-list', () => {
  it("answers a buyer region's own rates and the ones for every buyer, as percents", async () => {
    const macao = await t.client().get('/api/fees/service-list?buyerSource=MO');
    expect(macao.status).toBe(200);
    expect(macao.body).toEqual([
      { BuyerSource: '*', SellerSource: '*', PayType: 0, Fee: 5, MinFee: 50, Discount: 0 },
      { BuyerSource: 'MO', SellerSource: '*', PayType: 9, Fee: 5, MinFee: 50, Discount: 10 },
      { BuyerSource: 'MO', SellerSource: '*', PayType: 6, Fee: 5.5, MinFee: 50, Discount: 0 },
    ]);
    expect((await t.client().get('/api/fees/service-list?buyerSource=US')).body).toHaveLength(1);
    expect((await t.client().get('/api/fees/service-list')).status).toBe(400);
  });
});

describe('GET /api/fees/service-fee', () => {
  it('looks the fee up by the region pair: a rate for US buyers of Hong Kong items applies to those only, and to their orders', async () => {
    await t.database.db.insert(serviceFeeRates).values({ buyerSource: 'US', sellerSource: 'HK', payType: 0, feePercent: '6.000' });
    const fromHongKong = await buyNowItem('HK');
    const fromUs = await buyNowItem('US');
    const buyer = await createTrader(t);

    const hk = await buyer.client.get(`/api/fees/service-fee?commodityId=${fromHongKong}`);
    expect(hk.status, JSON.stringify(hk.body)).toBe(200);
    // 6% of 30.00 + 5.00.
    expect(hk.body).toEqual({ ServiceFee: 210, Discount: 0, PayType: 6 });
    // The default row: DESIGN.md's buyer premium, 5%.
    expect((await buyer.client.get(`/api/fees/service-fee?commodityId=${fromUs}`)).body).toEqual({ ServiceFee: 175, Discount: 0, PayType: 6 });
    // The postage the page asks about, rather than the listing's.
    expect((await buyer.client.get(`/api/fees/service-fee?commodityId=${fromUs}&postageMoney=0`)).body.ServiceFee).toBe(150);

    const orderId = await buy(buyer, fromHongKong);
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body).toMatchObject({ ServiceFee: 210, Discount: 0, Total: 3_000 + 500 + 210 });
  });

  it('answers 0 for a store item, 404 for an unknown one, and 401 to a visitor', async () => {
    const seller = await createTrader(t, { isSeller: true });
    const store = await createStoreItem(t, seller, await createStore(t, seller));
    const buyer = await createTrader(t);
    expect((await buyer.client.get(`/api/fees/service-fee?commodityId=${store.id}`)).body).toEqual({ ServiceFee: 0, Discount: 0, PayType: 6 });
    expect((await buyer.client.get('/api/fees/service-fee?commodityId=999999')).status).toBe(404);
    expect((await t.client().get(`/api/fees/service-fee?commodityId=${store.id}`)).status).toBe(401);
  });
});

describe("an order's service fee follows its pay type", () => {
  it('charges a Macao buyer the MPay fee less its discount, quotes Stripe, refuses Stripe as a Macao channel, and re-prices on a switch to PayPal and back', async () => {
    const itemId = await buyNowItem('US');
    const macao = await createTrader(t, { memberSource: 'MO', stateCode: null, stateName: null });
    const orderId = await buy(macao, itemId);

    const order = (await macao.client.get(`/api/orders/${orderId}`)).body;
    // MPay (9) is the Macao card channel: 5% of 35.00 = 1.75, 10% of it back = 0.18.
    expect(order).toMatchObject({ IsGuarantee: 9, ServiceFee: 175, Discount: 18, TaxPrice: 0, Total: 3_000 + 500 + 175 - 18, Currency: 'MOP' });
    // A US seller's item reaches a Macao buyer through the US agency.
    expect(order).toMatchObject({ BusinessType: 2, AgencyId: 2, SellMemberSource: 'US' });

    expect((await macao.client.get(`/api/fees/service-fee?commodityId=${itemId}`)).body).toEqual({ ServiceFee: 175, Discount: 18, PayType: 9 });
    expect((await macao.client.get(`/api/fees/service-fee?commodityId=${itemId}&isGuarantee=6`)).body).toEqual({ ServiceFee: 193, Discount: 0, PayType: 6 });
    expect((await macao.client.get(`/api/fees/service-fee/orders/${orderId}`)).body).toEqual({ ServiceFee: 175, Discount: 18, PayType: 9 });
    expect((await macao.client.get(`/api/fees/service-fee/orders/${orderId}?isGuarantee=6`)).body).toEqual({ ServiceFee: 193, Discount: 0, PayType: 6 });

    const stripe = await macao.client.put(`/api/orders/${orderId}`, { IsGuarantee: 6 });
    expect(stripe.status).toBe(400);
    expect(stripe.body.error.code).toBe('PAY_CHANNEL_UNAVAILABLE');

    const paypal = await macao.client.put(`/api/orders/${orderId}`, { IsGuarantee: 3 });
    expect(paypal.status, JSON.stringify(paypal.body)).toBe(200);
    expect(paypal.body).toMatchObject({ IsGuarantee: 3, ServiceFee: 175, Discount: 0, Total: 3_675 });
    const back = await macao.client.put(`/api/orders/${orderId}`, { IsGuarantee: 9 });
    expect(back.body).toMatchObject({ IsGuarantee: 9, ServiceFee: 175, Discount: 18, Total: 3_657 });

    const stranger = await createTrader(t);
    expect((await stranger.client.get(`/api/fees/service-fee/orders/${orderId}`)).status).toBe(404);
  });

  it('totals item + postage + service fee + state tax - discount, tax on the fee before the discount; paying another way prices it again', async () => {
    await t.database.db.insert(serviceFeeRates).values({ buyerSource: 'US', sellerSource: '*', payType: 3, feePercent: '5.000', discountPercent: '20.000' });
    const itemId = await buyNowItem('US', 2_000, 500);
    const buyer = await createTrader(t);
    const orderId = await buy(buyer, itemId);
    const book = await t.database.db.query.addresses.findFirst({ where: (a, { eq: is }) => is(a.memberId, buyer.memberId) });
    await buyer.client.put(`/api/orders/${orderId}`, { AddressId: book!.id });
    const [ca] = await t.database.db.select().from(usStates).where(eq(usStates.code, 'CA'));
    const tax = Math.round(((2_000 + 500 + 125) * Number(ca!.taxPercent)) / 100);

    const paypal = await buyer.client.put(`/api/orders/${orderId}`, { IsGuarantee: 3 });
    expect(paypal.body).toMatchObject({ ServiceFee: 125, Discount: 25, TaxPrice: tax, Total: 2_000 + 500 + 125 + tax - 25 });

    // The payment is made by card: the order follows it before the amount is taken.
    await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ isGuarantee: 6, serviceFeeCents: 125, discountCents: 0, taxCents: tax, totalCents: 2_625 + tax });
  });
});
