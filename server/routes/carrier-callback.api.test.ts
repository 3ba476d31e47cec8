/**
 * Tracking after shipping: the sandbox carrier's job pushes a parcel's four events to Holo's
 * callback by real HTTP as the clock reaches them (and again after a failed post), the signed
 * callback (replayed, forged, out of order, for a number Holo never shipped, after the order
 * finished), and the tracking read for the buyer and the seller, with "no logistics".
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { orders, outbox, sandboxParcels, shipments, trackingEvents } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { createStoreWithItem, insertSale, insertStoreSale, pointPublicUrlAtTestServer, shipOk } from '../testing/sale-fixtures';
import { runOnce as pushTracking } from '../jobs/push-sandbox-tracking';
import { runOnce as subscribePending } from '../jobs/subscribe-tracking';
import { CARRIER_SIGNATURE_HEADER, type CarrierCallback } from '../providers/carrier';
import type { SignedIn } from '../testing/demo-members';
import type { TrackingReply } from '../../src/domain/shipping/shipping.schema';
import type { MyOrdersReply } from '../../src/domain/orders/order-list.schema';

const STEP = 60_000;
const DAY = 86_400_000;
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp({ CARRIER_SANDBOX_STEP_MS: String(STEP) });
  await seedReference(t);
  pointPublicUrlAtTestServer(t);
});
afterAll(() => t?.close());
beforeEach(async () => {
  vi.restoreAllMocks();
  // Each test's job runs count its own parcels: the earlier tests' parcels stop moving.
  await db().update(sandboxParcels).set({ nextPushAt: null });
});

let numbers = 0;
/** A tracking number the sandbox knows (not ending in 0000), new for each parcel. */
const newNumber = () => `1Z${process.pid}${String(++numbers).padStart(6, '0')}1`;

async function shippedSale(trackingNumber = newNumber()) {
  const seller = await createTrader(t, { isSeller: true });
  const buyer = await createTrader(t);
  const sale = await insertSale(t, { buyer, seller, status: 2 });
  await shipOk(seller, 'order', sale.id, { ShipperCode: 'UPS', LogisticCode: trackingNumber });
  const [shipment] = await db().select().from(shipments).where(and(eq(shipments.orderKind, 'order'), eq(shipments.orderId, sale.id)));
  return { seller, buyer, sale, shipment: shipment!, trackingNumber };
}

async function tracking(who: SignedIn, orderId: number) {
  const response = await who.client.get<TrackingReply>(`/api/orders/${orderId}/tracking`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const eventsOf = (shipmentId: number) => db().select().from(trackingEvents).where(eq(trackingEvents.shipmentId, shipmentId));
const shipmentRow = async (id: number) => (await db().select().from(shipments).where(eq(shipments.id, id)))[0]!;
const deliveredNotices = async (orderId: number) =>
  (await db().select().from(outbox).where(eq(outbox.kind, 'order.delivered'))).filter((row) => (row.payload as { orderId?: number }).orderId === orderId);

/** A carrier event for the number, signed with the sandbox's secret. */
function signed(trackingNumber: string, change: Partial<CarrierCallback> = {}) {
  return t.app.ctx.providers.carrier.signCallback({
    eventId: `evt_${trackingNumber}_${change.status ?? 'accepted'}`,
    carrierCode: 'UPS',
    trackingNumber,
    status: 'accepted',
    station: 'Picked up — Los Angeles, CA, US',
    occurredAt: t.clock.now().toISOString(),
    ...change,
  });
}

async function postCallback(body: string, signature: string | undefined) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers[CARRIER_SIGNATURE_HEADER] = signature;
  const response = await fetch(`${t.baseUrl}/api/carrier/callback`, { method: 'POST', body, headers });
  return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as { error: { code: string } }) };
}

