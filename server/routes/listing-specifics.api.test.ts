/**
 * Structured specifics (issue 32 point 1): the seller API sets and checks grader, grade, cert and
 * condition; the market filters by them; category, property and condition names come in the
 * request's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commodities } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { categoryPath, createTrader, seedReference } from '../testing/trade-helpers';
import { searchAllIds, searchMarket } from '../testing/market-helpers';
import type { SignedIn } from '../testing/demo-members';

let t: TestApp;
let seller: SignedIn;
let ids: { psa10: number; psa9: number; bgs95: number; rawNm: number; rawLp: number };

const list = async (body: Record<string, unknown>) =>
  seller.client.post('/api/seller/listings', { Title: 'Specifics card', ByWay: 1, Price: 1_000, ...(await categoryPath(t)), ...body });

const listed = async (body: Record<string, unknown>) => {
  const response = await list(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.ID as number;
};

/** A GET in a language, as a browser with that Accept-Language sends it. */
async function getIn<T>(language: string, path: string): Promise<T> {
  const response = await fetch(`${t.client().baseUrl}${path}`, { headers: { 'accept-language': language } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
  seller = await createTrader(t, { isSeller: true });
  ids = {
    psa10: await listed({ Grader: 'PSA', Grade: 10, CertNumber: '81234567', Year: 1999, Series: 'Pokémon Base Set', CardNumber: '4/102', Player: 'Charizard' }),
    psa9: await listed({ Grader: 'psa', Grade: 9, Year: 1999 }),
    bgs95: await listed({ Grader: 'BGS', Grade: 9.5, CertNumber: '0012345678', Year: 2018 }),
    rawNm: await listed({ Condition: 'NM', Year: 1999 }),
    rawLp: await listed({ Condition: 'LP', Year: 2018 }),
  };
});
afterAll(() => t?.close());

describe('POST /api/seller/listings specifics', () => {
  it('stores grader, grade, cert and the derived label; a raw card its condition', async () => {
    const [slab] = await t.database.db.select().from(commodities).where(eq(commodities.id, ids.psa10));
    expect(slab).toMatchObject({ grader: 'PSA', gradeTenths: 100, grade: 'PSA 10', certNumber: '81234567', isGraded: true, rawCondition: null, player: 'Charizard' });
    const [raw] = await t.database.db.select().from(commodities).where(eq(commodities.id, ids.rawNm));
    expect(raw).toMatchObject({ grader: null, gradeTenths: null, grade: null, isGraded: false, rawCondition: 'NM' });
    const [lower] = await t.database.db.select().from(commodities).where(eq(commodities.id, ids.psa9));
    expect(lower).toMatchObject({ grader: 'PSA', grade: 'PSA 9' });
  });

  it.each([
    [{ Grader: 'PSA', Grade: 9.5 }, 'GRADE_NOT_ON_SCALE', 'Grade'],
    [{ Grader: 'BGS', Grade: 9.3 }, 'GRADE_NOT_ON_SCALE', 'Grade'],
    [{ Grader: 'PSA' }, 'GRADE_NOT_ON_SCALE', 'Grade'],
    [{ Grader: 'XYZ', Grade: 10 }, 'GRADER_UNKNOWN', 'Grader'],
    [{ Grade: 10 }, 'GRADE_WITHOUT_GRADER', 'Grade'],
    [{ CertNumber: '81234567' }, 'CERT_ON_RAW_CARD', 'CertNumber'],
    [{ Grader: 'PSA', Grade: 10, CertNumber: 'ABC' }, 'CERT_FORMAT', 'CertNumber'],
    [{ Grader: 'PSA', Grade: 10, Condition: 'NM' }, 'CONDITION_ON_GRADED_CARD', 'Condition'],
  ])('refuses %j with 400 %s', async (body, code, field) => {
    const response = await list(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code, field } });
  });

  it('refuses an unknown condition with 400 and a visitor with 401', async () => {
    expect((await list({ Condition: 'Mint-ish' })).status).toBe(400);
    const visitor = await t.client().post('/api/seller/listings', { Title: 'x', ByWay: 1, Price: 100, ...(await categoryPath(t)), Grader: 'PSA', Grade: 10 });
    expect(visitor.status).toBe(401);
  });
});

