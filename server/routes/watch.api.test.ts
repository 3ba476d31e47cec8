import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { bids, commodities, watches } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { seedDemo, signInDemo, type SignedIn } from '../testing/demo-members';

let t: TestApp;
let me: SignedIn;
let other: SignedIn;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedDemo(t);
  me = await signInDemo(t, 'unverified');
  other = await signInDemo(t, 'macao');
});
afterAll(() => t?.close());
beforeEach(async () => {
  // Each test starts from an empty watch list and no bids of its own; the counts are put right.
  for (const memberId of [me.memberId, other.memberId]) {
    const ids = (await db().delete(watches).where(eq(watches.memberId, memberId)).returning()).map((w) => w.commodityId);
    await db().delete(bids).where(eq(bids.memberId, memberId));
    if (ids.length) {
      await db()
        .update(commodities)
        .set({ attentionCount: sql`(select count(*)::int from watches w where w.commodity_id = ${commodities.id})` })
        .where(inArray(commodities.id, ids));
    }
  }
});

async function listing(where = eq(commodities.status, 1), skip = 0) {
  const rows = await db().select().from(commodities).where(where).orderBy(asc(commodities.id)).limit(1).offset(skip);
  return rows[0]!;
}
async function watcherRows(commodityId: number) {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(watches).where(eq(watches.commodityId, commodityId));
  const [item] = await db().select({ count: commodities.attentionCount }).from(commodities).where(eq(commodities.id, commodityId));
  return { rows: row!.n, attentionCount: item!.count };
}

