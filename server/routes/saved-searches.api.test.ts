import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { commodities, idempotencyKeys, savedSearches } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { seedDemo, signInDemo, type SignedIn } from '../testing/demo-members';
import { SAVED_SEARCH_PLACEHOLDER_IMAGE } from '../services/saved-searches/saved-search-view';

let t: TestApp;
let me: SignedIn;
let other: SignedIn;
let thirdIds: number[];
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedDemo(t);
  me = await signInDemo(t, 'buyer');
  other = await signInDemo(t, 'macao');
  const used = await db().selectDistinct({ id: commodities.thirdCategoryId }).from(commodities).where(eq(commodities.status, 1));
  thirdIds = used.map((c) => c.id).sort((a, b) => a - b);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await db().delete(savedSearches).where(inArray(savedSearches.memberId, [me.memberId, other.memberId]));
  await db().delete(idempotencyKeys);
});

const sellingIn = async (thirdId: number) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(commodities).where(and(eq(commodities.thirdCategoryId, thirdId), sql`status in (1, 2)`)))[0]!.n;

/** Saves `count` different searches (one third-level category each) and returns their ids. */
async function saveMany(client: SignedIn, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await client.client.post('/api/saved-searches', { Query: `min=${i + 1}`, ShowValue: `From ${i + 1} USD` });
    expect(response.status).toBe(201);
    ids.push(response.body._id);
  }
  return ids;
}

describe('saving a search', () => {
  it('answers 401 to a visitor', async () => {
    const visitor = t.client();
    expect((await visitor.post('/api/saved-searches', { Query: 'key=x', ShowValue: 'x' })).status).toBe(401);
    expect((await visitor.get('/api/saved-searches')).status).toBe(401);
    expect((await visitor.delete('/api/saved-searches/1')).status).toBe(401);
    expect((await visitor.put('/api/saved-searches/1/notice', { Notice: true })).status).toBe(401);
  });

  it('saves the normalized query with the newest match\'s image and the count of listings on sale', async () => {
    const third = thirdIds[0]!;
    const response = await me.client.post('/api/saved-searches', { Query: `t=${third}&page=3&size=120&sort=1`, ShowValue: 'Singles' });
    expect(response.status).toBe(201);
    const [newest] = await db()
      .select({ img: commodities.titImg })
      .from(commodities)
      .where(and(eq(commodities.thirdCategoryId, third), sql`status in (1, 2)`))
      .orderBy(sql`created_at desc, id desc`)
      .limit(1);
    expect(response.body).toEqual({
      _id: expect.any(Number),
      Query: `t=${third}`,
      ShowValue: 'Singles',
      ImgUrl: newest!.img,
      IsNotice: false,
      CreateDate: t.clock.now().toISOString(),
      LastUpdateDate: t.clock.now().toISOString(),
      Count: await sellingIn(third),
    });
    expect(response.body.Count).toBeGreaterThan(0);
  });

  it('returns the existing saved search when the same search is saved again', async () => {
    const first = await me.client.post('/api/saved-searches', { Query: 'key=Mookie%20%20Betts&min=10.50&graded=1', ShowValue: 'Mookie' });
    expect(first.status).toBe(201);
    expect(first.body.Query).toBe('key=mookie+betts&min=10.5&graded=1');
    const again = await me.client.post('/api/saved-searches', { Query: '?graded=1&min=10.5&key=mookie betts&page=2', ShowValue: 'Other words' });
    expect(again.status).toBe(200);
    expect(again.body._id).toBe(first.body._id);
    expect(again.body.ShowValue).toBe('Mookie');
    const theirs = await other.client.post('/api/saved-searches', { Query: 'key=mookie betts&min=10.5&graded=1', ShowValue: 'Mookie' });
    expect(theirs.status).toBe(201);
    expect(theirs.body._id).not.toBe(first.body._id);
  });

  it('uses the placeholder image when nothing matches', async () => {
    const response = await me.client.post('/api/saved-searches', { Query: 'min=9999999', ShowValue: 'Too dear' });
    expect(response.body).toMatchObject({ ImgUrl: SAVED_SEARCH_PLACEHOLDER_IMAGE, Count: 0 });
  });

  it('refuses a query that is not a market search with 400 on the Query field', async () => {
    for (const Query of ['type=9', 'key=a&key=b', 'f=abc', 'status=gone']) {
      const response = await me.client.post('/api/saved-searches', { Query, ShowValue: 'Bad' });
      expect(response.status, Query).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'Query' });
    }
    expect((await me.client.post('/api/saved-searches', { Query: 'key=x', ShowValue: ' ' })).status).toBe(400);
    expect((await me.client.get('/api/saved-searches')).body.count).toBe(0);
  });

  it('replays the first answer for a repeated Idempotency-Key for 24 hours, per member', async () => {
    const key = { 'Idempotency-Key': 'queue-7f3a' };
    const first = await me.client.post('/api/saved-searches', { Query: `t=${thirdIds[1]}`, ShowValue: 'First' }, key);
    expect(first.status).toBe(201);
    const replay = await me.client.post('/api/saved-searches', { Query: `t=${thirdIds[2]}`, ShowValue: 'Second' }, key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect((await me.client.get('/api/saved-searches')).body.count).toBe(1);

    const theirs = await other.client.post('/api/saved-searches', { Query: `t=${thirdIds[2]}`, ShowValue: 'Theirs' }, key);
    expect(theirs.status).toBe(201);
    expect(theirs.body.ShowValue).toBe('Theirs');

    t.clock.advance(24 * 3_600_000 + 1000);
    const later = await me.client.post('/api/saved-searches', { Query: `t=${thirdIds[2]}`, ShowValue: 'Second' }, key);
    expect(later.status).toBe(201);
    expect(later.body.ShowValue).toBe('Second');
    expect((await me.client.get('/api/saved-searches')).body.count).toBe(2);
  });

  it('saves once when the offline queue replays the same request at the same time', async () => {
    const body = { Query: `t=${thirdIds[3]}`, ShowValue: 'Race' };
    const key = { 'Idempotency-Key': 'race-1' };
    const replies = await Promise.all([1, 2, 3].map(() => me.client.post('/api/saved-searches', body, key)));
    expect(new Set(replies.map((r) => r.body._id)).size).toBe(1);
    expect((await me.client.get('/api/saved-searches')).body.count).toBe(1);
  });
});

