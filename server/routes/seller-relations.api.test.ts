import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { commodities, followedSellers, memberBlocks, members, stores } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { seedDemo, signInDemo, type SignedIn } from '../testing/demo-members';

let t: TestApp;
let me: SignedIn;
let seller: SignedIn;
let sellerStores: (typeof stores.$inferSelect)[];
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedDemo(t);
  me = await signInDemo(t, 'unverified');
  seller = await signInDemo(t, 'seller');
  sellerStores = await db().select().from(stores).orderBy(asc(stores.id));
});
afterAll(() => t?.close());
beforeEach(async () => {
  await db().delete(followedSellers).where(eq(followedSellers.memberId, me.memberId));
  await db().delete(memberBlocks).where(inArray(memberBlocks.memberId, [me.memberId, seller.memberId]));
});

const followerRows = async (sellerId: number) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(followedSellers).where(eq(followedSellers.sellerMemberId, sellerId)))[0]!.n;

describe('following sellers', () => {
  it('answers 401 to a visitor', async () => {
    const visitor = t.client();
    expect((await visitor.put(`/api/sellers/${seller.memberId}/follow`)).status).toBe(401);
    expect((await visitor.delete(`/api/sellers/${seller.memberId}/follow`)).status).toBe(401);
    expect((await visitor.get('/api/me/followed-sellers')).status).toBe(401);
    expect((await visitor.put(`/api/sellers/${seller.memberId}/block`)).status).toBe(401);
    expect((await visitor.get('/api/me/blocked')).status).toBe(401);
  });

  it('follows once however often replayed, counts followers exactly and unfollows the same way', async () => {
    const before = await followerRows(seller.memberId);
    const first = await me.client.put(`/api/sellers/${seller.memberId}/follow`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ IsAttention: true, FollowerCount: before + 1 });
    expect((await me.client.put(`/api/sellers/${seller.memberId}/follow`)).body).toEqual(first.body);
    expect(await followerRows(seller.memberId)).toBe(before + 1);

    const list = await me.client.get('/api/me/followed-sellers');
    const store = sellerStores.find((s) => s.sellerMemberId === seller.memberId)!;
    const [selling] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(commodities)
      .where(and(eq(commodities.sellerMemberId, seller.memberId), eq(commodities.status, 1)));
    expect(list.body).toEqual({
      count: 1,
      data: [{ SellerId: seller.memberId, StoreId: store.id, StoreName: store.storeName, StoreLogo: store.storeLogo, FollowerCount: before + 1, CommoditySellCount: selling!.n }],
    });

    const off = await me.client.delete(`/api/sellers/${seller.memberId}/follow`);
    expect(off.body).toEqual({ IsAttention: false, FollowerCount: before });
    expect((await me.client.delete(`/api/sellers/${seller.memberId}/follow`)).body).toEqual(off.body);
    expect((await me.client.get('/api/me/followed-sellers')).body).toEqual({ count: 0, data: [] });
  });

  it('refuses to follow oneself (400 CANNOT_FOLLOW_SELF) and a member who is not a seller (404)', async () => {
    const self = await seller.client.put(`/api/sellers/${seller.memberId}/follow`);
    expect(self.status).toBe(400);
    expect(self.body.error).toEqual({ code: 'CANNOT_FOLLOW_SELF', message: 'You cannot follow your own store' });
    const buyer = await seller.client.put(`/api/sellers/${me.memberId}/follow`);
    expect(buyer.status).toBe(404);
    expect(buyer.body.error.code).toBe('STORE_NOT_FOUND');
    expect((await me.client.put('/api/sellers/999999/follow')).status).toBe(404);
  });

  it('pages saved sellers by 12, newest first, searches by store or nickname, and names a storeless seller by nickname', async () => {
    const [storeless] = await db().insert(members).values({ nickname: 'StorelessSam', passwordHash: 'x', isSeller: true, headPortrait: '/a.png' }).returning();
    for (const store of sellerStores) {
      t.clock.advance(1000);
      expect((await me.client.put(`/api/sellers/${store.sellerMemberId}/follow`)).status).toBe(200);
    }
    t.clock.advance(1000);
    await me.client.put(`/api/sellers/${storeless!.id}/follow`);

    const page1 = await me.client.get('/api/me/followed-sellers?page=1');
    expect(page1.body.count).toBe(13);
    expect(page1.body.data).toHaveLength(12);
    expect(page1.body.data[0]).toEqual({ SellerId: storeless!.id, StoreId: null, StoreName: 'StorelessSam', StoreLogo: '/a.png', FollowerCount: 1, CommoditySellCount: 0 });
    expect(page1.body.data[1].StoreName).toBe(sellerStores.at(-1)!.storeName);
    const page2 = await me.client.get('/api/me/followed-sellers?page=2');
    expect(page2.body.data.map((s: { StoreId: number }) => s.StoreId)).toEqual([sellerStores[0]!.id]);

    const byStore = await me.client.get(`/api/me/followed-sellers?search=${encodeURIComponent('charizard')}`);
    expect(byStore.body).toMatchObject({ count: 1, data: [{ StoreName: 'Charizard Corner' }] });
    const byNickname = await me.client.get('/api/me/followed-sellers?search=storeless');
    expect(byNickname.body).toMatchObject({ count: 1, data: [{ SellerId: storeless!.id }] });
  });
});

