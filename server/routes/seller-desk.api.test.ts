/**
 * The seller site's desk: the offers waiting for an answer (masked buyer, the 48-hour clock, the
 * counter), proceeds and the ledger's lines, and the store profile a seller edits and buyers see.
 * Each is refused to visitors (401) and members who do not sell (403) and shows only the caller's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ledgerEntries, stores } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { listOfferItem, sendOffer } from '../testing/offer-fixtures';
import { insertSale } from '../testing/sale-fixtures';
import { createStore } from '../testing/store-fixtures';
import { uploadImage } from '../testing/upload-helpers';
import type { SellerOffersReply } from '../../src/domain/seller/seller-offers.schema';
import type { SellerProceedsReply } from '../../src/domain/seller/seller-proceeds.schema';

let t: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
});
afterAll(() => t?.close());

describe('GET /api/seller/offers', () => {
  it("lists the seller's waiting offers with the masked buyer, the clock and the prices, and moves answered ones to tab 2", async () => {
    const seller = await createTrader(t, { isSeller: true });
    const buyer = await createTrader(t, { nickname: `Offerer${process.pid % 1000}z` });
    const itemId = await listOfferItem(t, seller, { Price: 10_000 });
    const first = await sendOffer(buyer, itemId, 6_000, 'Would you take 60?');
    expect(first.status).toBe(201);
    const waiting = await seller.client.get<SellerOffersReply>('/api/seller/offers');
    expect(waiting.status).toBe(200);
    expect(waiting.headers.get('cache-control')).toBe('private, no-store');
    const row = waiting.body.data.find((r) => r.ID === first.body.ID)!;
    expect(row).toMatchObject({
      CommodityID: itemId,
      Title: 'Offer card',
      USD_Price: 10_000,
      US_Price: 6_000,
      Remark: 'Would you take 60?',
      Status: 0,
      BuyerName: `O***z`,
      Counter: null,
      OrderId: null,
    });
    expect(new Date(row.ReplyDueAt).getTime() - new Date(row.Createdate).getTime()).toBe(48 * HOUR);

    const countered = await seller.client.post(`/api/seller/offers/${first.body.ID}/counter`, { Price: 8_000 });
    expect(countered.status, JSON.stringify(countered.body)).toBe(200);
    const after = await seller.client.get<SellerOffersReply>('/api/seller/offers?tab=1');
    expect(after.body.data.map((r) => r.ID)).not.toContain(first.body.ID);
    const answered = await seller.client.get<SellerOffersReply>('/api/seller/offers?tab=2');
    expect(answered.body.data.find((r) => r.ID === first.body.ID)).toMatchObject({ Status: 5, Counter: { US_Price: 8_000, Status: 0 } });
    expect(answered.body.Counts).toEqual({ 1: 0, 2: 1 });
  });

  it('shows an offer whose 48 hours are over as expired, on tab 2', async () => {
    const seller = await createTrader(t, { isSeller: true });
    const buyer = await createTrader(t);
    const itemId = await listOfferItem(t, seller);
    const offer = await sendOffer(buyer, itemId, 5_000);
    t.clock.advance(49 * HOUR);
    const waiting = await seller.client.get<SellerOffersReply>('/api/seller/offers');
    expect(waiting.body).toMatchObject({ data: [], count: 0, Counts: { 1: 0, 2: 1 } });
    const lapsed = await seller.client.get<SellerOffersReply>('/api/seller/offers?tab=2');
    expect(lapsed.body.data[0]).toMatchObject({ ID: offer.body.ID, Status: 4 });
  });

  it('refuses a visitor (401), a member who does not sell (403) and a bad tab (400); another seller sees none of them', async () => {
    const seller = await createTrader(t, { isSeller: true });
    const buyer = await createTrader(t);
    await sendOffer(buyer, await listOfferItem(t, seller), 5_000);
    expect((await t.client().get('/api/seller/offers')).status).toBe(401);
    const refused = await buyer.client.get('/api/seller/offers');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    const bad = await seller.client.get('/api/seller/offers?tab=9');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('BAD_REQUEST');
    const other = await createTrader(t, { isSeller: true });
    expect((await other.client.get('/api/seller/offers')).body).toEqual({ data: [], count: 0, Counts: { 1: 0, 2: 0 } });
  });
});

describe('GET /api/seller/proceeds', () => {
  it('adds up pending proceeds of paid orders and lists the credited ledger lines with their order codes', async () => {
    const seller = await createTrader(t, { isSeller: true });
    const buyer = await createTrader(t);
    await insertSale(t, { buyer, seller, status: 2 });
    await insertSale(t, { buyer, seller, status: 3 });
    await insertSale(t, { buyer, seller, status: 1 });
    const finished = await insertSale(t, { buyer, seller, status: 5 });
    const at = t.clock.now();
    await t.database.db.insert(ledgerEntries).values([
      { account: 'proceeds', memberId: seller.memberId, amountCents: 4_500, orderKind: 'order', orderId: finished.id, event: 'finished', createdAt: at },
      { account: 'proceeds', memberId: seller.memberId, amountCents: -1_000, orderKind: 'order', orderId: finished.id, event: 'refunded', createdAt: new Date(at.getTime() + 1_000) },
    ]);
    const reply = await seller.client.get<SellerProceedsReply>('/api/seller/proceeds');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      // Two open orders of 40.00 + 5.00 postage each; the unpaid one is not money yet.
      PendingCents: 9_000,
      PendingOrders: 2,
      CreditedCents: 3_500,
      count: 2,
      data: [
        expect.objectContaining({ AmountCents: -1_000, Event: 'refunded', OrderKind: 'order', OrderId: finished.id, OrderCode: finished.code }),
        expect.objectContaining({ AmountCents: 4_500, Event: 'finished', OrderCode: finished.code, CreatedAt: at.toISOString() }),
      ],
    });
    expect((await buyer.client.get('/api/seller/proceeds')).status).toBe(403);
    expect((await t.client().get('/api/seller/proceeds')).status).toBe(401);
    expect((await seller.client.get('/api/seller/proceeds?page=0')).status).toBe(400);
  });
});

describe('PUT /api/seller/store', () => {
  async function storeOwner() {
    const seller = await createTrader(t, { isSeller: true });
    const storeId = await createStore(t, seller);
    return { seller, storeId };
  }

  it("saves the name, about text and an uploaded logo, and the buyer's store page shows them", async () => {
    const { seller, storeId } = await storeOwner();
    const logo = await uploadImage(seller.client, { purpose: 'avatar' });
    const name = `Corner Cards ${process.pid}`;
    const saved = await seller.client.put('/api/seller/store', { StoreName: `  ${name} `, AboutStore: 'Graded cards.\r\nShips in 2 days.', LogoImageId: logo.id });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ Id: storeId, StoreName: name, StoreLogo: logo.ImageUrl, AboutStore: 'Graded cards.\nShips in 2 days.' });
    expect((await seller.client.get('/api/seller/store')).body).toEqual(saved.body);
    const page = await t.client().get(`/api/stores/${storeId}`);
    expect(page.body).toMatchObject({ StoreName: name, StoreLogo: logo.ImageUrl, AboutStore: 'Graded cards.\nShips in 2 days.' });
  });

  it('refuses markup, bad lengths, a name another store has, and a picture that is not the caller\'s', async () => {
    const { seller, storeId } = await storeOwner();
    const other = await storeOwner();
    const [taken] = await t.database.db.select({ name: stores.storeName }).from(stores).where(eq(stores.id, other.storeId));
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ StoreName: '<b>Shop</b>' }, 400, 'STORE_NAME_INVALID'],
      [{ StoreName: 'x' }, 400, 'STORE_NAME_INVALID'],
      [{ StoreName: 'y'.repeat(41) }, 400, 'STORE_NAME_INVALID'],
      [{ StoreName: 'Fine name', AboutStore: 'a'.repeat(1001) }, 400, 'STORE_ABOUT_INVALID'],
      [{ StoreName: 'Fine name', AboutStore: 'Hi <script>x</script>' }, 400, 'STORE_ABOUT_INVALID'],
      [{ StoreName: taken!.name }, 409, 'STORE_NAME_TAKEN'],
      [{ StoreName: 'Fine name', LogoImageId: (await uploadImage(other.seller.client, { purpose: 'avatar' })).id }, 400, 'IMAGE_NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await seller.client.put('/api/seller/store', body);
      expect([answer.status, answer.body.error?.code], JSON.stringify(body).slice(0, 60)).toEqual([status, code]);
    }
    const [unchanged] = await t.database.db.select().from(stores).where(eq(stores.id, storeId));
    expect(unchanged!.storeName).toMatch(/^Test store/);
  });

  it('refuses a visitor (401), a member who does not sell (403) and a seller without a store (404)', async () => {
    const body = { StoreName: 'Some store' };
    expect((await t.client().put('/api/seller/store', body)).status).toBe(401);
    const buyer = await createTrader(t);
    expect((await buyer.client.put('/api/seller/store', body)).status).toBe(403);
    const privateSeller = await createTrader(t, { isSeller: true });
    const missing = await privateSeller.client.put('/api/seller/store', body);
    expect([missing.status, missing.body.error.code]).toEqual([404, 'STORE_NOT_FOUND']);
  });
});

describe('GET /api/seller/sales/:kind/:id', () => {
  it("gives the seller one sale with its lines and ship-to address, and nobody else's", async () => {
    const seller = await createTrader(t, { isSeller: true });
    const buyer = await createTrader(t);
    const sale = await insertSale(t, { buyer, seller, status: 2, title: 'Slip card' });
    const reply = await seller.client.get(`/api/seller/sales/order/${sale.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      Kind: 'order',
      Id: sale.id,
      Code: sale.code,
      OrderStatus: 2,
      SellerTotal: 4_500,
      Address: { Consignee: 'Ann Buyer', Address: '1 Main Street', City: 'Los Angeles', ZipCode: '90012' },
      Lines: [{ Title: 'Slip card', Condition: '', Quantity: 1 }],
    });
    expect((await t.client().get(`/api/seller/sales/order/${sale.id}`)).status).toBe(401);
    expect((await buyer.client.get(`/api/seller/sales/order/${sale.id}`)).status).toBe(404);
    expect((await seller.client.get(`/api/seller/sales/store_order/${sale.id}`)).status).toBe(404);
    const bad = await seller.client.get(`/api/seller/sales/parcel/${sale.id}`);
    expect([bad.status, bad.body.error.code]).toEqual([400, 'BAD_REQUEST']);
  });
});
