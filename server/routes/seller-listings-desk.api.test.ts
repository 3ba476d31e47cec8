/**
 * The seller site's dashboard and listings desk (issue 33): GET /api/seller/dashboard, GET
 * /api/seller/listings(/:id, /:id/template), PUT /api/seller/listings/:id (edit before the first
 * bid), POST /api/seller/listings/:id/relist. Visitors 401, non-sellers 403, another seller's
 * listing 404, bad input 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commodities, commodityConditions, ledgerEntries, offers } from '../db/schema';
import { insertSale } from '../testing/sale-fixtures';
import { createStore } from '../testing/store-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import { categoryPath, createTrader, listItem, seedReference } from '../testing/trade-helpers';
import { placeBidDirectly } from '../testing/auction-fixtures';
import type { SignedIn } from '../testing/demo-members';

let t: TestApp;
let seller: SignedIn;
let other: SignedIn;
let member: SignedIn;
let bidder: SignedIn;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
  seller = await createTrader(t, { isSeller: true });
  other = await createTrader(t, { isSeller: true });
  member = await createTrader(t);
  bidder = await createTrader(t);
});
afterAll(() => t?.close());

const body = async (extra: Record<string, unknown> = {}) => ({
  Title: 'Edited card',
  ByWay: 2,
  Price: 2_000,
  ...(await categoryPath(t)),
  Grader: 'PSA',
  Grade: 10,
  CertNumber: '12345678',
  Images: ['/media/uploads/a.jpg', '/media/uploads/b.jpg'],
  ...extra,
});

describe('GET /api/seller/dashboard', () => {
  it('counts what waits for the seller: offers with the nearest deadline, listings on sale', async () => {
    const item = await listItem(t, seller, { ByWay: 1, Bargain: true, Price: 5_000 });
    const due = new Date(t.clock.now().getTime() + 48 * 3_600_000);
    await db().insert(offers).values({ commodityId: item, buyerMemberId: member.memberId, sellerMemberId: seller.memberId, priceCents: 4_000, replyDueAt: due });
    const response = await seller.client.get('/api/seller/dashboard');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ ToShip: 0, OffersWaiting: 1, NextOfferDueAt: due.toISOString(), OpenCases: 0, PendingCents: 0, CreditedCents: 0 });
    expect(response.body.OnSale).toBeGreaterThanOrEqual(1);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it("reads to ship and proceeds from the seller's own orders and the ledger", async () => {
    const fresh = await createTrader(t, { isSeller: true });
    const toShip = await insertSale(t, { buyer: member, seller: fresh, status: 2 });
    const finished = await insertSale(t, { buyer: member, seller: fresh, status: 5 });
    const othersSale = await insertSale(t, { buyer: member, seller: other, status: 2 });
    const row = (orderId: number, account: string, memberId: number | null, amountCents: number, event: string) =>
      ({ account, memberId, amountCents, orderKind: 'order', orderId, event, createdAt: t.clock.now() });
    await db().insert(ledgerEntries).values([
      row(toShip.id, 'escrow', null, 5_000, 'paid'),
      row(finished.id, 'escrow', null, 5_000, 'paid'),
      row(finished.id, 'escrow', null, -5_000, 'finished'),
      row(finished.id, 'proceeds', fresh.memberId, 4_500, 'finished'),
      row(othersSale.id, 'escrow', null, 5_000, 'paid'),
    ]);
    const response = await fresh.client.get('/api/seller/dashboard');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ToShip: 1, OffersWaiting: 0, NextOfferDueAt: null, PendingCents: 5_000, CreditedCents: 4_500 });
  });

  it('refuses a visitor (401) and a member who is not a seller (403)', async () => {
    expect((await t.client().get('/api/seller/dashboard')).status).toBe(401);
    const refused = await member.client.get('/api/seller/dashboard');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
  });
});

describe('GET /api/seller/listings', () => {
  it('lists the seller’s own listings by state with both counts', async () => {
    const live = await listItem(t, seller, { Title: 'Live one' });
    const ended = await listItem(t, seller, { Title: 'Ended one' });
    await db().update(commodities).set({ status: -1 }).where(eq(commodities.id, ended));
    await listItem(t, other, { Title: 'Not mine' });
    const selling = await seller.client.get('/api/seller/listings');
    expect(selling.status).toBe(200);
    expect(selling.body.data.map((r: { ID: number }) => r.ID)).toContain(live);
    expect(selling.body.data.map((r: { Title: string }) => r.Title)).not.toContain('Not mine');
    expect(selling.body.Counts.Ended).toBeGreaterThanOrEqual(1);
    const endedList = await seller.client.get('/api/seller/listings?state=ended');
    expect(endedList.body.data.map((r: { ID: number }) => r.ID)).toEqual([ended]);
    expect(endedList.body).toMatchObject({ Page: 1, Pages: 1 });
  });

  it('answers 400 to a bad state, 401 to a visitor, 403 to a non-seller', async () => {
    const bad = await seller.client.get('/api/seller/listings?state=gone');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('BAD_REQUEST');
    expect((await t.client().get('/api/seller/listings')).status).toBe(401);
    expect((await member.client.get('/api/seller/listings')).status).toBe(403);
  });
});

describe('GET /api/seller/listings/:id and /template', () => {
  it('shows the seller’s listing with its figures and fields; another seller gets 404', async () => {
    const id = await listItem(t, seller, await body({ Title: 'Detail card' }));
    const response = await seller.client.get(`/api/seller/listings/${id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ ID: id, Title: 'Detail card', BidCount: 0, Watchers: 0, Grade: 'PSA 10', CanEdit: true, CanEnd: true, CanRelist: false });
    expect(response.body.Fields).toMatchObject({ Grader: 'PSA', Grade: 10, CertNumber: '12345678', Images: ['/media/uploads/a.jpg', '/media/uploads/b.jpg'] });
    const notFound = await other.client.get(`/api/seller/listings/${id}`);
    expect(notFound.status).toBe(404);
    expect(notFound.body.error.code).toBe('LISTING_NOT_FOUND');
    expect((await seller.client.get('/api/seller/listings/abc')).status).toBe(400);
  });

  it('gives any listing’s fields to a seller for a clone, never to a non-seller or a visitor', async () => {
    const id = await listItem(t, other, await body({ Title: 'Clone me' }));
    const template = await seller.client.get(`/api/seller/listings/${id}/template`);
    expect(template.status).toBe(200);
    expect(template.body).toMatchObject({ Title: 'Clone me', ByWay: 2, Price: 2_000, Grader: 'PSA', Images: ['/media/uploads/a.jpg', '/media/uploads/b.jpg'] });
    expect((await member.client.get(`/api/seller/listings/${id}/template`)).status).toBe(403);
    expect((await t.client().get(`/api/seller/listings/${id}/template`)).status).toBe(401);
    expect((await seller.client.get('/api/seller/listings/999999/template')).status).toBe(404);
  });
});

describe('PUT /api/seller/listings/:id', () => {
  it('edits a listing before its first bid', async () => {
    const id = await listItem(t, seller, { Title: 'Before edit' });
    const response = await seller.client.put(`/api/seller/listings/${id}`, await body({ Title: 'After edit', Price: 2_500, Postage: 300 }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const [row] = await db().select().from(commodities).where(eq(commodities.id, id));
    expect(row).toMatchObject({ title: 'After edit', priceCents: 2_500, startPriceCents: 2_500, postageCents: 300, grade: 'PSA 10', depositNum: 3 });
    expect(row!.images).toEqual(['/media/uploads/a.jpg', '/media/uploads/b.jpg']);
  });

  it('refuses once a bid exists (409 LISTING_HAS_BIDS) and once ended (409 LISTING_ENDED)', async () => {
    const bid = await listItem(t, seller);
    await placeBidDirectly(db(), { commodityId: bid, memberId: bidder.memberId, maxCents: 1_500, at: t.clock.now() });
    const withBid = await seller.client.put(`/api/seller/listings/${bid}`, await body());
    expect(withBid.status).toBe(409);
    expect(withBid.body.error.code).toBe('LISTING_HAS_BIDS');
    const ended = await listItem(t, seller);
    await db().update(commodities).set({ status: -1 }).where(eq(commodities.id, ended));
    const afterEnd = await seller.client.put(`/api/seller/listings/${ended}`, await body());
    expect(afterEnd.status).toBe(409);
    expect(afterEnd.body.error.code).toBe('LISTING_ENDED');
  });

  it('refuses another seller (404), a visitor (401), a non-seller (403), bad input and a change of format (400)', async () => {
    const id = await listItem(t, seller);
    expect((await other.client.put(`/api/seller/listings/${id}`, await body())).status).toBe(404);
    expect((await t.client().put(`/api/seller/listings/${id}`, await body())).status).toBe(401);
    expect((await member.client.put(`/api/seller/listings/${id}`, await body())).status).toBe(403);
    const noTitle = await seller.client.put(`/api/seller/listings/${id}`, await body({ Title: '' }));
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.code).toBe('BAD_REQUEST');
    const badGrade = await seller.client.put(`/api/seller/listings/${id}`, await body({ Grade: 9.5 }));
    expect(badGrade.status).toBe(400);
    expect(badGrade.body.error).toMatchObject({ code: 'GRADE_NOT_ON_SCALE', field: 'Grade' });
    const format = await seller.client.put(`/api/seller/listings/${id}`, await body({ ByWay: 1 }));
    expect(format.status).toBe(400);
    expect(format.body.error.field).toBe('ByWay');
    const image = await seller.client.put(`/api/seller/listings/${id}`, await body({ Images: ['https://evil.example/x.png'] }));
    expect(image.status).toBe(400);
    expect(image.body.error.field).toBe('Images');
  });
});

describe('POST /api/seller/listings/:id/relist', () => {
  it('relists an ended unsold listing as a new one with its fields and photos', async () => {
    const id = await listItem(t, seller, await body({ Title: 'Unsold card' }));
    await db().update(commodities).set({ status: -1 }).where(eq(commodities.id, id));
    const response = await seller.client.post(`/api/seller/listings/${id}/relist`);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.ID).not.toBe(id);
    const [row] = await db().select().from(commodities).where(eq(commodities.id, response.body.ID));
    expect(row).toMatchObject({ title: 'Unsold card', status: 1, grade: 'PSA 10', sellerMemberId: seller.memberId, auctionCount: 0 });
    expect(row!.images).toEqual(['/media/uploads/a.jpg', '/media/uploads/b.jpg']);
  });

  it('refuses a live or sold listing (409), another seller (404), a visitor (401), a non-seller (403)', async () => {
    const live = await listItem(t, seller);
    const refused = await seller.client.post(`/api/seller/listings/${live}/relist`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('LISTING_NOT_RELISTABLE');
    await db().update(commodities).set({ status: -1 }).where(eq(commodities.id, live));
    expect((await other.client.post(`/api/seller/listings/${live}/relist`)).status).toBe(404);
    expect((await t.client().post(`/api/seller/listings/${live}/relist`)).status).toBe(401);
    expect((await member.client.post(`/api/seller/listings/${live}/relist`)).status).toBe(403);
  });
});

describe('POST /api/seller/listings: a store item', () => {
  const storeItem = async (extra: Record<string, unknown> = {}) => ({
    Title: 'Booster box',
    ByWay: 1,
    OrderType: 1,
    Price: 1,
    ...(await categoryPath(t)),
    Conditions: [
      { ConditionName: 'Sealed', Price: 12_000, UnderlinedPrice: 15_000, Stock: 4, IsLimit: true, LimitNum: 2 },
      { ConditionName: 'Opened', Price: 9_000, Stock: 1 },
    ],
    ...extra,
  });

  it('lists a store item with its conditions, stock and limits, priced at its lowest condition', async () => {
    const storeId = await createStore(t, seller);
    const response = await seller.client.post('/api/seller/listings', await storeItem());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const [row] = await db().select().from(commodities).where(eq(commodities.id, response.body.ID));
    expect(row).toMatchObject({ orderType: 1, storeId, byWay: 1, priceCents: 9_000 });
    const conditions = await db().select().from(commodityConditions).where(eq(commodityConditions.commodityId, response.body.ID)).orderBy(commodityConditions.sort);
    expect(conditions.map((c) => [c.conditionName, c.priceCents, c.underlinedPriceCents, c.showPrice, c.stock, c.isLimit, c.limitNum])).toEqual([
      ['Sealed', 12_000, 15_000, true, 4, true, 2],
      ['Opened', 9_000, null, false, 1, false, 0],
    ]);
  });

  it('refuses a store item without conditions, as an auction, with a limit of nothing, or from a seller without a store (400)', async () => {
    for (const extra of [{ Conditions: undefined }, { ByWay: 2 }, { Conditions: [{ ConditionName: 'A', Price: 100, Stock: 1, IsLimit: true }] }, { OrderType: 0 }]) {
      const refused = await seller.client.post('/api/seller/listings', await storeItem(extra));
      expect(refused.status, JSON.stringify(extra)).toBe(400);
    }
    const noStore = await other.client.post('/api/seller/listings', await storeItem());
    expect(noStore.status).toBe(400);
    expect(noStore.body.error).toMatchObject({ code: 'STORE_NOT_FOUND', field: 'OrderType' });
  });
});