describe('the sandbox carrier', () => {
  it('pushes accepted, in transit, out for delivery and delivered as the clock reaches them; the trace reads newest first', async () => {
    const { buyer, seller, sale, shipment } = await shippedSale();
    const shippedAt = shipment.shippedAt.getTime();
    expect(await pushTracking(t.app.ctx)).toBe(0);

    const seen: TrackingReply[] = [];
    for (let step = 1; step <= 4; step++) {
      t.clock.advance(STEP);
      expect(await pushTracking(t.app.ctx), `step ${step}`).toBe(1);
      seen.push(await tracking(buyer, sale.id));
    }
    expect(seen.map((read) => [read.State, read.Traces.length])).toEqual([
      [1, 1],
      [2, 2],
      [2, 3],
      [3, 4],
    ]);
    const last = seen[3]!;
    expect(last).toMatchObject({ ShipperCode: 'UPS', ShipperName: 'UPS', LogisticCode: shipment.trackingNumber, NoLogistics: false });
    expect(last.SendTime).toBe(shipment.shippedAt.toISOString());
    expect(last.Traces.map((trace) => trace.AcceptTime)).toEqual([4, 3, 2, 1].map((k) => new Date(shippedAt + k * STEP).toISOString()));
    expect(last.Traces.map((trace) => trace.AcceptStation.split(' — ')[0])).toEqual([
      'Delivered, left at front door',
      'Out for delivery',
      'Departed facility',
      'Picked up',
    ]);
    const deliveredAt = new Date(shippedAt + 4 * STEP);
    expect(last.DeliveredAt).toBe(deliveredAt.toISOString());

    // Delivery moves the automatic finish to 7 days after it, and the buyer is told once.
    const after = await shipmentRow(shipment.id);
    expect(after).toMatchObject({ state: 3, deliveredAt });
    expect(after.finishDueAt.getTime()).toBe(deliveredAt.getTime() + 7 * DAY);
    expect((await deliveredNotices(sale.id)).map((row) => row.payload)).toEqual([{ memberId: buyer.memberId, orderId: sale.id, commodityId: sale.commodityId }]);
    // The seller reads the same trace; the buyer's list shows the delivery and the new finish time.
    expect(await tracking(seller, sale.id)).toEqual(last);
    const shippedTab = await buyer.client.get<MyOrdersReply>('/api/me/orders?type=3');
    expect(shippedTab.body.data[0]).toMatchObject({ ID: sale.id, DeliveredAt: deliveredAt.toISOString(), AutoFinishAt: after.finishDueAt.toISOString() });

    // Nothing is left to push.
    t.clock.advance(10 * STEP);
    expect(await pushTracking(t.app.ctx)).toBe(0);
    expect(await eventsOf(shipment.id)).toHaveLength(4);
    const [parcel] = await db().select().from(sandboxParcels).where(eq(sandboxParcels.trackingNumber, shipment.trackingNumber));
    expect(parcel).toMatchObject({ pushedSteps: 4, nextPushAt: null });
  });

  it('catches up on every due event in one run, in order', async () => {
    const { shipment } = await shippedSale();
    t.clock.advance(3 * STEP + 1_000);
    expect(await pushTracking(t.app.ctx)).toBe(3);
    const events = await eventsOf(shipment.id);
    expect(events.sort((a, b) => a.id - b.id).map((event) => event.state)).toEqual([1, 2, 4]);
    expect((await shipmentRow(shipment.id)).state).toBe(2);
  });

  it('retries a post Holo refused on the next run, from the first event not delivered', async () => {
    const { shipment } = await shippedSale();
    t.clock.advance(2 * STEP);
    const readCallback = vi.spyOn(t.app.ctx.providers.carrier, 'readCallback').mockReturnValueOnce(null);
    expect(await pushTracking(t.app.ctx)).toBe(0);
    expect(readCallback).toHaveBeenCalledTimes(1);
    expect(await eventsOf(shipment.id)).toEqual([]);

    expect(await pushTracking(t.app.ctx)).toBe(2);
    expect(await eventsOf(shipment.id)).toHaveLength(2);
  });

  it('posts each event once when two nodes push at the same moment', async () => {
    const parcels = [await shippedSale(), await shippedSale(), await shippedSale()];
    t.clock.advance(4 * STEP);
    const [first, second] = await Promise.all([pushTracking(t.app.ctx), pushTracking(t.app.ctx)]);
    expect(first + second).toBe(12);
    for (const { shipment } of parcels) {
      expect((await eventsOf(shipment.id)).map((event) => event.state).sort()).toEqual([1, 2, 3, 4]);
      expect((await shipmentRow(shipment.id)).state).toBe(3);
    }
  });

  it('pushes, once subscribed late, the events of a parcel it first saw on a read', async () => {
    const seller = await createTrader(t, { isSeller: true });
    const buyer = await createTrader(t);
    const sale = await insertSale(t, { buyer, seller, status: 2 });
    vi.spyOn(t.app.ctx.providers.carrier, 'subscribe').mockRejectedValueOnce(new Error('carrier down'));
    await shipOk(seller, 'order', sale.id, { ShipperCode: 'UPS', LogisticCode: newNumber() });
    // The read makes the carrier see the parcel first; it has no event yet.
    expect(await tracking(buyer, sale.id)).toMatchObject({ Traces: [], NoLogistics: false });
    t.clock.advance(2 * STEP);
    expect(await pushTracking(t.app.ctx)).toBe(0);

    expect(await subscribePending(t.app.ctx)).toBe(1);
    expect(await pushTracking(t.app.ctx)).toBe(2);
    const read = await tracking(buyer, sale.id);
    expect(read.State).toBe(2);
    expect(read.Traces.map((trace) => trace.AcceptStation.split(' — ')[0])).toEqual(['Departed facility', 'Picked up']);
  });

  it('knows nothing of a number ending in 0000: no logistics, nothing pushed', async () => {
    const { buyer, sale, shipment } = await shippedSale(`1Z${process.pid}9990000`);
    t.clock.advance(5 * STEP);
    expect(await pushTracking(t.app.ctx)).toBe(0);
    expect(await tracking(buyer, sale.id)).toMatchObject({ State: 0, Traces: [], NoLogistics: true, DeliveredAt: null, LogisticCode: shipment.trackingNumber });
    expect(await db().select().from(sandboxParcels).where(eq(sandboxParcels.trackingNumber, shipment.trackingNumber))).toEqual([]);
  });

  it('answers a read on demand before any event was pushed', async () => {
    const { buyer, sale, shipment } = await shippedSale();
    t.clock.advance(2 * STEP);
    const read = await tracking(buyer, sale.id);
    expect(read).toMatchObject({ State: 2, NoLogistics: false });
    expect(read.Traces.map((trace) => trace.AcceptStation.split(' — ')[0])).toEqual(['Departed facility', 'Picked up']);
    expect(read.Traces[0]!.AcceptTime).toBe(new Date(shipment.shippedAt.getTime() + 2 * STEP).toISOString());
    // A read stores nothing: the carrier's pushes do.
    expect(await eventsOf(shipment.id)).toEqual([]);
  });
});

