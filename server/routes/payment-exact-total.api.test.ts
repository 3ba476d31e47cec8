/**
 * A payment pays only exactly the order's current total (issue 26 finding 2): repricing or closing
 * the order cancels a waiting payment (at the provider too), an order has one waiting payment at a
 * time, and money for a cancelled, surplus or mismatched payment is refunded through the provider,
 * never kept as CHP.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { addresses, orders, payments, sandboxRefunds } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, ledgerOf, listItem, seedReference } from '../testing/trade-helpers';
import { createStore, createStoreItem } from '../testing/store-fixtures';
import {
  decideOnHostedPage, hostedPage, outboxKinds, postHostedDecision, refundsOf, sendSignedCallback, startPaymentOk,
} from '../testing/payment-helpers';
import type { SignedIn } from '../testing/demo-members';
import { runOnce as closeUnpaidOrders } from '../jobs/close-unpaid-orders';
import { closeUnpaidOrder } from '../services/orders/close-unpaid-order';
import { deliverSandboxRefunds } from '../testing/refund-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

const startingChp = 100_000;

async function addressIn(buyer: SignedIn, state: string, stateCode: string): Promise<number> {
  const [row] = await t.database.db
    .insert(addresses)
    .values({ memberId: buyer.memberId, userName: 'Buyer', country: 'US', streetAddress: '1 Main Street', city: 'Town', state, stateCode, zipCode: '97201', phone: '5035550100' })
    .returning({ id: addresses.id });
  return row!.id;
}

/** The order: 1,000.00 bought now, shipped to Oregon (no state tax), 1,050.00 with the buyer premium. */
async function oregonOrder() {
  const seller = await createTrader(t, { isSeller: true });
  const itemId = await listItem(t, seller, { ByWay: 1, Price: 100_000, Postage: 0 });
  const buyer = await createTrader(t);
  const bought = await buyer.client.post(`/api/items/${itemId}/buy`);
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  const orderId = bought.body.OrderId as number;
  const oregon = await buyer.client.put(`/api/orders/${orderId}`, { AddressId: await addressIn(buyer, 'Oregon', 'OR') });
  expect(oregon.body.Total).toBe(105_000);
  return { buyer, orderId, newYork: await addressIn(buyer, 'New York', 'NY') };
}

/** A store order of one 20.00 item, shipped to Oregon, waiting to be paid. */
async function oregonStoreOrder() {
  const seller = await createTrader(t, { isSeller: true });
  const storeId = await createStore(t, seller);
  const item = await createStoreItem(t, seller, storeId, [{ priceCents: 2_000 }]);
  const buyer = await createTrader(t);
  const line = await buyer.client.post('/api/cart', { CommodityId: item.id, ConditionId: item.conditionIds[0], Num: 1 });
  const placed = await buyer.client.post('/api/store-orders', { CartLineIds: [line.body.Id], AddressId: await addressIn(buyer, 'Oregon', 'OR') });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { buyer, id: placed.body.StoreOrderIds[0] as number };
}

const statusOf = async (buyer: SignedIn, code: string) => (await buyer.client.get(`/api/payments/${code}`)).body.Status as number;

/** No money became CHP: the buyer's ledger still adds up to what they started with. */
async function expectLedgerUntouched(buyer: SignedIn) {
  expect(await ledgerOf(t, buyer.memberId)).toEqual({ credit: startingChp, debit: 0, hold: 0, release: 0, balance: startingChp });
}

