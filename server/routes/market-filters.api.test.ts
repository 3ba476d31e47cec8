import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { commodities, memberBlocks, watches } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { seedDemo, signInDemo } from '../testing/demo-members';
import { idsWhere, listingsById, searchAllIds, searchMarket, selling, sorted } from '../testing/market-helpers';

let t: TestApp;
const db = () => t.database.db;
const c = commodities;

beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedDemo(t);
});
afterAll(() => t?.close());

/** The most common value of a column among listings on sale (a filter value with many matches). */
async function commonValue(column: typeof c.secondCategoryId | typeof c.thirdCategoryId | typeof c.firstCategoryId | typeof c.manufacturerId) {
  const [row] = await db()
    .select({ value: sql<number>`${column}` })
    .from(c)
    .where(selling)
    .groupBy(column)
    .having(sql`count(*) < 900`)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  return row!.value;
}

describe('GET /api/market/search filters', () => {
  it('lists every listing on sale or coming soon, counting up to 1,000', async () => {
    const expected = await idsWhere(db(), selling);
    expect(expected.length).toBeGreaterThan(1000);
    const reply = await searchMarket(t.client());
    expect(reply.TotalCount).toBe(1000);
    expect(reply.PageIndex).toBe(1);
    expect(reply.PagedMarketItemList).toHaveLength(60);
    for (const card of reply.PagedMarketItemList) expect([1, 2]).toContain(card.Status);
  });

  it('pages up to the 1,000th result and answers an empty page after it', async () => {
    const last = await searchMarket(t.client(), { page: 17 });
    expect(last.PagedMarketItemList).toHaveLength(40);
    const after = await searchMarket(t.client(), { page: 18 });
    expect(after.PagedMarketItemList).toEqual([]);
    expect(after.TotalCount).toBe(1000);
  });

  it('filters by each category level', async () => {
    for (const [param, column] of [['f', c.firstCategoryId], ['s', c.secondCategoryId], ['t', c.thirdCategoryId]] as const) {
      const id = await commonValue(column);
      const expected = await idsWhere(db(), and(selling, eq(column, id))!);
      expect(expected.length).toBeGreaterThan(0);
      const found = await searchAllIds(t.client(), { [param]: id });
      expect(sorted(found), param).toEqual(expected);
      expect((await searchMarket(t.client(), { [param]: id })).TotalCount).toBe(expected.length);
    }
  });

  it('filters by manufacturer', async () => {
    const mf = await commonValue(c.manufacturerId);
    expect(sorted(await searchAllIds(t.client(), { mf }))).toEqual(await idsWhere(db(), and(selling, eq(c.manufacturerId, mf))!));
  });

  it('filters by a price range in USD, both ends included', async () => {
    const found = await searchAllIds(t.client(), { min: '20', max: '45.50' });
    const expected = await idsWhere(db(), sql`${selling} and ${c.priceCents} between 2000 and 4550`);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(found)).toEqual(expected);
    const above = await searchAllIds(t.client(), { min: '5000' });
    expect(sorted(above)).toEqual(await idsWhere(db(), sql`${selling} and ${c.priceCents} >= 500000`));
  });

  it('clears the max price when the min is at or above it, and says so in Applied', async () => {
    const reply = await searchMarket(t.client(), { min: '300', max: '100' });
    expect(reply.Applied.max).toBeUndefined();
    const minOnly = await searchMarket(t.client(), { min: '300' });
    expect(reply.TotalCount).toBe(minOnly.TotalCount);
    expect(reply.PagedMarketItemList.map((card) => card.ID)).toEqual(minOnly.PagedMarketItemList.map((card) => card.ID));
    expect((await searchMarket(t.client(), { min: '10', max: '300' })).Applied.max).toBe('300');
  });

  it('ignores a price that is not a number rather than refusing the search', async () => {
    const reply = await searchMarket(t.client(), { s: await commonValue(c.secondCategoryId), min: 'ten', max: '5,00' });
    const plain = await searchMarket(t.client(), { s: await commonValue(c.secondCategoryId) });
    expect(reply.TotalCount).toBe(plain.TotalCount);
  });

  it('filters by listing type: buy now without offers, auction, offers allowed', async () => {
    const cases = [
      [1, sql`${c.byWay} = 1 and not ${c.bargain}`],
      [2, sql`${c.byWay} = 2`],
      [3, sql`${c.bargain}`],
    ] as const;
    const s = await commonValue(c.secondCategoryId);
    for (const [type, condition] of cases) {
      const expected = await idsWhere(db(), sql`${selling} and ${c.secondCategoryId} = ${s} and ${condition}`);
      expect(expected.length, `type ${type}`).toBeGreaterThan(0);
      const reply = await searchMarket(t.client(), { s, type, size: 240 });
      expect(reply.Applied.type).toBe(type);
      expect(sorted(await searchAllIds(t.client(), { s, type })), `type ${type}`).toEqual(expected);
    }
  });

  it('shows sold listings (status -2) with the sold filter, and only those', async () => {
    const expected = await idsWhere(db(), sql`${c.status} = -2`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(1000);
    const found = await searchAllIds(t.client(), { status: 'sold' });
    expect(sorted(found)).toEqual(expected);
  });

  it('filters graded and raw cards', async () => {
    const s = await commonValue(c.secondCategoryId);
    for (const graded of ['1', '0']) {
      const expected = await idsWhere(db(), sql`${selling} and ${c.secondCategoryId} = ${s} and ${c.isGraded} = ${graded === '1'}`);
      expect(expected.length).toBeGreaterThan(0);
      const found = await searchAllIds(t.client(), { s, graded });
      expect(sorted(found), `graded ${graded}`).toEqual(expected);
    }
  });

  it('treats values of one property as alternatives and different properties as all required', async () => {
    const has = (name: string, value: string) => sql`${c.properties}->>${name} = ${value}`;
    const rookies = await idsWhere(db(), sql`${selling} and ${has('Rookie', 'Yes')}`);
    expect(sorted(await searchAllIds(t.client(), { prop: 'Rookie:Yes' }))).toEqual(rookies);

    const either = await idsWhere(db(), sql`${selling} and (${has('Sports', 'Baseball')} or ${has('Sports', 'Hockey')})`);
    expect(sorted(await searchAllIds(t.client(), { prop: ['Sports:Baseball', 'Sports:Hockey'] }))).toEqual(either);

    const both = await idsWhere(db(), sql`${selling} and ${has('Sports', 'Baseball')} and ${has('Rookie', 'Yes')}`);
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(rookies.length);
    expect(sorted(await searchAllIds(t.client(), { prop: ['Sports:Baseball', 'Rookie:Yes'] }))).toEqual(both);
  });

  it('filters by a property value that itself contains a colon', async () => {
    const magic = await idsWhere(db(), sql`${selling} and ${c.properties}->>'GameComic' = 'Magic: The Gathering'`);
    expect(magic.length).toBeGreaterThan(0);
    expect(sorted(await searchAllIds(t.client(), { prop: 'GameComic:Magic: The Gathering' }))).toEqual(magic);
  });

  it('combines filters', async () => {
    const s = await commonValue(c.secondCategoryId);
    const expected = await idsWhere(db(), sql`${selling} and ${c.secondCategoryId} = ${s} and ${c.byWay} = 2
      and ${c.isGraded} and ${c.priceCents} >= 1000`);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(await searchAllIds(t.client(), { s, type: 2, graded: '1', min: '10' }))).toEqual(expected);
  });

  it('offers 60, 120 and 240 results a page and refuses other sizes', async () => {
    for (const size of [60, 120, 240]) expect((await searchMarket(t.client(), { size })).PagedMarketItemList).toHaveLength(size);
    const refused = await t.client().get('/api/market/search?size=50');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'size' });
  });

  it('refuses malformed parameters with the 400 envelope', async () => {
    for (const query of ['type=7', 'sort=9', 'status=ended', 'page=0', 'prop=bad', 'f=abc']) {
      const response = await t.client().get(`/api/market/search?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('BAD_REQUEST');
    }
  });

  it("leaves out the listings of sellers a member blocked, for that member only", async () => {
    const buyer = await signInDemo(t, 'buyer');
    const s = await commonValue(c.secondCategoryId);
    const visible = await searchAllIds(buyer.client, { s });
    const rows = await listingsById(db(), visible);
    const sellerId = rows.get(visible[0]!)!.sellerMemberId;
    await db().insert(memberBlocks).values({ memberId: buyer.memberId, blockedMemberId: sellerId });
    try {
      const after = await searchAllIds(buyer.client, { s });
      const expected = visible.filter((id) => rows.get(id)!.sellerMemberId !== sellerId);
      expect(after.length).toBeLessThan(visible.length);
      expect(sorted(after)).toEqual(sorted(expected));
      expect((await searchMarket(buyer.client, { s })).TotalCount).toBe(expected.length);
      expect(sorted(await searchAllIds(t.client(), { s }))).toEqual(sorted(visible));
    } finally {
      await db().delete(memberBlocks).where(eq(memberBlocks.memberId, buyer.memberId));
    }
  });

  it('marks the listings the signed-in member watches, and none for a visitor', async () => {
    const buyer = await signInDemo(t, 'buyer');
    const watched = await db().select({ id: watches.commodityId }).from(watches).where(eq(watches.memberId, buyer.memberId));
    const watchedIds = new Set(watched.map((row) => row.id));
    expect(watchedIds.size).toBeGreaterThan(0);
    const cards = [];
    for (let page = 1; page <= 5; page++) cards.push(...(await searchMarket(buyer.client, { size: 240, page })).PagedMarketItemList);
    const marked = cards.filter((card) => card.IsAttention).map((card) => card.ID);
    expect(marked.length).toBeGreaterThan(0);
    expect(sorted(marked)).toEqual(sorted(cards.map((card) => card.ID).filter((id) => watchedIds.has(id))));
    const visitor = await searchMarket(t.client(), { size: 240 });
    expect(visitor.PagedMarketItemList.some((card) => card.IsAttention)).toBe(false);
  });
});
