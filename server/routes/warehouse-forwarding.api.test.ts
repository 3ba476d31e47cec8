/**
 * Weighing, paying and forwarding a warehouse order (issue 31 part 4): the desk weighs (postage
 * from the weight bands, US state tax; once; no band 409), the member pays at the sandbox provider
 * (once; replayed callback; wrong amount refunded; another member 404), the desk ships with the
 * second carrier (SF only within Greater China), the member completes (once, race) or the sweeper
 * does 7 days after delivery (exactly once); the book stays balanced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries, notifications, payments, shipments, staffActions, weightBands } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { pointPublicUrlAtTestServer } from '../testing/sale-fixtures';
import { refundsOf, sendSignedCallback, startPaymentOk } from '../testing/payment-helpers';
import { expectLedgerBalanced } from '../testing/ledger-balance';
import { createForwardingStaff, orderToWeigh, payOk, warehouseOrderRow, weighOk } from '../testing/forwarding-fixtures';
import { runOnce as finishDue } from '../jobs/finish-due-orders';
import { feeForWeight } from '../../src/domain/warehouse/weight-fee';
import type { Trader } from '../testing/shipped-order';

const DAY = 86_400_000;
let t: TestApp;
let staff: Trader;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
  pointPublicUrlAtTestServer(t);
  staff = await createForwardingStaff(t);
});
afterAll(() => t?.close());

async function bandFee(agencyId: number, region: string, grams: number) {
  const bands = await db().select().from(weightBands).where(and(eq(weightBands.agencyId, agencyId), eq(weightBands.region, region)));
  return feeForWeight(bands, grams);
}

const weighPath = (id: number) => `/api/staff/warehouse/forwarding/${id}/weigh`;
const shipPath = (id: number) => `/api/staff/warehouse/forwarding/${id}/ship`;
const completePath = (id: number) => `/api/warehouse/orders/${id}/complete`;
let numbers = 0;
const newNumber = () => `1ZWF${process.pid}${String(++numbers).padStart(6, '0')}`;

async function paidOrder(shape: Parameters<typeof orderToWeigh>[1] = {}) {
  const order = await orderToWeigh(t, shape);
  await weighOk(staff, order.id);
  await payOk(t, order.member, order.id);
  return order;
}

describe('the desk weighs a warehouse order', () => {
  it('refuses a visitor (401), a member without the desk (403), bad input (400) and an unknown order (404)', async () => {
    const order = await orderToWeigh(t);
    expect((await t.client().post(weighPath(order.id), { WeightGrams: 400 })).status).toBe(401);
    const other = await createTrader(t);
    expect((await other.client.post(weighPath(order.id), { WeightGrams: 400 })).status).toBe(403);
    expect((await other.client.get('/api/staff/warehouse/forwarding?status=4')).status).toBe(403);
    const bad = await staff.client.post(weighPath(order.id), { WeightGrams: 0 });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'WEIGHT_INVALID']);
    const fractional = await staff.client.post(weighPath(order.id), { WeightGrams: 12.5 });
    expect([fractional.status, fractional.body.error.code]).toEqual([400, 'WEIGHT_INVALID']);
    expect((await staff.client.post(weighPath(2_000_000_000), { WeightGrams: 400 })).status).toBe(404);
    const queue = await staff.client.get('/api/staff/warehouse/forwarding?status=3');
    expect([queue.status, queue.body.error.code]).toEqual([400, 'WAREHOUSE_QUEUE_INVALID']);
  });

  it("prices the postage from the agency's bands to the destination and the US state tax per item, once, and tells the member", async () => {
    const order = await orderToWeigh(t, { itemPrices: [10_000, 3_333] });
    const queue = await staff.client.get('/api/staff/warehouse/forwarding?status=4');
    expect(queue.body.data.find((o: { Id: number }) => o.Id === order.id)).toMatchObject({ Status: 4, AreaId: 'MO', Address: { Nation: 'US', Province: 'CA' } });
    const postage = (await bandFee(4, 'US', 400))!;
    const body = await weighOk(staff, order.id, 400);
    // California 8.85 %: 885.00 + 294.97 (294.97 rounds to 295)
    expect(body).toMatchObject({ Status: 1, WeightGrams: 400, Postage: postage, Tax: 885 + 295, Total: postage + 1_180 });
    expect(body.Items).toHaveLength(2);
    const again = await staff.client.post(weighPath(order.id), { WeightGrams: 500 });
    expect([again.status, again.body.error.code]).toEqual([409, 'WAREHOUSE_ORDER_NOT_WEIGHABLE']);
    const actions = await db().select().from(staffActions).where(eq(staffActions.subject, `warehouse_order:${order.id}`));
    expect(actions.map((a) => a.action)).toEqual(['warehouse.weigh']);
    const notices = await db().select().from(notifications).where(and(eq(notifications.memberId, order.member.memberId), eq(notifications.sendType, 11)));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe(`/pay/warehouse/${order.id}`);
  });

  it('charges no tax to a member outside the US', async () => {
    const member = await createTrader(t, { memberSource: 'MO', stateCode: null, stateName: null });
    const order = await orderToWeigh(t, { member, nation: 'MO', province: '', agencyId: 2 });
    const body = await weighOk(staff, order.id, 200);
    expect(body).toMatchObject({ Tax: 0, Postage: await bandFee(2, 'MO', 200) });
  });

  it('answers 409 with a code for a weight no band holds', async () => {
    const order = await orderToWeigh(t);
    const heavy = await staff.client.post(weighPath(order.id), { WeightGrams: 29_000 });
    expect([heavy.status, heavy.body.error.code]).toEqual([409, 'WEIGHT_BAND_MISSING']);
    expect((await warehouseOrderRow(t, order.id)).status).toBe(4);
  });

  it('lets one of two staff members weigh it', async () => {
    const order = await orderToWeigh(t);
    const second = await createForwardingStaff(t);
    const answers = await Promise.all([staff.client.post(weighPath(order.id), { WeightGrams: 300 }), second.client.post(weighPath(order.id), { WeightGrams: 900 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const actions = await db().select().from(staffActions).where(eq(staffActions.subject, `warehouse_order:${order.id}`));
    expect(actions).toHaveLength(1);
  });
});

describe('the member pays postage and tax', () => {
  it("shows the order to its member only and refuses another member's payment (404)", async () => {
    const order = await orderToWeigh(t);
    await weighOk(staff, order.id);
    const other = await createTrader(t);
    expect((await other.client.get(`/api/pay/warehouse/${order.id}`)).status).toBe(404);
    expect((await t.client().get(`/api/pay/warehouse/${order.id}`)).status).toBe(401);
    const mine = await order.member.client.get(`/api/pay/warehouse/${order.id}`);
    expect(mine.body).toMatchObject({ Id: order.id, Status: 1 });
    const theirs = await other.client.post('/api/payments', { Purpose: 'warehouse', ReferenceId: order.id, IsGuarantee: 6 });
    expect(theirs.status).toBe(404);
  });

  it('refuses to pay before weighing, pays once (2, paid_at, pay type) and refuses a second start (409)', async () => {
    const order = await orderToWeigh(t);
    const early = await order.member.client.post('/api/payments', { Purpose: 'warehouse', ReferenceId: order.id, IsGuarantee: 6 });
    expect([early.status, early.body.error.code]).toEqual([409, 'WAREHOUSE_ORDER_NOT_PAYABLE']);
    const weighed = await weighOk(staff, order.id);
    const code = await payOk(t, order.member, order.id);
    const row = await warehouseOrderRow(t, order.id);
    expect(row).toMatchObject({ status: 2, payType: 6 });
    expect(row.paidAt).not.toBeNull();
    const twice = await order.member.client.post('/api/payments', { Purpose: 'warehouse', ReferenceId: order.id, IsGuarantee: 6 });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'WAREHOUSE_ORDER_NOT_PAYABLE']);
    // A replayed callback changes nothing.
    expect(await sendSignedCallback(t, code)).toBe(204);
    const paid = await db().select().from(payments).where(and(eq(payments.purpose, 'warehouse'), eq(payments.referenceId, order.id)));
    expect(paid.map((p) => p.status)).toEqual([1]);
    const book = await db().select().from(ledgerEntries).where(and(eq(ledgerEntries.orderKind, 'warehouse_order'), eq(ledgerEntries.orderId, order.id)));
    expect(book.map((e) => [e.account, e.amountCents]).sort()).toEqual([['fees', weighed.Postage], ['tax', weighed.Tax]].sort());
    await expectLedgerBalanced(db());
  });

  it('refunds a payment of the wrong amount and leaves the order unpaid', async () => {
    const order = await orderToWeigh(t);
    await weighOk(staff, order.id);
    const payment = await startPaymentOk(order.member.client, { Purpose: 'warehouse', ReferenceId: order.id, IsGuarantee: 6 });
    const [row] = await db().select().from(payments).where(eq(payments.code, payment.PaymentCode));
    expect(await sendSignedCallback(t, payment.PaymentCode, { amountMinor: row!.chargedMinor - 1 })).toBe(204);
    expect((await refundsOf(t, payment.PaymentCode)).map((r) => r.reason)).toEqual(['amount_mismatch']);
    expect((await warehouseOrderRow(t, order.id)).status).toBe(1);
    await expectLedgerBalanced(db());
  });
});

describe('the desk ships a paid warehouse order', () => {
  it('refuses an unpaid order, a bad carrier and SF Express outside Greater China', async () => {
    const unpaid = await orderToWeigh(t);
    const early = await staff.client.post(shipPath(unpaid.id), { CarrierCode: 'UPS', TrackingNumber: newNumber() });
    expect([early.status, early.body.error.code]).toEqual([409, 'WAREHOUSE_ORDER_NOT_SHIPPABLE']);
    const order = await paidOrder();
    const bad = await staff.client.post(shipPath(order.id), { CarrierCode: 'POST', TrackingNumber: newNumber() });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'CARRIER_INVALID']);
    const sf = await staff.client.post(shipPath(order.id), { CarrierCode: 'SF', TrackingNumber: newNumber() });
    expect([sf.status, sf.body.error.code]).toEqual([400, 'CARRIER_NOT_AVAILABLE']);
    const other = await createTrader(t);
    expect((await other.client.post(shipPath(order.id), { CarrierCode: 'UPS', TrackingNumber: newNumber() })).status).toBe(403);
    expect((await warehouseOrderRow(t, order.id)).status).toBe(2);
  });

  it('lets SF Express forward within Greater China', async () => {
    const member = await createTrader(t, { memberSource: 'HK', stateCode: null, stateName: null });
    const order = await paidOrder({ member, nation: 'HK', province: '' });
    const sf = await staff.client.post(shipPath(order.id), { CarrierCode: 'SF', TrackingNumber: newNumber() });
    expect(sf.status, JSON.stringify(sf.body)).toBe(200);
  });

  it('ships once with a tracked shipment of kind warehouse_order and tells the member', async () => {
    const order = await paidOrder();
    const number = newNumber();
    const shipped = await staff.client.post(shipPath(order.id), { CarrierCode: 'DHL', TrackingNumber: number });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body).toMatchObject({ Status: 3, Express: 'DHL', ExpressCode: number });
    const [shipment] = await db().select().from(shipments).where(and(eq(shipments.orderKind, 'warehouse_order'), eq(shipments.orderId, order.id)));
    expect(shipment).toMatchObject({ sellerMemberId: staff.memberId, carrierCode: 'DHL', trackingNumber: number });
    expect(shipment!.subscribedAt).not.toBeNull();
    const again = await staff.client.post(shipPath(order.id), { CarrierCode: 'DHL', TrackingNumber: newNumber() });
    expect(again.status).toBe(409);
    const notices = await db().select().from(notifications).where(and(eq(notifications.memberId, order.member.memberId), eq(notifications.sendType, 11)));
    expect(notices).toHaveLength(2);
    const actions = await db().select().from(staffActions).where(eq(staffActions.subject, `warehouse_order:${order.id}`));
    expect(actions.map((a) => a.action).sort()).toEqual(['warehouse.ship', 'warehouse.weigh']);
  });
});

describe('completing a shipped warehouse order', () => {
  async function shippedOrder() {
    const order = await paidOrder();
    const number = newNumber();
    const shipped = await staff.client.post(shipPath(order.id), { CarrierCode: 'UPS', TrackingNumber: number });
    expect(shipped.status).toBe(200);
    return { ...order, number };
  }

  it("refuses a visitor (401), another member (404) and an order not shipped (409)", async () => {
    const order = await shippedOrder();
    expect((await t.client().post(completePath(order.id))).status).toBe(401);
    const other = await createTrader(t);
    expect((await other.client.post(completePath(order.id))).status).toBe(404);
    const paid = await paidOrder();
    const early = await paid.member.client.post(completePath(paid.id));
    expect([early.status, early.body.error.code]).toEqual([409, 'WAREHOUSE_ORDER_NOT_COMPLETABLE']);
  });

  it('completes once when the member double-clicks', async () => {
    const order = await shippedOrder();
    const answers = await Promise.all([order.member.client.post(completePath(order.id)), order.member.client.post(completePath(order.id))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    const row = await warehouseOrderRow(t, order.id);
    expect(row.status).toBe(5);
    expect(row.completedAt!.toISOString()).toBe(answers[0]!.body.CompletedAt);
    const [shipment] = await db().select().from(shipments).where(and(eq(shipments.orderKind, 'warehouse_order'), eq(shipments.orderId, order.id)));
    expect(shipment!.finishedAt).not.toBeNull();
  });

  it('is completed by the sweeper 7 days after the carrier delivers, exactly once', async () => {
    const order = await shippedOrder();
    const { body, signature } = t.app.ctx.providers.carrier.signCallback({
      eventId: `evt_${order.number}_delivered`,
      carrierCode: 'UPS',
      trackingNumber: order.number,
      status: 'delivered',
      station: 'Delivered — Los Angeles, CA, US',
      occurredAt: t.clock.now().toISOString(),
    });
    const { CARRIER_SIGNATURE_HEADER } = await import('../providers/carrier');
    const answer = await fetch(`${t.baseUrl}/api/carrier/callback`, { method: 'POST', body, headers: { 'content-type': 'application/json', [CARRIER_SIGNATURE_HEADER]: signature } });
    expect(answer.status).toBe(204);
    const [shipment] = await db().select().from(shipments).where(and(eq(shipments.orderKind, 'warehouse_order'), eq(shipments.orderId, order.id)));
    expect(shipment!.finishDueAt.getTime()).toBe(shipment!.deliveredAt!.getTime() + 7 * DAY);
    t.clock.advance(6 * DAY);
    await finishDue(t.app.ctx);
    expect((await warehouseOrderRow(t, order.id)).status).toBe(3);
    t.clock.advance(DAY + 1_000);
    const runs = await Promise.all([finishDue(t.app.ctx), finishDue(t.app.ctx)]);
    expect(runs.reduce((n, r) => n + (r.warehouseOrders ?? 0), 0)).toBe(1);
    const row = await warehouseOrderRow(t, order.id);
    expect(row.status).toBe(5);
    // Seven days on the member's session has lapsed: the sweeper's run again finds nothing.
    expect((await finishDue(t.app.ctx)).warehouseOrders).toBeUndefined();
    await expectLedgerBalanced(db());
  });
});