describe('POST /api/carrier/callback', () => {
  it('applies an event once: a replay answers 204 and changes nothing', async () => {
    const { sale, shipment, trackingNumber } = await shippedSale();
    const delivered = signed(trackingNumber, { status: 'delivered', station: 'Delivered — Austin, TX, US' });
    expect((await postCallback(delivered.body, delivered.signature)).status).toBe(204);
    const once = await shipmentRow(shipment.id);
    t.clock.advance(DAY);
    expect((await postCallback(delivered.body, delivered.signature)).status).toBe(204);
    expect(await shipmentRow(shipment.id)).toEqual(once);
    expect(await eventsOf(shipment.id)).toHaveLength(1);
    expect(await deliveredNotices(sale.id)).toHaveLength(1);
  });

  it('refuses a forged, tampered or unsigned callback with 401 and writes nothing', async () => {
    const { shipment, trackingNumber } = await shippedSale();
    const real = signed(trackingNumber, { status: 'delivered' });
    const forged = `sha256=${createHmac('sha256', 'not-the-carrier-secret-at-all-32-chars').update(real.body).digest('hex')}`;
    const tampered = real.body.replace('delivered', 'in_transit');
    for (const [body, signature] of [
      [real.body, forged],
      [tampered, real.signature],
      [real.body, undefined],
      [real.body, real.signature.replace('sha256=', '')],
      ['not json', `sha256=${createHmac('sha256', 'x').update('not json').digest('hex')}`],
    ] as const) {
      const answer = await postCallback(body, signature);
      expect(answer.status).toBe(401);
      expect(answer.body!.error.code).toBe('CARRIER_SIGNATURE_INVALID');
    }
    expect(await eventsOf(shipment.id)).toEqual([]);
    expect(await shipmentRow(shipment.id)).toMatchObject({ state: 0, deliveredAt: null });
  });

  it('takes an event for a number Holo never shipped and writes nothing', async () => {
    const before = (await db().select().from(trackingEvents)).length;
    const unknown = signed('9999999999999999');
    expect((await postCallback(unknown.body, unknown.signature)).status).toBe(204);
    expect(await db().select().from(trackingEvents)).toHaveLength(before);
  });

  it('never moves a parcel back: an event arriving after the delivery keeps it delivered', async () => {
    const { shipment, trackingNumber } = await shippedSale();
    const delivered = signed(trackingNumber, { status: 'delivered' });
    const late = signed(trackingNumber, { status: 'in_transit', occurredAt: new Date(t.clock.now().getTime() - STEP).toISOString() });
    await postCallback(delivered.body, delivered.signature);
    expect((await postCallback(late.body, late.signature)).status).toBe(204);
    expect(await shipmentRow(shipment.id)).toMatchObject({ state: 3 });
    expect(await eventsOf(shipment.id)).toHaveLength(2);
  });

  it('leaves an order that finished before the delivery event alone: no new finish time, no notice', async () => {
    const { sale, shipment, trackingNumber } = await shippedSale();
    const finishedAt = t.clock.now();
    await db().update(orders).set({ orderStatus: 5, finishedAt, receivedAt: finishedAt }).where(eq(orders.id, sale.id));
    await db().update(shipments).set({ finishedAt }).where(eq(shipments.id, shipment.id));
    const delivered = signed(trackingNumber, { status: 'delivered' });
    expect((await postCallback(delivered.body, delivered.signature)).status).toBe(204);
    const after = await shipmentRow(shipment.id);
    expect(after.deliveredAt).not.toBeNull();
    expect(after.finishDueAt).toEqual(shipment.finishDueAt);
    expect(await deliveredNotices(sale.id)).toEqual([]);
  });

  it('moves every order shipped in one parcel, marketplace and store alike', async () => {
    const seller = await createTrader(t, { isSeller: true });
    const buyer = await createTrader(t);
    const { storeId, item } = await createStoreWithItem(t, seller);
    const sale = await insertSale(t, { buyer, seller, status: 2 });
    const storeSale = await insertStoreSale(t, {
      buyer,
      storeId,
      status: 2,
      lines: [{ commodityId: item.id, conditionId: item.conditionIds[0]!, title: 'Sleeves', quantity: 1, priceCents: 2_500 }],
    });
    const trackingNumber = newNumber();
    await shipOk(seller, 'order', sale.id, { ShipperCode: 'UPS', LogisticCode: trackingNumber });
    await shipOk(seller, 'store_order', storeSale.id, { ShipperCode: 'UPS', LogisticCode: trackingNumber });
    const delivered = signed(trackingNumber, { status: 'delivered' });
    await postCallback(delivered.body, delivered.signature);
    const rows = await db().select().from(shipments).where(eq(shipments.trackingNumber, trackingNumber));
    expect(rows.map((row) => [row.orderKind, row.state])).toEqual([
      ['order', 3],
      ['store_order', 3],
    ]);
    const notices = (await db().select().from(outbox).where(eq(outbox.kind, 'order.delivered'))).map((row) => row.payload);
    expect(notices).toContainEqual({ memberId: buyer.memberId, storeOrderId: storeSale.id });
    expect(notices).toContainEqual({ memberId: buyer.memberId, orderId: sale.id, commodityId: sale.commodityId });
  });
});

