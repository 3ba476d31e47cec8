import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { commodities, followedSellers, memberBlocks, members, stores } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { seedDemo, signInDemo } from '../testing/demo-members';
import { idsWhere, listingsById, searchAllIds, searchMarket, selling, sorted } from '../testing/market-helpers';
import { storeDetail, storeListReply } from '../../src/domain/catalog/store.schema';

let t: TestApp;
const db = () => t.database.db;
const c = commodities;
const count = async (condition: ReturnType<typeof sql>) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(c).where(condition))[0]!.n;

beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedDemo(t);
});
afterAll(() => t?.close());

describe('GET /api/stores', () => {
  it('lists every store, recommended first then by name, with follower and selling counts', async () => {
    const response = await t.client().get('/api/stores');
    expect(response.status).toBe(200);
    const reply = storeListReply.parse(response.body);
    const all = await db().select().from(stores);
    expect(reply.count).toBe(all.length);
    const expected = [...all].sort((a, b) => Number(b.isRecommended) - Number(a.isRecommended) || a.storeName.localeCompare(b.storeName));
    expect(reply.data.map((s) => s.StoreName)).toEqual(expected.map((s) => s.storeName));
    for (const store of reply.data) {
      const [followers] = await db().select({ n: sql<number>`count(*)::int` }).from(followedSellers).where(eq(followedSellers.sellerMemberId, store.SellerId));
      expect(store.FollowerCount).toBe(followers!.n);
      expect(store.CommoditySellCount).toBe(await count(sql`${selling} and ${c.storeId} = ${store.Id}`));
    }
    expect(reply.data.some((s) => s.CommoditySellCount > 0)).toBe(true);
  });

  it('filters by name, by recommendation, and pages by 60', async () => {
    const byName = (await t.client().get('/api/stores?key=CARD')).body;
    const names = (await db().select({ name: stores.storeName }).from(stores)).map((s) => s.name);
    const withCard = names.filter((name) => /card/i.test(name)).sort();
    expect(withCard.length).toBeGreaterThan(1);
    expect(withCard.length).toBeLessThan(names.length);
    expect(byName.data.map((s: { StoreName: string }) => s.StoreName).sort()).toEqual(withCard);
    expect(byName.count).toBe(withCard.length);
    expect((await t.client().get('/api/stores?key=100%25')).body).toEqual({ count: 0, data: [] });
    const recommended = (await t.client().get('/api/stores?recommended=1')).body;
    const expected = await db().select().from(stores).where(eq(stores.isRecommended, true));
    expect(recommended.count).toBe(expected.length);
    expect((await t.client().get('/api/stores?page=2')).body.data).toEqual([]);
  });
});