describe('GET /api/market/search specifics filters', () => {
  const mine = async (params: Record<string, string>) => {
    const found = new Set(await searchAllIds(t.client(), params));
    return Object.entries(ids).filter(([, id]) => found.has(id)).map(([name]) => name).sort();
  };

  it('filters by grader, minimum grade, year and condition', async () => {
    expect(await mine({ grader: 'PSA' })).toEqual(['psa10', 'psa9']);
    expect(await mine({ grader: 'PSA', grade: '10' })).toEqual(['psa10']);
    expect(await mine({ grade: '9.5' })).toEqual(['bgs95', 'psa10']);
    expect(await mine({ year: '2018' })).toEqual(['bgs95', 'rawLp']);
    expect(await mine({ cond: 'NM' })).toEqual(['rawNm']);
    expect(await mine({ cond: 'NM', year: '2018' })).toEqual([]);
  });

  it('shows the grade label and the condition on cards; refuses filters that do not parse', async () => {
    const reply = await searchMarket(t.client(), { grader: 'PSA', grade: '10' });
    const card = reply.PagedMarketItemList.find((c) => c.ID === ids.psa10);
    expect(card).toMatchObject({ GradeLabel: 'PSA 10', IsGraded: true, Condition: null });
    const raw = (await searchMarket(t.client(), { cond: 'LP' })).PagedMarketItemList.find((c) => c.ID === ids.rawLp);
    expect(raw).toMatchObject({ GradeLabel: null, Condition: 'LP' });
    // The API is strict (400 with the parameter); the app's URL reader drops what does not parse.
    for (const [name, value] of [['grader', 'NOPE'], ['grade', '11'], ['year', 'old'], ['year', '2147483648'], ['cond', 'x']] as const) {
      const reply = await t.client().get(`/api/market/search?${name}=${value}`);
      expect(reply.status, `${name}=${value}`).toBe(400);
    }
  });
});

describe('names in the request language', () => {
  it('sends the category tree with Korean names', async () => {
    const tree = await getIn<{ EnName: string; Name: string; KoName: string; children: unknown[] }[]>('ko', '/api/categories');
    const sports = tree.find((c) => c.EnName === 'Sports')!;
    expect(sports).toMatchObject({ Name: '스포츠 카드', KoName: '스포츠 카드' });
    const english = await getIn<{ EnName: string; Name: string }[]>('en', '/api/categories');
    expect(english.find((c) => c.EnName === 'Non-Sport')!.Name).toBe('Non-Sport');
  });

  it('sends the card conditions in the request language, best first', async () => {
    const ko = await getIn<{ Code: string; Name: string }[]>('ko', '/api/card-conditions');
    expect(ko.map((c) => c.Code)).toEqual(['NM', 'LP', 'MP', 'HP', 'DMG']);
    expect(ko[0]).toMatchObject({ Code: 'NM', Name: '니어 민트', EnName: 'Near Mint' });
    expect((await getIn<{ Name: string }[]>('ja', '/api/card-conditions'))[0]!.Name).toBe('ニアミント');
  });

  it("sends an item's specifics with the condition and property names in Korean", async () => {
    const raw = await getIn<{ Specifics: Record<string, unknown> }>('ko', `/api/items/${ids.rawNm}`);
    expect(raw.Specifics).toMatchObject({ Condition: 'NM', ConditionName: '니어 민트', Year: 1999 });
    const slab = await getIn<{ Specifics: Record<string, unknown> }>('en', `/api/items/${ids.psa10}`);
    expect(slab.Specifics).toMatchObject({ Grader: 'PSA', GradeLabel: 'PSA 10', CertNumber: '81234567', Set: 'Pokémon Base Set', Player: 'Charizard' });
  });
});