describe('GET /api/orders/:id/tracking and /api/store-orders/:id/tracking', () => {
  it('answers the buyer and the seller only, and only once the order shipped', async () => {
    const { buyer, seller, sale } = await shippedSale();
    const other = await createTrader(t);
    expect((await t.client().get(`/api/orders/${sale.id}/tracking`)).status).toBe(401);
    const refused = await other.client.get(`/api/orders/${sale.id}/tracking`);
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('ORDER_NOT_FOUND');
    expect((await tracking(seller, sale.id)).LogisticCode).toBeTruthy();
    expect((await tracking(buyer, sale.id)).ShipperCode).toBe('UPS');
    expect((await buyer.client.get('/api/orders/0/tracking')).status).toBe(400);

    const paid = await insertSale(t, { buyer, seller, status: 2 });
    expect((await buyer.client.get(`/api/orders/${paid.id}/tracking`)).status).toBe(404);
    expect((await seller.client.get(`/api/orders/${paid.id}/tracking`)).status).toBe(404);
  });

  it("reads a store order's tracking for its buyer and the store's seller", async () => {
    const seller = await createTrader(t, { isSeller: true });
    const buyer = await createTrader(t);
    const other = await createTrader(t);
    const { storeId, item } = await createStoreWithItem(t, seller);
    const storeSale = await insertStoreSale(t, {
      buyer,
      storeId,
      status: 2,
      lines: [{ commodityId: item.id, conditionId: item.conditionIds[0]!, title: 'Sleeves', quantity: 1, priceCents: 2_500 }],
    });
    const path = `/api/store-orders/${storeSale.id}/tracking`;
    expect((await buyer.client.get(path)).status).toBe(404);
    await shipOk(seller, 'store_order', storeSale.id, { ShipperCode: 'DHL', LogisticCode: 'JD0146000062812345' });
    for (const who of [buyer, seller]) {
      const read = await who.client.get<TrackingReply>(path);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ ShipperCode: 'DHL', ShipperName: 'DHL Express', LogisticCode: 'JD0146000062812345', State: 0, Traces: [] });
    }
    expect((await other.client.get(path)).status).toBe(404);
    expect((await t.client().get(path)).status).toBe(401);
  });
});