describe('GET /api/stores/:id', () => {
  it("counts followers, listings selling and sold this calendar month, and shows the seller's feedback counters", async () => {
    const response = await t.client().get('/api/stores/1');
    expect(response.status).toBe(200);
    const detail = storeDetail.parse(response.body);
    const now = t.clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const soldThisMonth = await count(sql`${c.storeId} = 1 and ${c.status} = -2
      and coalesce(${c.endsAt}, ${c.updatedAt}) >= ${monthStart.toISOString()}::timestamptz`);
    const soldEver = await count(sql`${c.storeId} = 1 and ${c.status} = -2`);
    const [owner] = await db().select().from(members).where(eq(members.id, detail.SellerId));
    expect(owner!.sellFavorableCount).toBeGreaterThan(0);
    expect(soldThisMonth).toBeGreaterThan(0);
    expect(soldThisMonth).toBeLessThan(soldEver);
    expect(detail).toMatchObject({
      Id: 1,
      StoreName: 'Golden Era Breaks',
      CommoditySellCount: await count(sql`${selling} and ${c.storeId} = 1`),
      CommoditySoldCount: soldThisMonth,
      SellFavorableCount: owner!.sellFavorableCount,
      SellNegativeCount: owner!.sellNegativeCount,
      IsAttention: false,
      IsInBlacklist: false,
      IsOwn: false,
    });
    expect(detail.AboutStore.length).toBeGreaterThan(20);
  });

  it("answers the member's follow and block, and ownership for the seller", async () => {
    const buyer = await signInDemo(t, 'unverified');
    const [store] = await db().select().from(stores).where(eq(stores.id, 2));
    await db().insert(followedSellers).values({ memberId: buyer.memberId, sellerMemberId: store!.sellerMemberId });
    await db().insert(memberBlocks).values({ memberId: buyer.memberId, blockedMemberId: store!.sellerMemberId });
    try {
      const mine = (await buyer.client.get('/api/stores/2')).body;
      expect(mine).toMatchObject({ IsAttention: true, IsInBlacklist: true, IsOwn: false });
      expect(mine.FollowerCount).toBe((await t.client().get('/api/stores/2')).body.FollowerCount);
    } finally {
      await db().delete(followedSellers).where(eq(followedSellers.memberId, buyer.memberId));
      await db().delete(memberBlocks).where(eq(memberBlocks.memberId, buyer.memberId));
    }
    const seller = await signInDemo(t, 'seller');
    expect((await seller.client.get('/api/stores/1')).body).toMatchObject({ IsOwn: true, SellerId: seller.memberId });
    expect((await seller.client.get('/api/stores/2')).body.IsOwn).toBe(false);
  });

  it('answers 404 STORE_NOT_FOUND for an unknown store and 400 for a malformed id', async () => {
    const missing = await t.client().get('/api/stores/999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'STORE_NOT_FOUND', message: 'The store does not exist' });
    expect((await t.client().get('/api/stores/abc')).status).toBe(400);
    expect((await t.client().get('/api/stores/999/listings')).status).toBe(404);
  });
});

describe('GET /api/stores/:id/listings', () => {
  it("searches within the store with the market's filters and sort tabs", async () => {
    const path = '/api/stores/1/listings';
    expect(sorted(await searchAllIds(t.client(), {}, path))).toEqual(await idsWhere(db(), sql`${selling} and ${c.storeId} = 1`));
    expect(sorted(await searchAllIds(t.client(), { status: 'sold' }, path))).toEqual(await idsWhere(db(), sql`${c.status} = -2 and ${c.storeId} = 1`));
    expect(sorted(await searchAllIds(t.client(), { type: 2 }, path))).toEqual(
      await idsWhere(db(), sql`${selling} and ${c.storeId} = 1 and ${c.byWay} = 2`),
    );
    const byPrice = await searchMarket(t.client(), { sort: 2, dir: 'desc', size: 120 }, path);
    const prices = byPrice.PagedMarketItemList.map((card) => card.USD_Price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(byPrice.PagedMarketItemList.every((card) => card.StoreId === 1)).toBe(true);
    const keyword = await searchAllIds(t.client(), { key: 'psa 10' }, path);
    const rows = await listingsById(db(), keyword);
    expect(keyword.length).toBeGreaterThan(0);
    expect([...rows.values()].every((row) => row.storeId === 1 && /PSA 10/.test(row.title))).toBe(true);
  });

  it("still shows a blocked seller's listings on their own store page", async () => {
    const buyer = await signInDemo(t, 'buyer');
    const [store] = await db().select().from(stores).where(eq(stores.id, 3));
    await db().insert(memberBlocks).values({ memberId: buyer.memberId, blockedMemberId: store!.sellerMemberId });
    try {
      const onStore = await searchMarket(buyer.client, {}, '/api/stores/3/listings');
      expect(onStore.TotalCount).toBe(await count(sql`${selling} and ${c.storeId} = 3`));
      const market = await searchAllIds(buyer.client, { key: 'psa' });
      const marketRows = await listingsById(db(), market);
      expect([...marketRows.values()].some((row) => row.storeId === 3)).toBe(false);
    } finally {
      await db().delete(memberBlocks).where(and(eq(memberBlocks.memberId, buyer.memberId)));
    }
  });

  it('pages the store by the market page sizes', async () => {
    const ordered = await db().select({ id: c.id }).from(c).where(and(selling, eq(c.storeId, 1))).orderBy(asc(c.id));
    expect(ordered.length).toBeGreaterThan(120);
    expect((await searchMarket(t.client(), { size: 120 }, '/api/stores/1/listings')).PagedMarketItemList).toHaveLength(120);
    expect((await t.client().get('/api/stores/1/listings?size=100')).status).toBe(400);
  });
});