describe('watching a listing', () => {
  it('answers 401 to a visitor on every watch route', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/watch')).status).toBe(401);
    expect((await visitor.put('/api/watch/1')).status).toBe(401);
    expect((await visitor.delete('/api/watch/1')).status).toBe(401);
    expect((await visitor.delete('/api/watch', { ids: [1] })).status).toBe(401);
  });

  it('adds once however often the PUT is replayed, and keeps attention_count equal to the rows', async () => {
    const item = await listing();
    const before = await watcherRows(item.id);
    const first = await me.client.put(`/api/watch/${item.id}`);
    const replay = await me.client.put(`/api/watch/${item.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ IsAttention: true, AttentionCount: before.rows + 1 });
    expect(replay.body).toEqual(first.body);
    expect(await watcherRows(item.id)).toEqual({ rows: before.rows + 1, attentionCount: before.rows + 1 });

    const removed = await me.client.delete(`/api/watch/${item.id}`);
    const removedAgain = await me.client.delete(`/api/watch/${item.id}`);
    expect(removed.body).toEqual({ IsAttention: false, AttentionCount: before.rows });
    expect(removedAgain.body).toEqual(removed.body);
    expect(await watcherRows(item.id)).toEqual(before);
  });

  it('keeps the count exact when two members watch the same listing at the same time, with replays', async () => {
    const item = await listing(eq(commodities.status, 1), 5);
    const before = await watcherRows(item.id);
    await Promise.all([me, other, me, other].map((m) => m.client.put(`/api/watch/${item.id}`)));
    expect(await watcherRows(item.id)).toEqual({ rows: before.rows + 2, attentionCount: before.rows + 2 });
    await Promise.all([me, other, me].map((m) => m.client.delete(`/api/watch/${item.id}`)));
    expect(await watcherRows(item.id)).toEqual(before);
  });

  it('answers 404 LISTING_NOT_FOUND for an unknown listing', async () => {
    const response = await me.client.put('/api/watch/999999');
    expect(response.status).toBe(404);
    expect(response.body.error).toEqual({ code: 'LISTING_NOT_FOUND', message: 'The item does not exist or has been removed' });
    expect((await me.client.delete('/api/watch/999999')).status).toBe(404);
  });

  it('deletes several at once, ignoring ids that are not watched or do not exist', async () => {
    const items = await db().select().from(commodities).where(eq(commodities.status, 1)).orderBy(asc(commodities.id)).limit(3).offset(10);
    const before = await Promise.all(items.map((i) => watcherRows(i.id)));
    for (const item of items) await me.client.put(`/api/watch/${item.id}`);
    const response = await me.client.delete('/api/watch', { ids: [items[0]!.id, items[1]!.id, 999999] });
    expect(response.status).toBe(204);
    const list = await me.client.get('/api/watch');
    expect(list.body.data.map((w: { ID: number }) => w.ID)).toEqual([items[2]!.id]);
    expect(await watcherRows(items[0]!.id)).toEqual(before[0]);
    expect(await watcherRows(items[1]!.id)).toEqual(before[1]);
    expect((await watcherRows(items[2]!.id)).attentionCount).toBe(before[2]!.rows + 1);
    expect((await me.client.delete('/api/watch', { ids: [] })).status).toBe(400);
  });
});

describe('the watch list', () => {
  it('filters by status and search, sorts, pages, and shows sold out, outbid and leading badges', async () => {
    const live = and(eq(commodities.byWay, 2), eq(commodities.status, 1), gt(commodities.auctionCount, 0));
    const leading = await listing(live, 0);
    const outbid = await listing(live, 1);
    const buyNow = await listing(and(eq(commodities.byWay, 1), eq(commodities.status, 1)));
    const sold = await listing(eq(commodities.status, -2));
    const watched = [leading, outbid, buyNow, sold];
    for (const [index, item] of watched.entries()) {
      t.clock.advance(1000 * (index + 1));
      await me.client.put(`/api/watch/${item.id}`);
    }
    const [top] = await db().select({ max: sql<number>`max(${bids.maxCents})::bigint` }).from(bids).where(eq(bids.commodityId, leading.id));
    await db().insert(bids).values([
      { commodityId: leading.id, memberId: me.memberId, maxCents: Number(top!.max) + 100_000, priceCents: leading.priceCents },
      { commodityId: outbid.id, memberId: me.memberId, maxCents: 1, priceCents: outbid.priceCents },
      { commodityId: sold.id, memberId: me.memberId, maxCents: 1, priceCents: sold.priceCents },
    ]);

    const all = await me.client.get('/api/watch');
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(4);
    expect(all.body.data.map((w: { ID: number }) => w.ID)).toEqual([sold.id, buyNow.id, outbid.id, leading.id]);
    const byId = new Map(all.body.data.map((w: { ID: number }) => [w.ID, w]));
    expect(byId.get(leading.id)).toMatchObject({ IsOutBid: 3, ByWay: 2, Status: 1, CommodityCode: leading.code, USD_Price: leading.priceCents });
    expect(byId.get(outbid.id)).toMatchObject({ IsOutBid: 2 });
    expect(byId.get(buyNow.id)).toMatchObject({ IsOutBid: 0, ByWay: 1, EffectiveDate: null });
    expect(byId.get(sold.id)).toMatchObject({ IsOutBid: 0, Status: -2 });
    expect(byId.get(leading.id)).toMatchObject({ ReceiveUserID: leading.sellerMemberId, USD_PostageMoney: leading.postageCents });
    expect((byId.get(leading.id) as { RealName: string }).RealName).toBeTruthy();

    const ended = await me.client.get('/api/watch?status=ended');
    expect(ended.body).toMatchObject({ count: 1, data: [{ ID: sold.id, Status: -2 }] });
    const active = await me.client.get('/api/watch?status=active');
    expect(active.body.count).toBe(3);

    const priceAsc = (await me.client.get('/api/watch?sort=price-asc')).body.data.map((w: { USD_Price: number }) => w.USD_Price);
    expect(priceAsc).toEqual([...priceAsc].sort((a, b) => a - b));
    const priceDesc = (await me.client.get('/api/watch?sort=price-desc')).body.data.map((w: { USD_Price: number }) => w.USD_Price);
    expect(priceDesc).toEqual([...priceAsc].reverse());
    const ending = (await me.client.get('/api/watch?sort=ending')).body.data as { EffectiveDate: string | null }[];
    const dates = ending.map((w) => w.EffectiveDate).filter((d): d is string => d !== null);
    expect(dates).toEqual([...dates].sort());
    expect(ending.at(-1)!.EffectiveDate).toBeNull();

    const words = leading.title.split(' ').slice(0, 2).join(' ');
    const searched = await me.client.get(`/api/watch?search=${encodeURIComponent(words.toLowerCase())}`);
    expect(searched.body.data.map((w: { ID: number }) => w.ID)).toContain(leading.id);
    expect((await me.client.get(`/api/watch?search=${leading.code}`)).body).toMatchObject({ count: 1, data: [{ ID: leading.id }] });
    expect((await me.client.get('/api/watch?search=100%25_')).body.count).toBe(0);

    const dropdown = await me.client.get('/api/watch?size=6&page=1');
    expect(dropdown.body.data).toHaveLength(4);
    const page2 = await me.client.get('/api/watch?size=6&page=2');
    expect(page2.body).toEqual({ data: [], count: 4 });
    expect((await me.client.get('/api/watch?size=7')).status).toBe(400);
  });

  it('shows only the member\'s own watches', async () => {
    const item = await listing(eq(commodities.status, 1), 20);
    await other.client.put(`/api/watch/${item.id}`);
    expect((await me.client.get('/api/watch')).body).toEqual({ data: [], count: 0 });
    expect((await other.client.get('/api/watch')).body.data.map((w: { ID: number }) => w.ID)).toEqual([item.id]);
  });
});
