import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { commodities, tourHistory } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { seedDemo, signInDemo, type SignedIn } from '../testing/demo-members';

let t: TestApp;
let me: SignedIn;
let ids: number[];
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedDemo(t);
  me = await signInDemo(t, 'unverified');
  ids = (await db().select({ id: commodities.id }).from(commodities).orderBy(asc(commodities.id)).limit(110)).map((r) => r.id);
});
afterAll(() => t?.close());

const view = async (id: number) => {
  t.clock.advance(1000);
  return me.client.post(`/api/recently/${id}`);
};

describe('recently viewed', () => {
  it('answers 401 to a visitor and 404 for an unknown listing', async () => {
    expect((await t.client().post(`/api/recently/${ids[0]}`)).status).toBe(401);
    expect((await t.client().get('/api/recently')).status).toBe(401);
    const missing = await me.client.post('/api/recently/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('LISTING_NOT_FOUND');
  });

  it('lists viewed listings as cards, newest view first; a repeat view moves the item up without a second row', async () => {
    expect((await view(ids[0]!)).status).toBe(204);
    await view(ids[1]!);
    await view(ids[0]!);
    await me.client.put(`/api/watch/${ids[1]}`);
    const [rows] = await db().select({ n: sql<number>`count(*)::int` }).from(tourHistory).where(eq(tourHistory.memberId, me.memberId));
    expect(rows!.n).toBe(2);

    const list = await me.client.get('/api/recently');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.data.map((c: { ID: number }) => c.ID)).toEqual([ids[0], ids[1]]);
    const [item] = await db().select().from(commodities).where(eq(commodities.id, ids[0]!));
    expect(list.body.data[0]).toMatchObject({
      ID: item!.id,
      Title: item!.title,
      TitImg: item!.titImg,
      USD_Price: item!.priceCents,
      Status: item!.status,
      IsAttention: false,
      ViewedAt: t.clock.now().toISOString(),
    });
    expect(list.body.data[1].IsAttention).toBe(true);
  });

  it('keeps the newest 100 views and pages them by 60', async () => {
    for (const id of ids.slice(0, 105)) await view(id);
    const page1 = await me.client.get('/api/recently');
    expect(page1.body.count).toBe(100);
    expect(page1.body.data).toHaveLength(60);
    expect(page1.body.data[0].ID).toBe(ids[104]);
    const page2 = await me.client.get('/api/recently?page=2');
    expect(page2.body.data).toHaveLength(40);
    expect(page2.body.data.at(-1).ID).toBe(ids[5]);
  });
});

describe('API documentation', () => {
  it('documents the member list routes, the seller listing route and the Idempotency-Key header in /api/openapi.json', async () => {
    const { body: doc } = await t.client().get('/api/openapi.json');
    const expected: Record<string, string[]> = {
      '/api/watch': ['get', 'delete'],
      '/api/watch/{commodityId}': ['put', 'delete'],
      '/api/sellers/{sellerId}/follow': ['put', 'delete'],
      '/api/sellers/{memberId}/block': ['put', 'delete'],
      '/api/me/followed-sellers': ['get'],
      '/api/me/blocked': ['get'],
      '/api/saved-searches': ['get', 'post'],
      '/api/saved-searches/{id}': ['delete'],
      '/api/saved-searches/{id}/notice': ['put'],
      '/api/recently': ['get'],
      '/api/recently/{commodityId}': ['post'],
      '/api/seller/listings': ['post'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      for (const method of methods) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const save = doc.paths['/api/saved-searches'].post;
    expect(save.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
    expect(save.responses).toHaveProperty('201');
    expect(doc.paths['/api/saved-searches/{id}/notice'].put.responses).toHaveProperty('409');
  });
});