describe('repricing an order with a payment open', () => {
  it('cancels the payment: the order is not paid by the old amount, the hosted page refuses it, and a raced approval is refunded', async () => {
    const { buyer, orderId, newYork } = await oregonOrder();
    const old = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    const repriced = await buyer.client.put(`/api/orders/${orderId}`, { AddressId: newYork });
    expect(repriced.body.Total).toBe(113_956);

    expect(await statusOf(buyer, old.PaymentCode)).toBe(5);
    const page = await hostedPage(t, old.PayUrl);
    expect(page.text).toContain('cancelled by the merchant');
    expect(page.text).not.toContain('Approve payment');
    expect((await postHostedDecision(t, old.PayUrl, 'approve')).status).toBe(409);
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body.OrderStatus).toBe(1);

    // The payer approved before the provider heard of the cancellation: the approval still arrives.
    expect(await sendSignedCallback(t, old.PaymentCode)).toBe(204);
    expect(await sendSignedCallback(t, old.PaymentCode)).toBe(204);
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body.OrderStatus).toBe(1);
    expect(await statusOf(buyer, old.PaymentCode)).toBe(6);
    // The provider answers 'pending' with its refund's id; its signed refund callback settles it later.
    expect(await refundsOf(t, old.PaymentCode)).toMatchObject([{ reason: 'cancelled', status: 'pending', providerRefundId: expect.stringMatching(/^re_/) }]);
    expect(await deliverSandboxRefunds(t), 'the provider posts its refund callback').toBe(1);
    const refunds = await refundsOf(t, old.PaymentCode);
    expect(refunds).toEqual([{ reason: 'cancelled', status: 'succeeded', amountMinor: 105_000, currency: 'USD', providerRefundId: expect.stringMatching(/^re_/) }]);
    const [atProvider] = await t.database.db.select().from(sandboxRefunds);
    expect(atProvider).toMatchObject({ refundId: refunds[0]!.providerRefundId, amountMinor: 105_000, state: 'succeeded' });
    expect(await outboxKinds(t, 'order.paid')).toHaveLength(0);
    await expectLedgerUntouched(buyer);

    const fresh = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    await decideOnHostedPage(t, fresh.PayUrl, 'approve');
    expect((await buyer.client.get(`/api/payments/${fresh.PaymentCode}`)).body).toMatchObject({ Status: 1, USD_Amount: 113_956 });
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body.OrderStatus).toBe(2);
    await expectLedgerUntouched(buyer);
  });

  it('does the same for a store order whose postage and tax follow the new address', async () => {
    const { buyer, id } = await oregonStoreOrder();
    const old = await startPaymentOk(buyer.client, { Purpose: 'store_order', ReferenceId: id, IsGuarantee: 6 });
    const moved = await buyer.client.put(`/api/store-orders/${id}`, { AddressId: await addressIn(buyer, 'New York', 'NY') });
    expect(moved.body.TaxAmount).toBeGreaterThan(0);

    expect(await statusOf(buyer, old.PaymentCode)).toBe(5);
    expect((await hostedPage(t, old.PayUrl)).text).toContain('cancelled by the merchant');
    expect(await sendSignedCallback(t, old.PaymentCode)).toBe(204);
    expect((await buyer.client.get(`/api/store-orders/${id}`)).body.OrderStatus).toBe(1);
    expect(await statusOf(buyer, old.PaymentCode)).toBe(6);
    expect(await deliverSandboxRefunds(t), 'the provider posts its refund callback').toBe(1);
    expect(await refundsOf(t, old.PaymentCode)).toMatchObject([{ reason: 'cancelled', status: 'succeeded' }]);
    await expectLedgerUntouched(buyer);
  });
});

