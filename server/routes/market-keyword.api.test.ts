import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { commodities, manufacturers } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { seedDemo } from '../testing/demo-members';
import { idsWhere, insertListing, searchAllIds, searchMarket, selling, sorted } from '../testing/market-helpers';
import { marketSearchQuery } from '../../src/domain/catalog/market-search.schema';
import { buildListingFilter } from '../services/catalog/listing-filter';

let t: TestApp;
const db = () => t.database.db;
const c = commodities;
const titled = (pattern: string) => idsWhere(db(), sql`${selling} and ${c.title} ilike ${pattern}`);
const found = async (key: string, params = {}) => sorted(await searchAllIds(t.client(), { key, ...params }));

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t);
});
afterAll(() => t?.close());

describe('GET /api/market/search keyword', () => {
  it('finds every card of a player, by name', async () => {
    const expected = await titled('%ohtani%');
    expect(expected.length).toBeGreaterThan(5);
    expect(await found('Shohei Ohtani')).toEqual(expected);
    expect(await found('ohtani')).toEqual(expected);
  });

  it('tolerates typos in names', async () => {
    expect(await found('ohtnai')).toEqual(await titled('%ohtani%'));
    const charizards = await titled('%charizard%');
    expect(charizards.length).toBeGreaterThan(5);
    expect(await found('charzard')).toEqual(charizards);
    expect(await found('Lebrn James')).toEqual(await titled('%lebron james%'));
  });

  it('matches the words in any order', async () => {
    const expected = await idsWhere(db(), sql`${selling} and ${c.title} ilike '2018 topps%' and ${c.title} ilike '%ohtani%'`);
    expect(expected.length).toBeGreaterThan(0);
    expect(await found('Ohtani Topps 2018')).toEqual(expected);
    expect(await found('2018 Topps Ohtani')).toEqual(expected);
    expect(await found('topps ohtani 2018')).toEqual(expected);
  });

  it('searches the set, the year, the card number and the manufacturer', async () => {
    expect(await found('Evolving Skies')).toEqual(await titled('%evolving skies%'));
    // Basketball seasons read "1986-87": the year is a word of its own.
    expect(await found('1986 Fleer Michael Jordan')).toEqual(await titled('1986-87 fleer michael jordan%'));
    expect(await found('US175')).toEqual(await titled('%#US175%'));
    expect(await found('4/102')).toEqual(await titled('%4/102%'));
    // "Upper Deck" is not in the title of the 1993 SP Jeter: it is the manufacturer's name.
    const jeters = await titled('%jeter%');
    expect(jeters.length).toBeGreaterThan(0);
    expect(await found('upper deck jeter')).toEqual(jeters);
  });

  it('ignores accents and case', async () => {
    const luka = await titled('%dončić%');
    expect(luka.length).toBeGreaterThan(0);
    expect(await found('doncic')).toEqual(luka);
    expect(await found('DONČIĆ')).toEqual(luka);
    expect(await found('pokemon base set')).toEqual(await found('Pokémon Base Set'));
  });

  it('matches the last word as a prefix while it is being typed, and numbers only whole', async () => {
    expect(await found('luka don')).toEqual(await titled('%luka dončić%'));
    expect(await found('ohta')).toEqual(await titled('%ohtani%'));
    expect(await found('Trout US17')).toEqual([]);
  });

  it('finds nothing for a word no listing is close to', async () => {
    const reply = await searchMarket(t.client(), { key: 'qwxzvbn' });
    expect(reply).toMatchObject({ TotalCount: 0, PagedMarketItemList: [] });
  });

  it('treats a keyword without letters or digits as no keyword', async () => {
    const reply = await searchMarket(t.client(), { key: '!!! ---' });
    expect(reply.Applied.sort).toBe(1);
    expect(reply.TotalCount).toBe((await searchMarket(t.client())).TotalCount);
  });

  it('ranks best match by the weighted text rank plus similarity', async () => {
    const inTitle = await insertListing(db(), { title: 'Quetzalcoatl Holo Promo', player: 'Quetzalcoatl' });
    const short = await insertListing(db(), { title: 'Quetzalcoatl', player: null });
    const onlySet = await insertListing(db(), { title: 'Mystery Box Lot', player: null, series: 'Quetzalcoatl Collection' });
    const reply = await searchMarket(t.client(), { key: 'quetzalcoatl' });
    expect(reply.Applied.sort).toBe(0);
    // The set (weight B) ranks below the title and player (weight A); the shorter title is more similar.
    expect(reply.PagedMarketItemList.map((card) => card.ID)).toEqual([short, inTitle, onlySet]);
    await db().delete(c).where(sql`${c.id} in (${inTitle}, ${short}, ${onlySet})`);
  });

  it('keeps new and changed listings searchable, typos included', async () => {
    const id = await insertListing(db(), { title: '2025 Topps Zorblatt Rookie', player: 'Zorblatt' });
    expect(await found('zorblatt')).toEqual([id]);
    expect(await found('zorblat topps')).toEqual([id]);
    await db().update(c).set({ title: '2025 Topps Quixotic Rookie', player: 'Quixotic' }).where(eq(c.id, id));
    expect(await found('quixotic')).toEqual([id]);
    expect(await found('quixotik')).toEqual([id]);
    expect(await found('zorblatt')).toEqual([]);
    await db().delete(c).where(eq(c.id, id));
  });

  it("re-indexes a manufacturer's listings when it is renamed", async () => {
    const [fleer] = await db().select().from(manufacturers).where(eq(manufacturers.name, 'Fleer'));
    const expected = await idsWhere(db(), and(selling, eq(c.manufacturerId, fleer!.id))!);
    expect(expected.length).toBeGreaterThan(0);
    await db().update(manufacturers).set({ name: 'Fleer Verdant' }).where(eq(manufacturers.id, fleer!.id));
    try {
      expect(await found('verdant')).toEqual(expected);
    } finally {
      await db().update(manufacturers).set({ name: 'Fleer' }).where(eq(manufacturers.id, fleer!.id));
    }
    expect(await found('verdant')).toEqual([]);
  });

  it('combines a keyword with filters', async () => {
    const expected = await idsWhere(db(), sql`${selling} and ${c.title} ilike '%charizard%' and ${c.isGraded}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(await found('charizard', { graded: '1' })).toEqual(expected);
    expect(await found('charizard', { status: 'sold' })).toEqual(await idsWhere(db(), sql`${c.status} = -2 and ${c.title} ilike '%charizard%'`));
  });
});

describe('buildListingFilter', () => {
  const matches = async (query: Record<string, unknown>, id: number) => {
    const filter = buildListingFilter(marketSearchQuery.parse(query), { ids: [id] });
    return (await db().select({ id: c.id }).from(c).where(filter)).length === 1;
  };

  it('tells whether one listing matches a saved search, keyword typos and filters included', async () => {
    const [ohtani] = await titled('%ohtani%');
    const [row] = await db().select().from(c).where(eq(c.id, ohtani!));
    expect(await matches({ key: 'ohtnai' }, row!.id)).toBe(true);
    expect(await matches({ key: 'ohtani', s: row!.secondCategoryId, max: String(row!.priceCents / 100) }, row!.id)).toBe(true);
    expect(await matches({ key: 'ohtani', max: String(Math.max(0, row!.priceCents / 100 - 1)) }, row!.id)).toBe(row!.priceCents < 100);
    expect(await matches({ key: 'charizard' }, row!.id)).toBe(false);
    expect(await matches({ status: 'sold' }, row!.id)).toBe(false);
    expect(await matches({ type: row!.byWay === 2 ? 1 : 2 }, row!.id)).toBe(false);
  });
});
