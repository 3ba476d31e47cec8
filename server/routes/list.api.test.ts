import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { commodities, manufacturers } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { seedDemo } from '../testing/demo-members';
import { idsWhere, listingsById, queryString, selling, sorted, type SearchParams } from '../testing/market-helpers';
import { listReply, type ListReply } from '../../src/domain/catalog/manufacturer-list.schema';

let t: TestApp;
let topps: number;
const db = () => t.database.db;
const c = commodities;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t);
  [{ id: topps }] = (await db().select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.name, 'Topps'))) as [{ id: number }];
});
afterAll(() => t?.close());

async function list(params: SearchParams): Promise<ListReply> {
  const response = await t.client().get(`/api/list?${queryString(params)}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return listReply.parse(response.body);
}

async function listAll(params: SearchParams): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const reply = await list({ ...params, pageSize: 240, page });
    ids.push(...reply.Data.map((card) => card.ID));
    if (reply.Data.length < 240) return ids;
  }
}

const ofType = (type: 0 | 1) => sql`${c.manufacturerId} in (select id from manufacturers where manufacturer_type = ${type})`;

describe('GET /api/list', () => {
  it('lists the /list manufacturer tabs and their listings on sale, newest first', async () => {
    const reply = await list({ manufacturerType: 0 });
    const tabs = await db().select().from(manufacturers).where(eq(manufacturers.manufacturerType, 0)).orderBy(asc(manufacturers.sort));
    expect(reply.Manufacturers.map((m) => m.Name)).toEqual(tabs.map((m) => m.name));
    const expected = await idsWhere(db(), sql`${selling} and ${ofType(0)}`);
    expect(reply.Count).toBe(Math.min(1000, expected.length));
    expect(reply.Series).toEqual([]);
    const rows = await listingsById(db(), reply.Data.map((card) => card.ID));
    const created = reply.Data.map((card) => rows.get(card.ID)!.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it("narrows to one manufacturer, with its series and years for the filters", async () => {
    const reply = await list({ manufacturer: topps, pageSize: 60 });
    const expected = await idsWhere(db(), and(selling, eq(c.manufacturerId, topps))!);
    expect(reply.Count).toBe(expected.length);
    expect(sorted(await listAll({ manufacturer: topps }))).toEqual(expected);
    const series = await db()
      .selectDistinct({ series: c.series })
      .from(c)
      .where(and(selling, eq(c.manufacturerId, topps)));
    expect([...reply.Series].sort()).toEqual(series.map((s) => s.series!).sort());
    expect(reply.Years).toEqual([...reply.Years].sort((a, b) => b - a));
    expect(reply.Years.length).toBeGreaterThan(3);
  });

  it('filters by type (second-level category), series, year and size', async () => {
    const [sample] = await db().select().from(c).where(and(selling, eq(c.manufacturerId, topps), eq(c.isGraded, true))).limit(1);
    const { secondCategoryId: type, series, year } = sample!;
    expect(sorted(await listAll({ manufacturer: topps, type }))).toEqual(
      await idsWhere(db(), and(selling, eq(c.manufacturerId, topps), eq(c.secondCategoryId, type))!),
    );
    expect(sorted(await listAll({ manufacturer: topps, series: series! }))).toEqual(
      await idsWhere(db(), and(selling, eq(c.manufacturerId, topps), eq(c.series, series!))!),
    );
    expect(sorted(await listAll({ manufacturer: topps, year: year! }))).toEqual(
      await idsWhere(db(), and(selling, eq(c.manufacturerId, topps), eq(c.year, year!))!),
    );
    for (const [size, graded] of [['graded', true], ['raw', false]] as const) {
      const expected = await idsWhere(db(), and(selling, eq(c.manufacturerId, topps), eq(c.isGraded, graded))!);
      expect(expected.length).toBeGreaterThan(0);
      expect(sorted(await listAll({ manufacturer: topps, size })), size).toEqual(expected);
    }
  });

  it('sorts by price both ways and searches by keyword', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      const reply = await list({ manufacturer: topps, sort: 2, dir, pageSize: 120 });
      const prices = reply.Data.map((card) => card.USD_Price);
      expect(prices).toEqual([...prices].sort((a, b) => (dir === 'asc' ? a - b : b - a)));
    }
    const found = await listAll({ manufacturer: topps, key: 'trout' });
    expect(sorted(found)).toEqual(await idsWhere(db(), sql`${selling} and ${c.manufacturerId} = ${topps} and ${c.title} ilike '%trout%'`));
  });

  it('lists fixed-price items only on /buynow, with the buy-now manufacturers', async () => {
    const reply = await list({ manufacturerType: 1 });
    expect(reply.Manufacturers.map((m) => m.Name)).toEqual(['The Pokémon Company', 'Wizards of the Coast', 'Konami', 'Bandai']);
    const ids = await listAll({ manufacturerType: 1 });
    expect(sorted(ids)).toEqual(await idsWhere(db(), sql`${selling} and ${ofType(1)} and ${c.byWay} = 1`));
    const rows = await listingsById(db(), ids);
    expect([...rows.values()].some((row) => row.bargain)).toBe(true);
    // A /list manufacturer's id does not leak into /buynow.
    expect((await list({ manufacturerType: 1, manufacturer: topps })).Count).toBe(0);
  });

  it('offers 60, 120 and 240 a page and refuses anything else', async () => {
    for (const pageSize of [60, 120, 240]) expect((await list({ pageSize })).Data).toHaveLength(pageSize);
    for (const query of ['pageSize=50', 'manufacturerType=2', 'sort=1', 'size=huge', 'year=12']) {
      expect((await t.client().get(`/api/list?${query}`)).status, query).toBe(400);
    }
  });

  it('shows only listings of the chosen manufacturer in the cards', async () => {
    const reply = await list({ manufacturer: topps, pageSize: 240 });
    const rows = await db().select({ m: c.manufacturerId }).from(c).where(inArray(c.id, reply.Data.map((card) => card.ID)));
    expect(rows.every((row) => row.m === topps)).toBe(true);
  });
});