describe('blocking members', () => {
  it('blocks once however often replayed, unfollows the blocked seller and lists them by nickname', async () => {
    await me.client.put(`/api/sellers/${seller.memberId}/follow`);
    const blocked = await me.client.put(`/api/sellers/${seller.memberId}/block`);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ IsInBlacklist: true });
    expect((await me.client.put(`/api/sellers/${seller.memberId}/block`)).body).toEqual({ IsInBlacklist: true });
    expect((await me.client.get('/api/me/followed-sellers')).body.count).toBe(0);

    const list = await me.client.get('/api/me/blocked');
    expect(list.body).toEqual({
      count: 1,
      data: [{ BlackMemberId: seller.memberId, BlackListMember: { HeadPortrait: expect.any(String), RealName: 'DemoSeller' }, CreateDate: t.clock.now().toISOString() }],
    });
    expect((await me.client.get('/api/me/blocked?nickName=demos')).body.count).toBe(1);
    expect((await me.client.get('/api/me/blocked?nickName=nobody')).body).toEqual({ count: 0, data: [] });

    const unblocked = await me.client.delete(`/api/sellers/${seller.memberId}/block`);
    expect(unblocked.body).toEqual({ IsInBlacklist: false });
    expect((await me.client.delete(`/api/sellers/${seller.memberId}/block`)).body).toEqual({ IsInBlacklist: false });
    expect((await me.client.get('/api/me/blocked')).body).toEqual({ count: 0, data: [] });
  });

  it('blocks buyers too, pages the list by 12, and refuses oneself or an unknown member', async () => {
    const others = await db().select({ id: members.id }).from(members).where(sql`${members.id} <> ${me.memberId}`).orderBy(asc(members.id)).limit(13);
    for (const other of others) {
      t.clock.advance(1000);
      expect((await me.client.put(`/api/sellers/${other.id}/block`)).status).toBe(200);
    }
    const page1 = await me.client.get('/api/me/blocked');
    expect(page1.body.count).toBe(13);
    expect(page1.body.data[0].BlackMemberId).toBe(others.at(-1)!.id);
    expect(page1.body.data).toHaveLength(12);
    expect((await me.client.get('/api/me/blocked?page=2')).body.data.map((b: { BlackMemberId: number }) => b.BlackMemberId)).toEqual([others[0]!.id]);

    const self = await me.client.put(`/api/sellers/${me.memberId}/block`);
    expect(self.status).toBe(400);
    expect(self.body.error).toEqual({ code: 'CANNOT_BLOCK_SELF', message: 'You cannot block yourself' });
    expect((await me.client.put('/api/sellers/999999/block')).status).toBe(404);
  });
});