describe('the saved search list', () => {
  it('pages by 20, newest first, filters by alert, and reports alerts used and the limit', async () => {
    const ids = [];
    for (let i = 0; i < 21; i++) {
      t.clock.advance(1000);
      ids.push((await me.client.post('/api/saved-searches', { Query: `min=${i + 1}`, ShowValue: `From ${i + 1}` })).body._id);
    }
    await me.client.put(`/api/saved-searches/${ids[0]}/notice`, { Notice: true });
    await me.client.put(`/api/saved-searches/${ids[5]}/notice`, { Notice: true });

    const page1 = await me.client.get('/api/saved-searches');
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ count: 21, NoticeUsed: 2, NoticeLimit: 10 });
    expect(page1.body.data).toHaveLength(20);
    expect(page1.body.data[0]._id).toBe(ids[20]);
    const page2 = await me.client.get('/api/saved-searches?page=2');
    expect(page2.body.data.map((s: { _id: number }) => s._id)).toEqual([ids[0]]);
    const on = await me.client.get('/api/saved-searches?notice=on');
    expect(on.body).toMatchObject({ count: 2, NoticeUsed: 2 });
    expect(on.body.data.map((s: { _id: number }) => s._id)).toEqual([ids[5], ids[0]]);
    expect((await me.client.get('/api/saved-searches?notice=off')).body.count).toBe(19);
    expect((await other.client.get('/api/saved-searches')).body).toEqual({ data: [], count: 0, NoticeUsed: 0, NoticeLimit: 10 });
  });

  it('deletes idempotently and never another member\'s search', async () => {
    const [mine] = await saveMany(me, 1);
    const [theirs] = await saveMany(other, 1);
    expect((await me.client.delete(`/api/saved-searches/${mine}`)).status).toBe(204);
    expect((await me.client.delete(`/api/saved-searches/${mine}`)).status).toBe(204);
    expect((await me.client.delete(`/api/saved-searches/${theirs}`)).status).toBe(204);
    expect((await me.client.get('/api/saved-searches')).body.count).toBe(0);
    expect((await other.client.get('/api/saved-searches')).body.count).toBe(1);
  });
});

