/**
 * The seller's side after payment: shipping a marketplace order or a store order (only its seller,
 * only once, only paid; the carrier's region rule; a race of two), the carrier subscription and its
 * retry, the carriers list, and the sales by tab.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orders, outbox, sandboxParcels, shipments, storeOrders } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import {
  createStoreWithItem,
  insertSale,
  insertStoreSale,
  pointPublicUrlAtTestServer,
  shipOk,
  shipPath,
} from '../testing/sale-fixtures';
import { runOnce as subscribePending } from '../jobs/subscribe-tracking';
import type { SellerSalesReply } from '../../src/domain/seller/seller-sales.schema';

let t: TestApp;
const db = () => t.database.db;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
  pointPublicUrlAtTestServer(t);
});
afterAll(() => t?.close());
beforeEach(() => vi.restoreAllMocks());

const ups = { ShipperCode: 'UPS', LogisticCode: '1Z 999-aa1 0123 4567 84' };
const shipmentsOf = (kind: string, id: number) =>
  db().select().from(shipments).where(and(eq(shipments.orderKind, kind), eq(shipments.orderId, id)));
const shippedEvents = async (payloadKey: 'orderId' | 'storeOrderId', id: number) =>
  (await db().select().from(outbox).where(eq(outbox.kind, 'order.shipped'))).filter(
    (row) => (row.payload as Record<string, number>)[payloadKey] === id,
  );

async function parties(sellerOptions: { memberSource?: string } = {}) {
  const seller = await createTrader(t, { isSeller: true, ...sellerOptions });
  const buyer = await createTrader(t);
  return { seller, buyer };
}

describe('POST /api/seller/orders/:id/ship', () => {
  it('ships a paid order: status 3, the shipment due to finish in 30 days, the buyer told, the tracking subscribed', async () => {
    const { seller, buyer } = await parties();
    const sale = await insertSale(t, { buyer, seller, status: 2 });

    const shipped = await shipOk(seller, 'order', sale.id, ups);
    const now = t.clock.now();
    expect(shipped).toEqual({ OrderStatus: 3, SendTime: now.toISOString() });

    const [order] = await db().select().from(orders).where(eq(orders.id, sale.id));
    expect(order).toMatchObject({ orderStatus: 3, shippedAt: now });
    const [shipment] = await shipmentsOf('order', sale.id);
    expect(shipment).toMatchObject({
      sellerMemberId: seller.memberId,
      carrierCode: 'UPS',
      // As carriers print it: spaces and dashes out, upper case.
      trackingNumber: '1Z999AA10123456784',
      state: 0,
      shippedAt: now,
      subscribedAt: now,
      deliveredAt: null,
      finishedAt: null,
    });
    expect(shipment!.finishDueAt.getTime()).toBe(now.getTime() + 30 * DAY);

    const events = await shippedEvents('orderId', sale.id);
    expect(events.map((row) => row.payload)).toEqual([{ memberId: buyer.memberId, orderId: sale.id, commodityId: sale.commodityId }]);
    // The sandbox carrier took the subscription with Holo's callback.
    const [parcel] = await db().select().from(sandboxParcels).where(eq(sandboxParcels.trackingNumber, '1Z999AA10123456784'));
    expect(parcel).toMatchObject({ carrierCode: 'UPS', callbackUrl: `${t.baseUrl}/api/carrier/callback`, pushedSteps: 0, firstSeenAt: now });
  });

  it('refuses a visitor (401), another member and the buyer (404), and an order that does not exist (404)', async () => {
    const { seller, buyer } = await parties();
    const other = await createTrader(t, { isSeller: true });
    const sale = await insertSale(t, { buyer, seller, status: 2 });

    expect((await t.client().post(shipPath('order', sale.id), ups)).status).toBe(401);
    for (const who of [other, buyer]) {
      const refused = await who.client.post(shipPath('order', sale.id), ups);
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe('ORDER_NOT_FOUND');
    }
    expect((await seller.client.post(shipPath('order', 2_000_000_000), ups)).body.error.code).toBe('ORDER_NOT_FOUND');
    expect((await seller.client.post(shipPath('order', 0), ups)).status).toBe(400);
    expect(await shipmentsOf('order', sale.id)).toEqual([]);
    const [order] = await db().select().from(orders).where(eq(orders.id, sale.id));
    expect(order!.orderStatus).toBe(2);
  });

  it('ships once: twice, before payment, after closing or finishing answers 409 ORDER_NOT_SHIPPABLE', async () => {
    const { seller, buyer } = await parties();
    const paid = await insertSale(t, { buyer, seller, status: 2 });
    await shipOk(seller, 'order', paid.id, ups);
    const again = await seller.client.post(shipPath('order', paid.id), { ShipperCode: 'DHL', LogisticCode: 'JD014600006281234567' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'ORDER_NOT_SHIPPABLE', message: 'Only a paid order waiting to be shipped can be shipped' });
    expect((await shipmentsOf('order', paid.id)).map((row) => row.carrierCode)).toEqual(['UPS']);

    for (const status of [1, 5, 6]) {
      const sale = await insertSale(t, { buyer, seller, status });
      const refused = await seller.client.post(shipPath('order', sale.id), ups);
      expect(refused.status, `status ${status}`).toBe(409);
      expect(refused.body.error.code).toBe('ORDER_NOT_SHIPPABLE');
      expect(await shipmentsOf('order', sale.id)).toEqual([]);
    }
  });

  it('checks the carrier and the tracking number (400 with the code), changing nothing', async () => {
    const { seller, buyer } = await parties();
    const sale = await insertSale(t, { buyer, seller, status: 2 });
    const bad = [
      [{ ShipperCode: 'USPS', LogisticCode: '1Z999AA10123456784' }, 'CARRIER_INVALID'],
      [{ LogisticCode: '1Z999AA10123456784' }, 'CARRIER_INVALID'],
      [{ ShipperCode: 'UPS', LogisticCode: '1234567' }, 'TRACKING_NUMBER_INVALID'],
      [{ ShipperCode: 'UPS', LogisticCode: '1Z999/AA10123456784' }, 'TRACKING_NUMBER_INVALID'],
      [{ ShipperCode: 'UPS', LogisticCode: 'A'.repeat(41) }, 'TRACKING_NUMBER_INVALID'],
      [{ ShipperCode: 'UPS', LogisticCode: 'A'.repeat(61) }, 'BAD_REQUEST'],
      [{ ShipperCode: 'UPS' }, 'BAD_REQUEST'],
    ] as const;
    for (const [body, code] of bad) {
      const refused = await seller.client.post(shipPath('order', sale.id), body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.code, JSON.stringify(body)).toBe(code);
    }
    expect(await shipmentsOf('order', sale.id)).toEqual([]);
  });

  it('takes SF Express only from a seller in Greater China', async () => {
    const us = await parties();
    const fromUs = await insertSale(t, { ...us, status: 2 });
    const sf = { ShipperCode: 'SF', LogisticCode: 'SF1234567890123' };
    const refused = await us.seller.client.post(shipPath('order', fromUs.id), sf);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'CARRIER_NOT_AVAILABLE', field: 'ShipperCode' });
    expect(await shipmentsOf('order', fromUs.id)).toEqual([]);
    expect((await db().select().from(orders).where(eq(orders.id, fromUs.id)))[0]!.orderStatus).toBe(2);

    for (const memberSource of ['HK', 'TWN']) {
      const greaterChina = await parties({ memberSource });
      const sale = await insertSale(t, { ...greaterChina, status: 2 });
      await shipOk(greaterChina.seller, 'order', sale.id, { ...sf, LogisticCode: `SF12345678901${memberSource.length}` });
      expect((await shipmentsOf('order', sale.id))[0]!.carrierCode).toBe('SF');
    }
  });

  it('ships once when the seller sends it twice at the same moment: one 200, one 409, one shipment, one notice', async () => {
    const { seller, buyer } = await parties();
    const sale = await insertSale(t, { buyer, seller, status: 2 });
    const second = t.client();
    second.setCookie('holo_session', seller.client.cookie('holo_session')!);
    const answers = await Promise.all([
      seller.client.post(shipPath('order', sale.id), ups),
      second.post(shipPath('order', sale.id), { ShipperCode: 'FEDEX', LogisticCode: '794612345678' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await shipmentsOf('order', sale.id)).toHaveLength(1);
    expect(await shippedEvents('orderId', sale.id)).toHaveLength(1);
  });

  it('still ships when the carrier cannot be reached, and the subscribe job subscribes it later', async () => {
    const { seller, buyer } = await parties();
    const sale = await insertSale(t, { buyer, seller, status: 2 });
    const carrier = t.app.ctx.providers.carrier;
    const subscribe = vi.spyOn(carrier, 'subscribe').mockRejectedValueOnce(new Error('carrier down'));
    await shipOk(seller, 'order', sale.id, { ShipperCode: 'DHL', LogisticCode: 'JD014600006281230001' });
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect((await shipmentsOf('order', sale.id))[0]!.subscribedAt).toBeNull();

    t.clock.advance(60_000);
    expect(await subscribePending(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect((await shipmentsOf('order', sale.id))[0]!.subscribedAt).toEqual(t.clock.now());
    const [parcel] = await db().select().from(sandboxParcels).where(eq(sandboxParcels.trackingNumber, 'JD014600006281230001'));
    expect(parcel!.callbackUrl).toBe(`${t.baseUrl}/api/carrier/callback`);
    // Nothing is left to subscribe.
    expect(await subscribePending(t.app.ctx)).toBe(0);
  });
});

describe('POST /api/seller/store-orders/:id/ship', () => {
  it("ships a paid store order for the store's seller only", async () => {
    const { seller, buyer } = await parties();
    const other = await createTrader(t, { isSeller: true });
    const { storeId, item } = await createStoreWithItem(t, seller);
    const lines = [{ commodityId: item.id, conditionId: item.conditionIds[0]!, title: 'Booster', quantity: 2, priceCents: 2_500 }];
    const sale = await insertStoreSale(t, { buyer, storeId, status: 2, lines });

    expect((await t.client().post(shipPath('store_order', sale.id), ups)).status).toBe(401);
    expect((await other.client.post(shipPath('store_order', sale.id), ups)).body.error.code).toBe('ORDER_NOT_FOUND');
    expect((await buyer.client.post(shipPath('store_order', sale.id), ups)).status).toBe(404);

    await shipOk(seller, 'store_order', sale.id, { ShipperCode: 'FEDEX', LogisticCode: '7946 1234 5678' });
    const [order] = await db().select().from(storeOrders).where(eq(storeOrders.id, sale.id));
    expect(order).toMatchObject({ orderStatus: 3, shippedAt: t.clock.now() });
    expect(await shipmentsOf('store_order', sale.id)).toMatchObject([{ carrierCode: 'FEDEX', trackingNumber: '794612345678', sellerMemberId: seller.memberId }]);
    expect((await shippedEvents('storeOrderId', sale.id)).map((row) => row.payload)).toEqual([{ memberId: buyer.memberId, storeOrderId: sale.id }]);
    expect((await seller.client.post(shipPath('store_order', sale.id), ups)).status).toBe(409);

    const unpaid = await insertStoreSale(t, { buyer, storeId, status: 1, lines });
    expect((await seller.client.post(shipPath('store_order', unpaid.id), ups)).body.error.code).toBe('ORDER_NOT_SHIPPABLE');
  });
});

describe('GET /api/carriers', () => {
  it('lists UPS, DHL and FedEx everywhere and SF Express only from Greater China', async () => {
    const codes = async (query: string) => ((await t.client().get(`/api/carriers${query}`)).body.data as Array<{ ShipperCode: string }>).map((c) => c.ShipperCode);
    expect(await codes('?area=US')).toEqual(['UPS', 'DHL', 'FEDEX']);
    expect(await codes('?area=MO')).toEqual(['UPS', 'DHL', 'FEDEX', 'SF']);
    expect(await codes('')).toEqual(['UPS', 'DHL', 'FEDEX', 'SF']);
    expect((await t.client().get('/api/carriers?area=HK')).body.data).toContainEqual({ ShipperCode: 'SF', ShipperName: 'SF Express' });
    expect((await t.client().get(`/api/carriers?area=${'X'.repeat(9)}`)).status).toBe(400);
  });
});

describe('GET /api/seller/sales', () => {
  it("lists the seller's marketplace and store orders by tab, newest first, with the counts", async () => {
    const { seller, buyer } = await parties();
    const stranger = await parties();
    const { storeId, item } = await createStoreWithItem(t, seller);
    const lines = (title: string, quantity = 1) => [{ commodityId: item.id, conditionId: item.conditionIds[0]!, title, quantity, priceCents: 2_500 }];

    const unpaid = await insertSale(t, { buyer, seller, status: 1, age: 1 });
    const paidOld = await insertSale(t, { buyer, seller, status: 2, age: 30, title: 'Paid old' });
    const storePaid = await insertStoreSale(t, { buyer, storeId, status: 2, age: 20, lines: [...lines('Booster', 2), ...lines('Sleeves', 3)] });
    const paidNew = await insertSale(t, { buyer, seller, status: 2, age: 10, title: 'Paid new' });
    const agency = await insertSale(t, { buyer, seller, status: 2, age: 5, businessType: 2 });
    const storeShipped = await insertStoreSale(t, { buyer, storeId, status: 3, age: 15, lines: lines('Deck box') });
    const finished = await insertSale(t, { buyer, seller, status: 5, age: 40 });
    const storeComplete = await insertStoreSale(t, { buyer, storeId, status: 4, age: 50, lines: lines('Binder') });
    await insertSale(t, { ...stranger, status: 2 });
    expect(unpaid.id).toBeGreaterThan(0);

    const sales = async (query = '') => {
      const response = await seller.client.get<SellerSalesReply>(`/api/seller/sales${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    };
    const toShip = await sales();
    expect(toShip.Counts).toEqual({ 1: 4, 2: 1, 3: 2 });
    expect(toShip.count).toBe(4);
    expect(toShip.data.map((row) => [row.Kind, row.Id])).toEqual([
      ['order', agency.id],
      ['order', paidNew.id],
      ['store_order', storePaid.id],
      ['order', paidOld.id],
    ]);
    expect(toShip.data[1]).toMatchObject({
      Code: paidNew.code,
      OrderStatus: 2,
      Title: 'Paid new',
      Quantity: 1,
      BuyerUserID: buyer.memberId,
      BuyerName: buyer.nickname,
      SellerTotal: 4_500,
      Address: { Consignee: 'Ann Buyer', City: 'Los Angeles', Address: '1 Main Street', ZipCode: '90012', Nation: 'US' },
      SendTime: null,
      Express: null,
      IsAppraisal: 0,
      IsBuyAppraisal: 0,
    });
    expect(toShip.data[0]!.Address).toBeNull();
    expect(toShip.data[2]).toMatchObject({ Kind: 'store_order', Code: storePaid.code, Title: 'Booster', Quantity: 5, SellerTotal: 5 * 2_500 + 499 });
    expect(toShip.data[2]!.TitImg).not.toBe('');

    const shipped = await sales('?tab=2');
    expect(shipped.data.map((row) => row.Id)).toEqual([storeShipped.id]);
    const done = await sales('?tab=3');
    expect(done.data.map((row) => [row.Kind, row.Id])).toEqual([
      ['order', finished.id],
      ['store_order', storeComplete.id],
    ]);
    expect(done.data[0]!.FinishTime).not.toBeNull();

    // Shipping moves an order from tab 1 to tab 2, with its carrier.
    await shipOk(seller, 'order', paidOld.id, ups);
    const after = await sales('?tab=2');
    expect(after.Counts).toEqual({ 1: 3, 2: 2, 3: 2 });
    expect(after.data[0]).toMatchObject({ Id: paidOld.id, OrderStatus: 3, Express: 'UPS', ExpressCode: '1Z999AA10123456784', SendTime: t.clock.now().toISOString() });
  });

  it('pages 60 at a time', async () => {
    const { seller, buyer } = await parties();
    for (let n = 0; n < 61; n++) await insertSale(t, { buyer, seller, status: 5, age: 100 - n });
    const first = await seller.client.get<SellerSalesReply>('/api/seller/sales?tab=3');
    expect(first.body.count).toBe(61);
    expect(first.body.data).toHaveLength(60);
    const second = await seller.client.get<SellerSalesReply>('/api/seller/sales?tab=3&page=2');
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0]!.Id).toBeLessThan(first.body.data.at(-1)!.Id);
  });

  it('gives a member who sells nothing empty tabs, refuses a visitor and checks the tab', async () => {
    const nobody = await createTrader(t);
    const empty = await nobody.client.get('/api/seller/sales?tab=2');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ data: [], count: 0, Counts: { 1: 0, 2: 0, 3: 0 } });
    expect((await t.client().get('/api/seller/sales')).status).toBe(401);
    expect((await nobody.client.get('/api/seller/sales?tab=4')).status).toBe(400);
    expect((await nobody.client.get('/api/seller/sales?page=0')).status).toBe(400);
  });
});
