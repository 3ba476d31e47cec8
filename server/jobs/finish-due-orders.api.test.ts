/**
 * The automatic finish (docs/decisions.md "After payment"): 30 days after shipping, or 7 days after
 * the carrier reports delivery, a shipped order nobody confirmed finishes, exactly once however
 * many sweepers run, and never before its time or after its buyer confirmed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries, orders, shipments, storeOrders } from '../db/schema';
import { startSecondNode, startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { outboxKinds } from '../testing/payment-helpers';
import { expectLedgerBalanced } from '../testing/ledger-balance';
import { DAY_MS, markDelivered, shippedOrder, signInAgain, type PaidOrder } from '../testing/shipped-order';
import { runOnce } from './finish-due-orders';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

async function statusOf(order: Pick<PaidOrder, 'kind' | 'id'>) {
  const table = order.kind === 'order' ? orders : storeOrders;
  const [row] = await t.database.db
    .select({ status: table.orderStatus, finishedAt: table.finishedAt, receivedAt: table.receivedAt })
    .from(table)
    .where(eq(table.id, order.id));
  return row!;
}

/** The orders whose escrow was released, as kind:id, each once per release. */
async function releases(): Promise<string[]> {
  const rows = await t.database.db
    .select({ kind: ledgerEntries.orderKind, id: ledgerEntries.orderId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, 'proceeds'), eq(ledgerEntries.event, 'finished')));
  return rows.map((r) => `${r.kind}:${r.id}`).sort();
}

const keyOf = (order: PaidOrder) => `${order.kind}:${order.id}`;

describe('when an order finishes by itself', () => {
  it('finishes a shipped order 30 days after shipping, not a moment before, and tells both sides', async () => {
    const order = await shippedOrder(t, 'order');
    const store = await shippedOrder(t, 'store_order');
    t.clock.advance(30 * DAY_MS - 1);
    expect(await runOnce(t.app.ctx)).toEqual({ orders: 0, storeOrders: 0, failed: 0 });
    expect((await statusOf(order)).status).toBe(3);
    expect(await releases()).toEqual([]);

    t.clock.advance(1);
    expect(await runOnce(t.app.ctx)).toEqual({ orders: 1, storeOrders: 1, failed: 0 });
    expect(await statusOf(order)).toEqual({ status: 5, finishedAt: t.clock.now(), receivedAt: null });
    expect(await statusOf(store)).toEqual({ status: 4, finishedAt: t.clock.now(), receivedAt: null });
    const [shipment] = await t.database.db.select().from(shipments).where(and(eq(shipments.orderKind, 'order'), eq(shipments.orderId, order.id)));
    expect(shipment!.finishedAt).toEqual(t.clock.now());
    expect(await releases()).toEqual([keyOf(order), keyOf(store)].sort());
    // Nobody confirmed it, so the buyer hears of it as well as the seller.
    const told = (await outboxKinds(t, 'order.finished')).map((e) => e.payload as { memberId: number; orderId?: number; storeOrderId?: number });
    expect(told).toHaveLength(4);
    expect(told.filter((p) => p.orderId === order.id).map((p) => p.memberId).sort()).toEqual([order.buyer.memberId, order.seller.memberId].sort());
    expect(told.filter((p) => p.storeOrderId === store.id).map((p) => p.memberId).sort()).toEqual([store.buyer.memberId, store.seller.memberId].sort());

    expect(await runOnce(t.app.ctx)).toEqual({ orders: 0, storeOrders: 0, failed: 0 });
    await expectLedgerBalanced(t.database.db);
  });

  it('finishes 7 days after the carrier reports delivery, well before the 30 days', async () => {
    const order = await shippedOrder(t, 'order');
    t.clock.advance(2 * DAY_MS);
    await markDelivered(t, order.shipmentId);
    t.clock.advance(7 * DAY_MS - 1);
    expect((await runOnce(t.app.ctx)).orders).toBe(0);
    t.clock.advance(1);
    expect((await runOnce(t.app.ctx)).orders).toBe(1);
    expect((await statusOf(order)).status).toBe(5);
    await expectLedgerBalanced(t.database.db);
  });

  it('leaves alone an order its buyer confirmed meanwhile', async () => {
    const order = await shippedOrder(t, 'order');
    t.clock.advance(DAY_MS);
    expect((await order.buyer.client.post(`/api/orders/${order.id}/receive`)).status).toBe(200);
    const confirmedAt = t.clock.now();
    t.clock.advance(31 * DAY_MS);
    expect(await runOnce(t.app.ctx)).toEqual({ orders: 0, storeOrders: 0, failed: 0 });
    expect(await statusOf(order)).toEqual({ status: 5, finishedAt: confirmedAt, receivedAt: confirmedAt });
    expect(await outboxKinds(t, 'order.finished')).toHaveLength(1);
    expect(await releases()).toEqual([keyOf(order)]);
    await expectLedgerBalanced(t.database.db);
  });

  it('lets the buyer and the sweeper race: the order finishes once, and a late confirmation gets 409', async () => {
    const order = await shippedOrder(t, 'order');
    t.clock.advance(30 * DAY_MS);
    await signInAgain(t, order.buyer);
    const [swept, confirmed] = await Promise.all([runOnce(t.app.ctx), order.buyer.client.post(`/api/orders/${order.id}/receive`)]);
    expect(swept.failed).toBe(0);
    expect([200, 409]).toContain(confirmed.status);
    expect(swept.orders + (confirmed.status === 200 ? 1 : 0)).toBe(1);
    if (confirmed.status === 409) expect(confirmed.body.error.code).toBe('ORDER_NOT_RECEIVABLE');
    expect(await releases()).toEqual([keyOf(order)]);
    await expectLedgerBalanced(t.database.db);
  });
});

