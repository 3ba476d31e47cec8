import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { commodities } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { seedDemo } from '../testing/demo-members';
import { listingsById, searchAllIds, searchMarket, selling, type ListingRow, type SearchParams } from '../testing/market-helpers';

let t: TestApp;
let category: number;
const db = () => t.database.db;
const c = commodities;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t);
  // A second-level category with auctions and buy-now items, small enough to read whole.
  const [row] = await db()
    .select({ id: c.secondCategoryId })
    .from(c)
    .where(selling)
    .groupBy(c.secondCategoryId)
    .having(sql`count(*) between 100 and 900 and count(*) filter (where ${c.byWay} = 1) > 10`)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  category = row!.id;
});
afterAll(() => t?.close());

/** Every result in order, with its database row. */
async function ordered(params: SearchParams): Promise<ListingRow[]> {
  const ids = await searchAllIds(t.client(), { s: category, ...params });
  expect(ids.length).toBeGreaterThan(20);
  const rows = await listingsById(db(), ids);
  return ids.map((id) => rows.get(id)!);
}

type Key = (row: ListingRow) => number | null;
/** Asserts rows follow (key, then id) in the direction given, nulls last. */
function expectOrder(rows: ListingRow[], key: Key, dir: 'asc' | 'desc') {
  const sign = dir === 'asc' ? 1 : -1;
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    const [ka, kb] = [key(a), key(b)];
    if (ka === null) expect(kb, `nulls last at ${i}`).toBeNull();
    if (ka !== null && kb === null) continue;
    if (ka !== kb) expect(sign * (kb! - ka!), `key order at ${i}`).toBeGreaterThan(0);
    else expect(sign * (b.id - a.id), `id tiebreak at ${i}`).toBeGreaterThan(0);
  }
}

const endsAt: Key = (row) => row.endsAt?.getTime() ?? null;

describe('GET /api/market/search sort tabs', () => {
  it('sorts by ending soonest by default, buy-now items (no end) last', async () => {
    const rows = await ordered({});
    expectOrder(rows, endsAt, 'asc');
    expect(rows[0]!.endsAt).not.toBeNull();
    expect(rows.at(-1)!.endsAt).toBeNull();
    expect((await searchMarket(t.client(), { s: category })).Applied.sort).toBe(1);
  });

  it('sorts sold listings by the most recently ended first', async () => {
    const ids = await searchAllIds(t.client(), { status: 'sold', sort: 1 });
    const rows = await listingsById(db(), ids);
    const inOrder = ids.map((id) => rows.get(id)!);
    expect(inOrder.length).toBeGreaterThan(20);
    expectOrder(inOrder, endsAt, 'desc');
    expect(inOrder.every((row) => row.status === -2)).toBe(true);
  });

  it('sorts by price up and down', async () => {
    expectOrder(await ordered({ sort: 2, dir: 'asc' }), (row) => row.priceCents, 'asc');
    expectOrder(await ordered({ sort: 2, dir: 'desc' }), (row) => row.priceCents, 'desc');
    expect((await searchMarket(t.client(), { s: category, sort: 2 })).Applied.dir).toBe('asc');
  });

  it('sorts newly listed first', async () => {
    expectOrder(await ordered({ sort: 3 }), (row) => row.createdAt.getTime(), 'desc');
  });

  it('sorts by most bids and keeps to auctions, whatever listing type was asked for', async () => {
    const reply = await searchMarket(t.client(), { s: category, sort: 4, type: 1, size: 240 });
    expect(reply.Applied).toMatchObject({ sort: 4, type: 2 });
    expect(reply.PagedMarketItemList.length).toBeGreaterThan(0);
    expect(reply.PagedMarketItemList.every((card) => card.ByWay === 2)).toBe(true);
    const rows = await ordered({ sort: 4, type: 1 });
    expect(rows.every((row) => row.byWay === 2)).toBe(true);
    expectOrder(rows, (row) => row.auctionCount, 'desc');
    expect(rows[0]!.auctionCount).toBeGreaterThan(rows.at(-1)!.auctionCount);
  });

  it('falls back from best match to ending soonest without a keyword', async () => {
    const reply = await searchMarket(t.client(), { s: category, sort: 0 });
    expect(reply.Applied.sort).toBe(1);
    const ending = await searchMarket(t.client(), { s: category, sort: 1 });
    expect(reply.PagedMarketItemList.map((card) => card.ID)).toEqual(ending.PagedMarketItemList.map((card) => card.ID));
  });

  it('pages every sort without overlaps or gaps', async () => {
    for (const params of [{}, { sort: 2, dir: 'desc' }, { sort: 3 }, { sort: 4 }, { key: 'topps' }, { status: 'sold', sort: 1 }]) {
      const wide = await searchMarket(t.client(), { ...params, size: 120 });
      const first = await searchMarket(t.client(), { ...params, size: 60, page: 1 });
      const second = await searchMarket(t.client(), { ...params, size: 60, page: 2 });
      const paged = [...first.PagedMarketItemList, ...second.PagedMarketItemList].map((card) => card.ID);
      expect(paged, JSON.stringify(params)).toEqual(wide.PagedMarketItemList.map((card) => card.ID));
      expect(new Set(paged).size).toBe(paged.length);
    }
  });
});