describe('an order closed unpaid with a payment open', () => {
  it('cancels the payment with the store order, and refunds an approval that still arrives instead of crediting CHP', async () => {
    const { buyer, id } = await oregonStoreOrder();
    const late = await startPaymentOk(buyer.client, { Purpose: 'store_order', ReferenceId: id, IsGuarantee: 6 });
    t.clock.advance(2 * 86_400_000 + 1);
    expect(await closeUnpaidOrders(t.app.ctx)).toMatchObject({ storeOrders: 1 });

    expect(await statusOf(buyer, late.PaymentCode)).toBe(5);
    expect((await hostedPage(t, late.PayUrl)).text).toContain('cancelled by the merchant');
    expect(await sendSignedCallback(t, late.PaymentCode)).toBe(204);
    expect(await statusOf(buyer, late.PaymentCode)).toBe(6);
    expect(await deliverSandboxRefunds(t), 'the provider posts its refund callback').toBe(1);
    expect(await refundsOf(t, late.PaymentCode)).toMatchObject([{ reason: 'cancelled', status: 'succeeded' }]);
    expect((await buyer.client.get(`/api/store-orders/${id}`)).body.OrderStatus).toBe(6);
    expect(await outboxKinds(t, 'order.paid')).toHaveLength(0);
    await expectLedgerUntouched(buyer);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'closes the order while its approval waits for the order: neither deadlocks, and the approval is refunded (PostgreSQL only)',
    async () => {
      const { buyer, orderId } = await oregonOrder();
      const late = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
      let approval: Promise<number> | undefined;
      // The sweeper's transaction, held open until the approval waits for a lock it holds.
      await t.database.db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        approval = sendSignedCallback(t, late.PaymentCode);
        await untilSomeoneWaitsForALock();
        await closeUnpaidOrder(tx, order!, t.clock.now());
      });
      expect(await approval).toBe(204);
      expect(await statusOf(buyer, late.PaymentCode)).toBe(6);
      expect(await deliverSandboxRefunds(t), 'the provider posts its refund callback').toBe(1);
      expect(await refundsOf(t, late.PaymentCode)).toMatchObject([{ reason: 'cancelled', status: 'succeeded' }]);
      expect((await buyer.client.get(`/api/orders/${orderId}`)).body.OrderStatus).toBe(6);
      await expectLedgerUntouched(buyer);
    },
  );

  it('refunds a waiting payment whose order had already closed (opened before closing cancelled them)', async () => {
    const { buyer, orderId } = await oregonOrder();
    const paid = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    t.clock.advance(2 * 86_400_000 + 1);
    await closeUnpaidOrders(t.app.ctx);
    await t.database.db.update(payments).set({ status: 0, decidedAt: null }).where(eq(payments.code, paid.PaymentCode));
    expect(await sendSignedCallback(t, paid.PaymentCode)).toBe(204);
    expect(await statusOf(buyer, paid.PaymentCode)).toBe(6);
    expect(await deliverSandboxRefunds(t), 'the provider posts its refund callback').toBe(1);
    expect(await refundsOf(t, paid.PaymentCode)).toMatchObject([{ reason: 'closed', status: 'succeeded', amountMinor: 105_000 }]);
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body.OrderStatus).toBe(6);
    await expectLedgerUntouched(buyer);
  });
});

