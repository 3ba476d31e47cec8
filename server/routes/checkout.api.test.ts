/**
 * Buy It Now, the checkout's order changes, payments through the sandbox provider (approve,
 * decline, abandon, replayed and forged callbacks), CHP top-ups and the unpaid-order deadline.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commodities, orders, payments } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, ledgerOf, listItem, seedReference } from '../testing/trade-helpers';
import { decideOnHostedPage, outboxKinds, postHostedDecision, refundsOf, sendSignedCallback, startPaymentOk } from '../testing/payment-helpers';
import { deliverSandboxRefunds } from '../testing/refund-fixtures';
import { SANDBOX_SIGNATURE_HEADER } from '../providers/payments';
import { runOnce as closeUnpaidOrders } from '../jobs/close-unpaid-orders';
import { runOnce as settleAuctions } from '../jobs/settle-auctions';
import { runOnce as sendOrderNotifications } from '../jobs/order-notifications';
import { notifications } from '../db/schema';
import { holdDepositOk } from '../testing/trade-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

async function buyNowListing(price = 2_000, postage = 500) {
  const seller = await createTrader(t, { isSeller: true });
  const id = await listItem(t, seller, { ByWay: 1, Price: price, Postage: postage });
  return { seller, id };
}

async function boughtOrder(price = 2_000, postage = 500) {
  const { seller, id } = await buyNowListing(price, postage);
  const buyer = await createTrader(t);
  const bought = await buyer.client.post(`/api/items/${id}/buy`);
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  return { seller, buyer, itemId: id, orderId: bought.body.OrderId as number };
}

async function withAddress(buyer: Awaited<ReturnType<typeof createTrader>>, orderId: number) {
  const book = await t.database.db.query.addresses.findFirst({ where: (a, { eq: is }) => is(a.memberId, buyer.memberId) });
  const response = await buyer.client.put(`/api/orders/${orderId}`, { AddressId: book!.id });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('POST /api/items/:id/buy', () => {
  it('makes one unpaid order at the listed price with the buyer premium, due in 2 days, and marks the item sold', async () => {
    const { orderId, itemId, buyer } = await boughtOrder();
    const order = await buyer.client.get(`/api/orders/${orderId}`);
    expect(order.body).toMatchObject({ OrderStatus: 1, Source: 'buynow', USD_Price: 2_000, PostageMoney: 500, ServiceFee: 125, Total: 2_625, Address: null });
    expect(Date.parse(order.body.PayDueAt) - t.clock.now().getTime()).toBe(2 * 86_400_000);
    const [item] = await t.database.db.select({ status: commodities.status }).from(commodities).where(eq(commodities.id, itemId));
    expect(item!.status).toBe(-2);
  });

  it("answers the second buyer with the spec's message and the same buyer's double click with the same order", async () => {
    const { itemId, orderId, buyer } = await boughtOrder();
    const again = await buyer.client.post(`/api/items/${itemId}/buy`);
    expect(again.body).toEqual({ OrderId: orderId });
    const other = await createTrader(t);
    const late = await other.client.post(`/api/items/${itemId}/buy`);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'ITEM_BOUGHT', message: 'Sorry, this item has been bought by another buyer' });
  });

  it('gives the item to exactly one of several buyers pressing at once', async () => {
    const { id } = await buyNowListing();
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createTrader(t)));
    const answers = await Promise.all(buyers.map((b) => b.client.post(`/api/items/${id}/buy`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.error.code === 'ITEM_BOUGHT')).toHaveLength(5);
    expect(await t.database.db.select().from(orders).where(eq(orders.commodityId, id))).toHaveLength(1);
  });

  it('refuses the seller their own item, and an auction', async () => {
    const { seller, id } = await buyNowListing();
    const own = await seller.client.post(`/api/items/${id}/buy`);
    expect(own.body.error).toMatchObject({ code: 'OWN_ITEM', message: 'You cannot buy your own item' });
    const auction = await listItem(t, seller);
    const buyer = await createTrader(t);
    expect((await buyer.client.post(`/api/items/${auction}/buy`)).body.error.code).toBe('ITEM_UNAVAILABLE');
  });
});

describe('PUT /api/orders/:id', () => {
  it("copies the address onto the order and adds the state's tax to the total", async () => {
    const { buyer, orderId } = await boughtOrder();
    const order = await withAddress(buyer, orderId);
    // California 8.85 % on 20.00 + 5.00 + 1.25.
    expect(order).toMatchObject({ TaxPrice: 232, Total: 2_857, Address: { Consignee: buyer.nickname, Provice: 'California', Address: '1 Main Street' } });
  });

  it('refuses USDT below its minimum and another member’s order', async () => {
    const { buyer, orderId } = await boughtOrder(500, 0);
    const usdt = await buyer.client.put(`/api/orders/${orderId}`, { IsGuarantee: 14 });
    expect(usdt.body.error).toMatchObject({ code: 'PAY_CHANNEL_UNAVAILABLE', field: 'IsGuarantee' });
    const stranger = await createTrader(t);
    expect((await stranger.client.get(`/api/orders/${orderId}`)).status).toBe(404);
  });
});

describe('paying an order through the sandbox provider', () => {
  it('needs a ship-to address on the order first', async () => {
    const { buyer, orderId } = await boughtOrder();
    const response = await buyer.client.post('/api/payments', { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    expect(response.body.error).toMatchObject({ code: 'ADDRESS_NOT_SET', message: 'You have not set your shipping address!' });
  });

  it('approved: the order is paid once, the seller is told, and the payer returns to the result page', async () => {
    const { buyer, seller, orderId } = await boughtOrder();
    await withAddress(buyer, orderId);
    const started = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 3 });
    const back = await decideOnHostedPage(t, started.PayUrl, 'approve');
    expect(back).toBe(`/pay/result?type=pay&id=${started.PaymentCode}`);
    expect((await buyer.client.get(`/api/payments/${started.PaymentCode}`)).body).toMatchObject({ Status: 1, USD_Amount: 2_857, IsGuarantee: 3 });
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body).toMatchObject({ OrderStatus: 2, IsGuarantee: 3 });
    const paid = await outboxKinds(t, 'order.paid');
    expect(paid.map((e) => e.payload)).toEqual([{ orderId, memberId: seller.memberId, commodityId: expect.any(Number) }]);
  });

  it('a replayed or duplicated callback pays once; a forged one is refused', async () => {
    const { buyer, orderId } = await boughtOrder();
    await withAddress(buyer, orderId);
    const started = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.code, started.PaymentCode));
    const { body, signature } = t.app.ctx.providers.payments.signCallback({
      eventId: 'evt_1', providerReference: payment!.providerReference!, paymentCode: payment!.code,
      outcome: 'paid', amountMinor: payment!.chargedMinor, currency: payment!.currency,
    });
    const send = (sig: string) =>
      fetch(`${t.baseUrl}/api/payments/callback`, { method: 'POST', body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sig } });
    expect((await send('0'.repeat(64))).status).toBe(400);
    const answers = await Promise.all([send(signature), send(signature), send(signature)]);
    expect(answers.map((a) => a.status)).toEqual([204, 204, 204]);
    expect(await outboxKinds(t, 'order.paid')).toHaveLength(1);
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body.OrderStatus).toBe(2);
  });

  it('declined or abandoned: the order stays unpaid and paying again works', async () => {
    const { buyer, orderId } = await boughtOrder();
    await withAddress(buyer, orderId);
    const declined = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    await decideOnHostedPage(t, declined.PayUrl, 'decline');
    const abandoned = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    await decideOnHostedPage(t, abandoned.PayUrl, 'abandon');
    expect((await buyer.client.get(`/api/payments/${declined.PaymentCode}`)).body.Status).toBe(2);
    expect((await buyer.client.get(`/api/payments/${abandoned.PaymentCode}`)).body.Status).toBe(3);
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body.OrderStatus).toBe(1);

    const retry = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    await decideOnHostedPage(t, retry.PayUrl, 'approve');
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body.OrderStatus).toBe(2);
  });

  it('refuses a total of USD 0.50 or less', async () => {
    const { buyer, orderId } = await boughtOrder();
    await withAddress(buyer, orderId);
    await t.database.db.update(orders).set({ totalCents: 50 }).where(eq(orders.id, orderId));
    const response = await buyer.client.post('/api/payments', { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    expect(response.body.error.code).toBe('ORDER_TOTAL_TOO_LOW');
  });
});

describe('the payment window', () => {
  it('closes the unpaid order, puts the item back on sale, bars the buyer, and refunds a late payment through the provider', async () => {
    const { buyer, orderId, itemId } = await boughtOrder();
    await withAddress(buyer, orderId);
    const started = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    t.clock.advance(2 * 86_400_000 + 1);
    const before = await ledgerOf(t, buyer.memberId);
    expect(await closeUnpaidOrders(t.app.ctx)).toMatchObject({ orders: 1 });
    expect(await closeUnpaidOrders(t.app.ctx)).toMatchObject({ orders: 0 });
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body.OrderStatus).toBe(6);
    const [item] = await t.database.db.select({ status: commodities.status }).from(commodities).where(eq(commodities.id, itemId));
    expect(item!.status).toBe(1);
    expect(await outboxKinds(t, 'order.closed')).toHaveLength(1);
    expect((await buyer.client.post(`/api/items/${itemId}/buy`)).body.error.code).toBe('UNPAID_ORDER');

    // Closing cancelled the waiting payment; an approval that raced the cancellation is refunded, not kept as CHP.
    expect((await buyer.client.get(`/api/payments/${started.PaymentCode}`)).body.Status).toBe(5);
    expect((await postHostedDecision(t, started.PayUrl, 'approve')).status).toBe(409);
    expect(await sendSignedCallback(t, started.PaymentCode)).toBe(204);
    expect((await buyer.client.get(`/api/payments/${started.PaymentCode}`)).body.Status).toBe(6);
    expect(await deliverSandboxRefunds(t), 'the provider posts its refund callback').toBe(1);
    expect(await refundsOf(t, started.PaymentCode)).toMatchObject([{ reason: 'cancelled', status: 'succeeded', amountMinor: 2_857 }]);
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body.OrderStatus).toBe(6);
    expect(await ledgerOf(t, buyer.memberId)).toEqual(before);
  });
});

describe('CHP top-up', () => {
  it('credits the package once, however often the provider calls back', async () => {
    const member = await createTrader(t, { chpCents: 0 });
    const started = await startPaymentOk(member.client, { Purpose: 'chp', ReferenceId: 3, IsGuarantee: 6 });
    const back = await decideOnHostedPage(t, started.PayUrl, 'approve');
    expect(back).toBe(`/pay/result?type=chp&id=${started.PaymentCode}`);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.code, started.PaymentCode));
    const { body, signature } = t.app.ctx.providers.payments.signCallback({
      eventId: 'evt_again', providerReference: payment!.providerReference!, paymentCode: payment!.code,
      outcome: 'paid', amountMinor: payment!.chargedMinor, currency: payment!.currency,
    });
    await fetch(`${t.baseUrl}/api/payments/callback`, { method: 'POST', body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature } });
    expect((await ledgerOf(t, member.memberId)).balance).toBe(5_000);
  });

  it('is for verified members only, and charges Macao members in MOP', async () => {
    const unverified = await createTrader(t, { verifyStatus: 0 });
    const refused = await unverified.client.post('/api/payments', { Purpose: 'chp', ReferenceId: 1, IsGuarantee: 6 });
    expect(refused.status).toBe(403);
    const macao = await createTrader(t, { memberSource: 'MO', stateCode: null, stateName: null });
    const started = await startPaymentOk(macao.client, { Purpose: 'chp', ReferenceId: 1, IsGuarantee: 9 });
    const payment = (await macao.client.get(`/api/payments/${started.PaymentCode}`)).body;
    expect(payment).toMatchObject({ Currency: 'MOP', USD_Amount: 1_000 });
    expect(payment.ChargedAmount).toBeGreaterThan(8_000);
  });
});

describe('auction orders', () => {
  async function wonAuction() {
    const seller = await createTrader(t, { isSeller: true });
    const itemId = await listItem(t, seller, { Price: 3_000 });
    const winner = await createTrader(t);
    await holdDepositOk(winner, itemId);
    const bid = await winner.client.post(`/api/items/${itemId}/bids`, { Price: 3_000 });
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
    t.clock.advance(61 * 60_000);
    expect(await settleAuctions(t.app.ctx)).toMatchObject({ sold: 1 });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.commodityId, itemId));
    return { winner, orderId: order!.id };
  }

  it("paying the winner's order gives the bid deposit back", async () => {
    const { winner, orderId } = await wonAuction();
    expect((await ledgerOf(t, winner.memberId)).hold).toBe(300);
    await withAddress(winner, orderId);
    const started = await startPaymentOk(winner.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    await decideOnHostedPage(t, started.PayUrl, 'approve');
    const ledger = await ledgerOf(t, winner.memberId);
    expect({ hold: ledger.hold, release: ledger.release, balance: ledger.balance }).toEqual({ hold: 300, release: 300, balance: 100_000 });
  });

  it('an auction order left unpaid keeps the deposit: released and debited, so the ledger shows both', async () => {
    const { winner } = await wonAuction();
    t.clock.advance(2 * 86_400_000 + 1);
    await closeUnpaidOrders(t.app.ctx);
    const ledger = await ledgerOf(t, winner.memberId);
    expect({ release: ledger.release, debit: ledger.debit, balance: ledger.balance }).toEqual({ release: 300, debit: 300, balance: 99_700 });
  });
});

describe('order notifications', () => {
  it('tells the seller once that an order is paid, and the buyer that one closed unpaid', async () => {
    const paid = await boughtOrder();
    await withAddress(paid.buyer, paid.orderId);
    const started = await startPaymentOk(paid.buyer.client, { Purpose: 'order', ReferenceId: paid.orderId, IsGuarantee: 6 });
    await decideOnHostedPage(t, started.PayUrl, 'approve');
    const unpaid = await boughtOrder();
    t.clock.advance(2 * 86_400_000 + 1);
    await closeUnpaidOrders(t.app.ctx);
    expect(await sendOrderNotifications(t.app.ctx)).toBe(2);
    expect(await sendOrderNotifications(t.app.ctx)).toBe(0);
    const rows = await t.database.db.select().from(notifications);
    expect(rows.map((r) => [r.memberId, r.sendType, r.title]).sort()).toEqual(
      [
        [paid.seller.memberId, 1, 'Order HO00000001 is paid: please ship it'],
        [unpaid.buyer.memberId, 1, 'Order HO00000002 was closed unpaid'],
      ].sort(),
    );
  });
});
