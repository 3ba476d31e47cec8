/**
 * Confirm receipt (spec 3 section 4): the buyer of a shipped order finishes it, once; the escrow
 * then goes to the seller's proceeds and Holo's accounts, and the book balances.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries, orders, shipments, storeOrders } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { outboxKinds } from '../testing/payment-helpers';
import { expectLedgerBalanced } from '../testing/ledger-balance';
import { markShipped, paidMarketplaceOrder, paidStoreOrder, shippedOrder, type PaidOrder } from '../testing/shipped-order';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

const receivePath = (order: Pick<PaidOrder, 'kind' | 'id'>) => `/api/${order.kind === 'order' ? 'orders' : 'store-orders'}/${order.id}/receive`;

async function bookOf(order: Pick<PaidOrder, 'kind' | 'id'>) {
  const rows = await t.database.db
    .select({ account: ledgerEntries.account, event: ledgerEntries.event, memberId: ledgerEntries.memberId, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderKind, order.kind), eq(ledgerEntries.orderId, order.id)))
    .orderBy(ledgerEntries.id);
  return rows;
}

describe('who may confirm receipt', () => {
  it('refuses a visitor (401), the seller and any other member (404), and an id that is not one (400)', async () => {
    for (const kind of ['order', 'store_order'] as const) {
      const order = await shippedOrder(t, kind);
      const other = await createTrader(t);
      expect((await t.client().post(receivePath(order))).status).toBe(401);
      for (const who of [order.seller, other]) {
        const refused = await who.client.post(receivePath(order));
        expect(refused.status).toBe(404);
        expect(refused.body.error.code).toBe('ORDER_NOT_FOUND');
      }
      const missing = await order.buyer.client.post(receivePath({ kind, id: order.id + 1000 }));
      expect(missing.status).toBe(404);
      for (const bad of ['abc', '0', '2147483648']) {
        const answer = await order.buyer.client.post(`/api/${kind === 'order' ? 'orders' : 'store-orders'}/${bad}/receive`);
        expect(answer.status).toBe(400);
        expect(answer.body.error.code).toBe('BAD_REQUEST');
      }
      const [shipment] = await t.database.db.select().from(shipments).where(and(eq(shipments.orderKind, kind), eq(shipments.orderId, order.id)));
      expect(shipment!.finishedAt).toBeNull();
    }
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses an order not shipped yet (409 ORDER_NOT_RECEIVABLE) and leaves its money in escrow', async () => {
    const order = await paidMarketplaceOrder(t);
    const early = await order.buyer.client.post(receivePath(order));
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('ORDER_NOT_RECEIVABLE');
    expect(await bookOf(order)).toEqual([{ account: 'escrow', event: 'paid', memberId: null, amountCents: order.totalCents }]);
    await expectLedgerBalanced(t.database.db);
  });
});

describe('confirming receipt', () => {
  it("finishes a marketplace order (3 → 5) once: the seller's proceeds take item and postage, Holo the premium and the tax", async () => {
    const order = await shippedOrder(t, 'order');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    t.clock.advance(3_600_000);

    const confirmed = await order.buyer.client.post(receivePath(order));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ OrderStatus: 5, FinishTime: t.clock.now().toISOString() });
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ orderStatus: 5, finishedAt: t.clock.now(), receivedAt: t.clock.now() });
    const [shipment] = await t.database.db.select().from(shipments).where(and(eq(shipments.orderKind, 'order'), eq(shipments.orderId, order.id)));
    expect(shipment!.finishedAt).toEqual(t.clock.now());

    expect(await bookOf(order)).toEqual([
      { account: 'escrow', event: 'paid', memberId: null, amountCents: row!.totalCents },
      { account: 'escrow', event: 'finished', memberId: null, amountCents: -row!.totalCents },
      { account: 'proceeds', event: 'finished', memberId: order.seller.memberId, amountCents: 10_500 },
      { account: 'fees', event: 'finished', memberId: null, amountCents: row!.serviceFeeCents },
      { account: 'tax', event: 'finished', memberId: null, amountCents: row!.taxCents },
      ...(row!.discountCents ? [{ account: 'promotions', event: 'finished', memberId: null, amountCents: -row!.discountCents }] : []),
    ]);
    const totals = await expectLedgerBalanced(t.database.db);
    expect(totals).toEqual({ paid: row!.totalCents, escrow: 0, proceeds: 10_500, fees: row!.serviceFeeCents, tax: row!.taxCents, promotions: 0 - row!.discountCents });

    // The seller hears of it; the buyer, who confirmed, does not.
    expect((await outboxKinds(t, 'order.finished')).map((e) => e.payload)).toEqual([
      { memberId: order.seller.memberId, orderId: order.id, commodityId: row!.commodityId },
    ]);

    const again = await order.buyer.client.post(receivePath(order));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ORDER_NOT_RECEIVABLE');
    expect(await bookOf(order)).toHaveLength(row!.discountCents ? 6 : 5);
    expect(await outboxKinds(t, 'order.finished')).toHaveLength(1);
    await expectLedgerBalanced(t.database.db);
  });

  it('completes a store order (3 → 4) bought with a coupon: the coupon is paid from promotions', async () => {
    const order = await paidStoreOrder(t, { couponCents: 500 });
    await markShipped(t, order);
    const [row] = await t.database.db.select().from(storeOrders).where(eq(storeOrders.id, order.id));
    expect(row).toMatchObject({ itemsCents: 4_000, discountCents: 500 });

    const confirmed = await order.buyer.client.post(receivePath(order));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.OrderStatus).toBe(4);
    const [after] = await t.database.db.select().from(storeOrders).where(eq(storeOrders.id, order.id));
    expect(after).toMatchObject({ orderStatus: 4, finishedAt: t.clock.now(), receivedAt: t.clock.now() });

    const finished = (await bookOf(order)).filter((r) => r.event === 'finished');
    expect(finished).toEqual(
      [
        { account: 'escrow', event: 'finished', memberId: null, amountCents: -row!.totalCents },
        { account: 'proceeds', event: 'finished', memberId: order.seller.memberId, amountCents: 4_000 + row!.postageCents },
        { account: 'tax', event: 'finished', memberId: null, amountCents: row!.taxCents },
        { account: 'promotions', event: 'finished', memberId: null, amountCents: -500 },
      ].filter((r) => r.amountCents !== 0),
    );
    expect(row!.taxCents).toBeGreaterThan(0);
    expect((await outboxKinds(t, 'order.finished')).map((e) => e.payload)).toEqual([{ memberId: order.seller.memberId, storeOrderId: order.id }]);
    expect((await order.buyer.client.post(receivePath(order))).status).toBe(409);
    await expectLedgerBalanced(t.database.db);
  });

  it('lets one of two confirmations sent at once finish the order; the other gets 409 and nothing moves twice', async () => {
    for (const kind of ['order', 'store_order'] as const) {
      const order = await shippedOrder(t, kind);
      const answers = await Promise.all([order.buyer.client.post(receivePath(order)), order.buyer.client.post(receivePath(order))]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.error.code).toBe('ORDER_NOT_RECEIVABLE');
      expect((await bookOf(order)).filter((r) => r.account === 'proceeds')).toHaveLength(1);
    }
    expect(await outboxKinds(t, 'order.finished')).toHaveLength(2);
    await expectLedgerBalanced(t.database.db);
  });
});