async function untilSomeoneWaitsForALock() {
  for (let tries = 0; tries < 500; tries += 1) {
    const result = await t.database.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((result as unknown as { rows: { waiting: number }[] }).rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no session waited for a lock');
}

describe('a refund the provider could not take', () => {
  it('stays pending, the callback fails so the provider sends it again, and the repeat settles the same refund', async () => {
    const { buyer, orderId } = await oregonOrder();
    const old = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    const provider = t.app.ctx.providers.payments;
    const refund = provider.refund;
    provider.refund = () => Promise.reject(new Error('provider unreachable'));
    try {
      expect(await sendSignedCallback(t, old.PaymentCode)).toBe(500);
    } finally {
      provider.refund = refund;
    }
    expect(await refundsOf(t, old.PaymentCode)).toMatchObject([{ status: 'pending', providerRefundId: null }]);
    expect(await sendSignedCallback(t, old.PaymentCode)).toBe(204);
    expect(await deliverSandboxRefunds(t), 'the provider posts its refund callback').toBe(1);
    expect(await refundsOf(t, old.PaymentCode)).toMatchObject([{ reason: 'cancelled', status: 'succeeded', providerRefundId: expect.stringMatching(/^re_/) }]);
    await expectLedgerUntouched(buyer);
  });
});

describe('a callback for another amount or currency', () => {
  it('refunds what the provider charged and leaves the order unpaid', async () => {
    const { buyer, orderId } = await oregonOrder();
    const short = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    expect(await sendSignedCallback(t, short.PaymentCode, { amountMinor: 100_000 })).toBe(204);
    expect(await deliverSandboxRefunds(t), 'the provider posts its refund callback').toBe(1);
    expect(await refundsOf(t, short.PaymentCode)).toMatchObject([{ reason: 'amount_mismatch', amountMinor: 100_000, currency: 'USD', status: 'succeeded' }]);
    const peso = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    expect(await sendSignedCallback(t, peso.PaymentCode, { currency: 'MOP' })).toBe(204);
    expect(await refundsOf(t, peso.PaymentCode)).toMatchObject([{ reason: 'amount_mismatch', currency: 'MOP' }]);
    expect(await statusOf(buyer, short.PaymentCode)).toBe(6);
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body.OrderStatus).toBe(1);
    await expectLedgerUntouched(buyer);
  });

  it('refunds a CHP top-up charged short instead of crediting it', async () => {
    const member = await createTrader(t);
    const started = await startPaymentOk(member.client, { Purpose: 'chp', ReferenceId: 3, IsGuarantee: 6 });
    expect(await sendSignedCallback(t, started.PaymentCode, { amountMinor: 1 })).toBe(204);
    expect(await statusOf(member, started.PaymentCode)).toBe(6);
    expect(await refundsOf(t, started.PaymentCode)).toMatchObject([{ reason: 'amount_mismatch', amountMinor: 1 }]);
    await expectLedgerUntouched(member);
  });
});

describe('one waiting payment per order', () => {
  it('starting again replaces the waiting payment; starts at once leave exactly one waiting', async () => {
    const { buyer, orderId } = await oregonOrder();
    const first = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    const second = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    expect(await statusOf(buyer, first.PaymentCode)).toBe(5);
    expect((await hostedPage(t, first.PayUrl)).text).toContain('cancelled by the merchant');
    expect(await statusOf(buyer, second.PaymentCode)).toBe(0);

    const racing = await Promise.all([1, 2, 3].map(() => buyer.client.post('/api/payments', { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 })));
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200]);
    const waiting = await t.database.db
      .select({ code: payments.code })
      .from(payments)
      .where(and(eq(payments.referenceId, orderId), eq(payments.status, 0)));
    expect(waiting).toHaveLength(1);
    expect(racing.map((r) => r.body.PaymentCode)).toContain(waiting[0]!.code);
  });
});

describe('two approvals for one order', () => {
  it('pays the order once and refunds the other approval, however often the callbacks come', async () => {
    const { buyer, orderId } = await oregonOrder();
    const replaced = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    const paying = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    await decideOnHostedPage(t, paying.PayUrl, 'approve');
    const replays = await Promise.all([replaced, paying, replaced, paying].map((p) => sendSignedCallback(t, p.PaymentCode)));
    expect(replays).toEqual([204, 204, 204, 204]);
    expect(await outboxKinds(t, 'order.paid')).toHaveLength(1);
    expect(await statusOf(buyer, paying.PaymentCode)).toBe(1);
    expect(await statusOf(buyer, replaced.PaymentCode)).toBe(6);
    expect(await refundsOf(t, replaced.PaymentCode)).toHaveLength(1);
    expect(await refundsOf(t, paying.PaymentCode)).toHaveLength(0);
    await expectLedgerUntouched(buyer);
  });

  it('refunds a waiting payment whose order another payment already paid (surplus), not as CHP', async () => {
    const { buyer, orderId } = await oregonOrder();
    const paid = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
    await decideOnHostedPage(t, paid.PayUrl, 'approve');
    // A second attempt left waiting for the same order, as ones opened before this rule could be.
    const [row] = await t.database.db.select().from(payments).where(eq(payments.code, paid.PaymentCode));
    await t.database.db.insert(payments).values({ ...row!, id: undefined, code: 'PYLEGACY0001', providerReference: 'sbx_legacy', status: 0, decidedAt: null });
    expect(await sendSignedCallback(t, 'PYLEGACY0001')).toBe(204);
    expect(await statusOf(buyer, 'PYLEGACY0001')).toBe(6);
    expect(await deliverSandboxRefunds(t), 'the provider posts its refund callback').toBe(1);
    expect(await refundsOf(t, 'PYLEGACY0001')).toMatchObject([{ reason: 'surplus', status: 'succeeded', amountMinor: 105_000 }]);
    expect(await outboxKinds(t, 'order.paid')).toHaveLength(1);
    await expectLedgerUntouched(buyer);
  });
});
