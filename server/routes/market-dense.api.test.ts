import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { commodities } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { seedDemo } from '../testing/demo-members';
import { idsWhere, listingsById, searchAllIds, searchMarket, selling } from '../testing/market-helpers';
import { BEST_MATCH_WINDOW } from '../services/catalog/listing-page';

/**
 * Searches with more than 1,000 matches: the count stops at 1,000, pages stop there too, and best
 * match ranks the BEST_MATCH_WINDOW (120) matches ending soonest, then lists the rest in ending
 * order. With at most 1,000 matches every match is ranked.
 */
let t: TestApp;
let third: number;
const WORD = 'zyzzyva';
const MANY = 1200;
const db = () => t.database.db;
const c = commodities;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t);
  const [template] = await db().select().from(c).where(sql`${c.status} = 1 and ${c.byWay} = 2`).limit(1);
  const { id: _id, code: _code, searchVector: _v, searchText: _t, ...copy } = template!;
  third = copy.thirdCategoryId;
  const start = Date.parse('2026-11-22T00:00:00Z');
  const rows = Array.from({ length: MANY }, (_, i) => ({
    ...copy,
    code: `DENSE${i}`,
    // Three ways to mention the word, so best match has ranks to order: twice in the title,
    // once in the title, or only in the set's name (weight B).
    title: i % 3 === 0 ? `Zyzzyva Zyzzyva Holo #${i}` : i % 3 === 1 ? `Zyzzyva ${i % 12 === 1 ? 'Rare ' : ''}Holo Card Number ${i}` : `Mystery Lot ${i}`,
    series: i % 3 === 2 ? 'Zyzzyva Set' : copy.series,
    player: null,
    isGraded: i % 2 === 0,
    endsAt: new Date(start + ((i * 7919) % MANY) * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 400) await db().insert(c).values(rows.slice(i, i + 400));
});
afterAll(() => t?.close());

const matching = (and: SQL = sql``) => idsWhere(db(), sql`${selling} and ${c.searchVector} @@ to_tsquery('simple', ${WORD}) ${and}`);
const rankOf = async (ids: number[]) => {
  const rows = await db()
    .select({ id: c.id, rank: sql<number>`ts_rank(${c.searchVector}, to_tsquery('simple', ${WORD})) + similarity(${c.searchText}, ${WORD})` })
    .from(c)
    .where(inArray(c.id, ids));
  return new Map(rows.map((row) => [row.id, Number(row.rank)]));
};
const byEnding = (rows: Map<number, typeof c.$inferSelect>) => (a: number, b: number) =>
  rows.get(a)!.endsAt!.getTime() - rows.get(b)!.endsAt!.getTime() || a - b;

describe('searches with more than 1,000 matches', () => {
  it('counts up to 1,000 and pages no further', async () => {
    expect((await matching()).length).toBe(MANY);
    const reply = await searchMarket(t.client(), { key: WORD, size: 240, page: 5 });
    expect(reply.TotalCount).toBe(1000);
    expect(reply.PagedMarketItemList).toHaveLength(40);
    expect((await searchMarket(t.client(), { key: WORD, size: 240, page: 6 })).PagedMarketItemList).toEqual([]);
    expect((await searchMarket(t.client(), { t: third })).TotalCount).toBe(1000);
  });

  it('ranks the matches ending soonest by best match, then lists the rest by ending', async () => {
    const ids = await searchAllIds(t.client(), { key: WORD });
    expect(ids).toHaveLength(1000);
    await expectBestMatchWindow(ids, await matching());
  });

  it('ranks every match when a filter leaves at most 1,000', async () => {
    const ids = await searchAllIds(t.client(), { key: WORD, graded: '1' });
    expect(ids).toHaveLength(MANY / 2);
    expect(ids.length).toBeGreaterThan(BEST_MATCH_WINDOW);
    expect((await searchMarket(t.client(), { key: WORD, graded: '1' })).TotalCount).toBe(MANY / 2);
    await expectRanked(ids);
  });

  it('ranks every match of a narrower keyword too', async () => {
    const ids = await searchAllIds(t.client(), { key: `${WORD} rare` });
    expect(ids).toHaveLength(MANY / 12);
    await expectRanked(ids);
  });

  it('reads a narrowed search with more than 1,000 matches in index order', async () => {
    const ids = await searchAllIds(t.client(), { t: third });
    expect(ids).toHaveLength(1000);
    const inCategory = await idsWhere(db(), sql`${selling} and ${c.thirdCategoryId} = ${third}`);
    const rows = await listingsById(db(), inCategory);
    const endingOrder = [...inCategory].sort(
      (a, b) => (rows.get(a)!.endsAt?.getTime() ?? Infinity) - (rows.get(b)!.endsAt?.getTime() ?? Infinity) || a - b,
    );
    expect(ids).toEqual(endingOrder.slice(0, 1000));
  });
});

/** The first results are the window's matches (those ending soonest), by rank; the rest follow in ending order. */
async function expectBestMatchWindow(ids: number[], all: number[]) {
  const rows = await listingsById(db(), all);
  const endingOrder = [...all].sort(byEnding(rows));
  const numeric = (list: number[]) => [...list].sort((a, b) => a - b);
  const W = BEST_MATCH_WINDOW;
  expect(numeric(ids.slice(0, W))).toEqual(numeric(endingOrder.slice(0, W)));
  const ranks = await rankOf(ids.slice(0, W));
  for (let i = 1; i < W; i++) {
    const [a, b] = [ranks.get(ids[i - 1]!)!, ranks.get(ids[i]!)!];
    expect(a, `rank at ${i}`).toBeGreaterThanOrEqual(b);
    if (a === b) expect(ids[i - 1]!).toBeGreaterThan(ids[i]!);
  }
  expect(ranks.get(ids[0]!)!).toBeGreaterThan(ranks.get(ids[W - 1]!)!);
  expect(ids.slice(W)).toEqual(endingOrder.slice(W, ids.length));
}

/** Rank never rises down the list; equal ranks go by id, newest first. */
async function expectRanked(ids: number[]) {
  const ranks = await rankOf(ids);
  for (let i = 1; i < ids.length; i++) {
    const [a, b] = [ranks.get(ids[i - 1]!)!, ranks.get(ids[i]!)!];
    expect(a, `rank at ${i}`).toBeGreaterThanOrEqual(b);
    if (a === b) expect(ids[i - 1]!).toBeGreaterThan(ids[i]!);
  }
  expect(ranks.get(ids[0]!)!).toBeGreaterThan(ranks.get(ids.at(-1)!)!);
}