describe('e-mail alerts', () => {
  it('turns an alert on and off idempotently and answers 404 for a search that is not the member\'s', async () => {
    const [id] = await saveMany(me, 1);
    t.clock.advance(5000);
    const on = await me.client.put(`/api/saved-searches/${id}/notice`, { Notice: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ _id: id, IsNotice: true, LastUpdateDate: t.clock.now().toISOString() });
    expect((await me.client.put(`/api/saved-searches/${id}/notice`, { Notice: true })).body.IsNotice).toBe(true);
    expect((await me.client.put(`/api/saved-searches/${id}/notice`, { Notice: false })).body.IsNotice).toBe(false);
    const missing = await other.client.put(`/api/saved-searches/${id}/notice`, { Notice: true });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'SAVED_SEARCH_NOT_FOUND', message: 'The saved search does not exist' });
  });

  it('refuses the 11th alert with 409 and the spec\'s used/limit message', async () => {
    const ids = await saveMany(me, 11);
    for (const id of ids.slice(0, 10)) expect((await me.client.put(`/api/saved-searches/${id}/notice`, { Notice: true })).status).toBe(200);
    const eleventh = await me.client.put(`/api/saved-searches/${ids[10]}/notice`, { Notice: true });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toEqual({
      error: { code: 'ALERT_LIMIT_REACHED', message: 'You can subscribe to email alerts for up to 10 saved searches.(10/10)', field: 'Notice' },
    });
    // Turning one already on "on" again is not a new subscription.
    expect((await me.client.put(`/api/saved-searches/${ids[0]}/notice`, { Notice: true })).status).toBe(200);
    await me.client.put(`/api/saved-searches/${ids[0]}/notice`, { Notice: false });
    expect((await me.client.put(`/api/saved-searches/${ids[10]}/notice`, { Notice: true })).status).toBe(200);
    expect((await me.client.get('/api/saved-searches')).body.NoticeUsed).toBe(10);
  });

  it('never lets concurrent toggles go past the limit', async () => {
    const ids = await saveMany(me, 14);
    for (const id of ids.slice(0, 8)) await me.client.put(`/api/saved-searches/${id}/notice`, { Notice: true });
    const replies = await Promise.all(ids.slice(8).map((id) => me.client.put(`/api/saved-searches/${id}/notice`, { Notice: true })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(4);
    const [on] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(and(eq(savedSearches.memberId, me.memberId), eq(savedSearches.isNotice, true)));
    expect(on!.n).toBe(10);
  });
});

it('counts only listings on sale, without the listings of sellers the member blocked', async () => {
  const third = thirdIds[0]!;
  const sold = await me.client.post('/api/saved-searches', { Query: `t=${third}&status=sold`, ShowValue: 'Sold singles' });
  expect(sold.body).toMatchObject({ Query: `t=${third}&status=sold`, Count: await sellingIn(third) });

  const [seller] = await db()
    .select({ id: commodities.sellerMemberId, n: sql<number>`count(*)::int` })
    .from(commodities)
    .where(and(eq(commodities.thirdCategoryId, third), sql`status in (1, 2)`))
    .groupBy(commodities.sellerMemberId)
    .limit(1);
  expect((await me.client.put(`/api/sellers/${seller!.id}/block`)).status).toBe(200);
  const list = await me.client.get('/api/saved-searches');
  expect(list.body.data[0].Count).toBe((await sellingIn(third)) - seller!.n);
  await me.client.delete(`/api/sellers/${seller!.id}/block`);
});
