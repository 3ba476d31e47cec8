/**
 * The PWA's offline queue replays watch and follow changes with an Idempotency-Key and the member
 * who took them (X-Holo-Member): a replay returns the first answer and changes nothing again, even
 * after a later change, and an action replayed under another member's session is refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { commodities, idempotencyKeys, followedSellers, watches } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { seedDemo, signInDemo, type SignedIn } from '../testing/demo-members';

let t: TestApp;
let me: SignedIn;
let other: SignedIn;
let seller: SignedIn;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedDemo(t);
  me = await signInDemo(t, 'unverified');
  other = await signInDemo(t, 'macao');
  seller = await signInDemo(t, 'seller');
});
afterAll(() => t?.close());
beforeEach(async () => {
  await db().delete(watches).where(eq(watches.memberId, me.memberId));
  await db().delete(idempotencyKeys).where(eq(idempotencyKeys.memberId, me.memberId));
});

const replayed = (key: string, memberId = me.memberId) => ({ 'idempotency-key': key, 'x-holo-member': String(memberId) });

async function onSaleItem() {
  const [item] = await db().select().from(commodities).where(eq(commodities.status, 1)).orderBy(asc(commodities.id)).limit(1);
  return item!;
}
async function watched(commodityId: number) {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(watches)
    .where(and(eq(watches.memberId, me.memberId), eq(watches.commodityId, commodityId)));
  return row!.n;
}

describe('replayed watch actions', () => {
  it('answers a replayed key with the first answer and does not undo a later change', async () => {
    const item = await onSaleItem();
    const watch = await me.client.put(`/api/watch/${item.id}`, undefined, replayed('k-watch'));
    expect(watch.status).toBe(200);
    expect(watch.body.IsAttention).toBe(true);
    const unwatch = await me.client.delete(`/api/watch/${item.id}`, undefined, replayed('k-unwatch'));
    expect(unwatch.body.IsAttention).toBe(false);

    // The queue replays the first action again (a crash before it was removed): nothing changes.
    const replay = await me.client.put(`/api/watch/${item.id}`, undefined, replayed('k-watch'));
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(watch.body);
    expect(await watched(item.id)).toBe(0);
  });

  it('replays a bulk unwatch once', async () => {
    const item = await onSaleItem();
    await me.client.put(`/api/watch/${item.id}`);
    expect((await me.client.delete('/api/watch', { ids: [item.id] }, replayed('k-bulk'))).status).toBe(204);
    await me.client.put(`/api/watch/${item.id}`);
    expect((await me.client.delete('/api/watch', { ids: [item.id] }, replayed('k-bulk'))).status).toBe(204);
    expect(await watched(item.id)).toBe(1);
  });

  it('refuses an action queued by another member and changes nothing', async () => {
    const item = await onSaleItem();
    const response = await me.client.put(`/api/watch/${item.id}`, undefined, replayed('k-other', other.memberId));
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('MEMBER_CHANGED');
    expect(await watched(item.id)).toBe(0);
  });
});

describe('replayed follow actions', () => {
  it('follows once per key and keeps a later unfollow', async () => {
    const sellerId = seller.memberId;
    await db().delete(followedSellers).where(eq(followedSellers.memberId, me.memberId));
    const follow = await me.client.put(`/api/sellers/${sellerId}/follow`, undefined, replayed('k-follow'));
    expect(follow.status).toBe(200);
    expect(follow.body.IsAttention).toBe(true);
    await me.client.delete(`/api/sellers/${sellerId}/follow`);
    const replay = await me.client.put(`/api/sellers/${sellerId}/follow`, undefined, replayed('k-follow'));
    expect(replay.body).toEqual(follow.body);
    const rows = await db().select().from(followedSellers).where(eq(followedSellers.memberId, me.memberId));
    expect(rows).toHaveLength(0);
  });
});