describe('exactly once', () => {
  async function dueOrders(count: number): Promise<PaidOrder[]> {
    const seller = await createTrader(t, { isSeller: true });
    const made: PaidOrder[] = [];
    for (let i = 0; i < count; i++) made.push(await shippedOrder(t, i % 3 === 2 ? 'store_order' : 'order', { seller }));
    t.clock.advance(30 * DAY_MS);
    return made;
  }

  it('finishes each due order once with two nodes sweeping at the same time', async () => {
    const due = await dueOrders(9);
    const second = await startSecondNode(t);
    try {
      const runs = await Promise.all([runOnce(t.app.ctx), runOnce(second.app.ctx), runOnce(t.app.ctx)]);
      expect(runs.reduce((n, r) => n + r.orders + r.storeOrders, 0)).toBe(9);
      expect(runs.every((r) => r.failed === 0)).toBe(true);
    } finally {
      await second.close();
    }
    expect(await releases()).toEqual(due.map(keyOf).sort());
    expect(await outboxKinds(t, 'order.finished')).toHaveLength(18);
    await expectLedgerBalanced(t.database.db);
  });

  it('carries on after a restart: a node that stopped mid-pass leaves the rest to the next one, none twice', async () => {
    const due = await dueOrders(6);
    const first = await startSecondNode(t);
    const stopped = await runOnce(first.app.ctx, undefined, 2);
    await first.close();
    expect(stopped.orders + stopped.storeOrders).toBeGreaterThan(0);
    expect(stopped.orders + stopped.storeOrders).toBeLessThan(6);

    const restarted = await startSecondNode(t);
    try {
      const rest = await runOnce(restarted.app.ctx);
      expect(stopped.orders + stopped.storeOrders + rest.orders + rest.storeOrders).toBe(6);
      expect(await runOnce(restarted.app.ctx)).toEqual({ orders: 0, storeOrders: 0, failed: 0 });
    } finally {
      await restarted.close();
    }
    expect(await releases()).toEqual(due.map(keyOf).sort());
    await expectLedgerBalanced(t.database.db);
  });

  it('skips an order whose money cannot be moved, reports it, and finishes the others', async () => {
    const [broken, ...others] = await dueOrders(3);
    // Escrow that does not hold the total: the finish throws rather than credit money never received.
    await t.database.db
      .update(ledgerEntries)
      .set({ amountCents: broken!.totalCents - 1 })
      .where(and(eq(ledgerEntries.orderKind, broken!.kind), eq(ledgerEntries.orderId, broken!.id)));
    const errors: unknown[] = [];
    const run = await runOnce(t.app.ctx, { error: (fields) => errors.push(fields) });
    expect(run.failed).toBe(1);
    expect(run.orders + run.storeOrders).toBe(2);
    expect(errors).toEqual([expect.objectContaining({ orderKind: broken!.kind, orderId: broken!.id })]);
    expect((await statusOf(broken!)).status).toBe(3);
    expect(await releases()).toEqual(others.map(keyOf).sort());
  });
});
