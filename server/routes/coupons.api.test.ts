import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { cartLines, commodities, commodityConditions, coupons, memberCoupons, orders } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { seedDemo, signInDemo, type SignedIn } from '../testing/demo-members';
import { AppError } from '../http/errors';
import { restoreCoupons } from '../services/coupons/restore-coupons';
import { attachCouponsToStoreOrder, spendCoupons } from '../services/coupons/spend-coupons';
import type { MemberCoupon } from '../../src/domain/coupons/coupon.schema';

const DAY = 86_400_000;
let t: TestApp;
let buyer: SignedIn;
let bidder: SignedIn;
let macao: SignedIn;
const db = () => t.database.db;
const now = () => t.clock.now();

beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedDemo(t);
  buyer = await signInDemo(t, 'buyer');
  bidder = await signInDemo(t, 'bidder');
  macao = await signInDemo(t, 'macao');
});
afterAll(() => t?.close());

/** A coupon kind and copies of it for a member, valid for `days` from now (negative: expired). */
async function grant(memberId: number, values: Partial<typeof coupons.$inferInsert> = {}, days = 10, copies = 1) {
  const [kind] = await db()
    .insert(coupons)
    .values({ title: 'Test coupon', freeCents: 500, ...values })
    .returning();
  const rows = await db()
    .insert(memberCoupons)
    .values(Array.from({ length: copies }, () => ({ couponId: kind!.id, memberId, expiresAt: new Date(now().getTime() + days * DAY) })))
    .returning({ id: memberCoupons.id });
  return rows.map((row) => row.id);
}

let sold = 0;
/** A marketplace order bought by `buyerId`, paid `paidDaysAgo` days ago (null: unpaid). */
async function marketOrder(buyerId: number, paidDaysAgo: number | null, orderStatus = paidDaysAgo === null ? 1 : 2) {
  const [item] = await db()
    .select({ id: commodities.id, seller: commodities.sellerMemberId })
    .from(commodities)
    .where(and(eq(commodities.orderType, 0), ne(commodities.sellerMemberId, buyerId)))
    .orderBy(asc(commodities.id))
    .offset(sold++);
  const [order] = await db()
    .insert(orders)
    .values({
      code: `HT${process.pid}${sold}`,
      buyerMemberId: buyerId,
      sellerMemberId: item!.seller,
      commodityId: item!.id,
      source: 'cart',
      orderStatus,
      itemCents: 2_000,
      totalCents: 2_100,
      payDueAt: new Date(now().getTime() + 2 * DAY),
      paidAt: paidDaysAgo === null ? null : new Date(now().getTime() - paidDaysAgo * DAY),
    })
    .returning({ id: orders.id });
  return order!.id;
}

async function myCoupons(who: SignedIn, type: 0 | 1, page = 1) {
  const response = await who.client.get<{ data: MemberCoupon[]; count: number }>(`/api/me/coupons?type=${type}&page=${page}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('my coupons', () => {
  it('answers 401 to a visitor', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/me/coupons')).status).toBe(401);
    expect((await visitor.get('/api/me/coupons/usable?lines=1')).status).toBe(401);
    expect((await visitor.post('/api/coupons/shares', { OrderId: 1 })).status).toBe(401);
    expect((await visitor.post(`/api/coupons/shares/${'A'.repeat(43)}/draw`)).status).toBe(401);
  });

  it("shows the demo buyer's seeded coupons: two unused, one expired", async () => {
    const unused = await myCoupons(buyer, 0);
    expect(unused.count).toBe(2);
    expect(unused.data.map((c) => [c.Title, c.FreeMoney, c.IsAllUse, c.Status])).toEqual([
      ['Featured cards coupon', 300, false, 0],
      ['Welcome coupon', 500, true, 0],
    ]);
    expect(unused.data[0]!.Commoditys).toHaveLength(2);
    const expired = await myCoupons(buyer, 1);
    expect(expired.data.map((c) => [c.Title, c.FreeMoney, c.Status])).toEqual([['Autumn sale coupon', 1_000, 2]]);
    expect(Date.parse(expired.data[0]!.EndDate)).toBeLessThan(now().getTime());
  });

  it('pages 12 at a time with the count, soonest to expire first', async () => {
    const member = macao.memberId;
    await grant(member, { title: 'Paged' }, 20, 13);
    const first = await myCoupons(macao, 0, 1);
    const second = await myCoupons(macao, 0, 2);
    expect(first.count).toBe(14);
    expect(first.data).toHaveLength(12);
    expect(second.data).toHaveLength(2);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((c) => c.ID)).size).toBe(14);
    const ends = all.map((c) => Date.parse(c.EndDate));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect((await macao.client.get('/api/me/coupons?type=2')).status).toBe(400);
  });

  it('moves a coupon to the expired tab once its end passes, and a used one there too', async () => {
    const [soon] = await grant(bidder.memberId, { title: 'Ends tomorrow' }, 1);
    const [spent] = await grant(bidder.memberId, { title: 'Spent' }, 10);
    await db().update(memberCoupons).set({ status: 1, usedAt: now() }).where(eq(memberCoupons.id, spent!));
    expect((await myCoupons(bidder, 0)).data.map((c) => c.ID)).toContain(soon);
    const expiredTab = await myCoupons(bidder, 1);
    expect(expiredTab.data.find((c) => c.ID === spent)?.Status).toBe(1);
    t.clock.advance(DAY + 1);
    try {
      expect((await myCoupons(bidder, 0)).data.map((c) => c.ID)).not.toContain(soon);
      expect((await myCoupons(bidder, 1)).data.find((c) => c.ID === soon)?.Status).toBe(2);
    } finally {
      t.clock.advance(-(DAY + 1));
    }
  });
});

describe('coupons for cart lines', () => {
  it('lists every unused coupon per line, sorted by value, disabled where it does not apply', async () => {
    const [featured] = await db().select().from(coupons).where(eq(coupons.title, 'Featured cards coupon'));
    const [onlyItem] = featured!.commodityIds;
    const [otherCondition] = await db()
      .select({ id: commodityConditions.id, commodityId: commodityConditions.commodityId, price: commodityConditions.priceCents })
      .from(commodityConditions)
      .where(notInArray(commodityConditions.commodityId, featured!.commodityIds))
      .limit(1);
    const [condition] = await db().select().from(commodityConditions).where(eq(commodityConditions.commodityId, onlyItem!)).limit(1);
    const lines = await db()
      .insert(cartLines)
      .values([
        { memberId: buyer.memberId, commodityId: onlyItem!, conditionId: condition!.id, num: 2 },
        { memberId: buyer.memberId, commodityId: otherCondition!.commodityId, conditionId: otherCondition!.id, num: 1 },
      ])
      .returning();
    try {
      const response = await buyer.client.get(`/api/me/coupons/usable?lines=${lines.map((l) => l.id).join(',')},999999`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const [forItem, forOther] = response.body.Lines;
      expect(response.body.Lines).toHaveLength(2);
      expect(forItem.TotalCents).toBe(condition!.priceCents * 2);
      expect(forItem.Coupons.map((c: any) => [c.Title, c.Disabled])).toEqual([
        ['Welcome coupon', false],
        ['Featured cards coupon', false],
      ]);
      expect(forOther.Coupons.map((c: any) => [c.Title, c.Disabled])).toEqual([
        ['Welcome coupon', false],
        ['Featured cards coupon', true],
      ]);
      expect(forOther.Coupons[0].DiscountCents).toBe(Math.min(500, otherCondition!.price));
    } finally {
      await db().delete(cartLines).where(inArray(cartLines.id, lines.map((l) => l.id)));
    }
  });
});

describe('sharing a paid order', () => {
  const share = (who: SignedIn, orderId: number) => who.client.post('/api/coupons/shares', { OrderId: orderId });
  const tokenOf = async (orderId: number) => {
    const response = await share(buyer, orderId);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return new URLSearchParams(response.body.Link.split('?')[1]).get('s')!;
  };
  const draw = (who: SignedIn, token: string) => who.client.post(`/api/coupons/shares/${token}/draw`);

  it('gives the buyer a link of a paid order within 7 days of payment that names only a random token, the same each time', async () => {
    const orderId = await marketOrder(buyer.memberId, 6);
    const response = await share(buyer, orderId);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['ExpiresAt', 'Link']);
    expect(response.body.Link).toMatch(/^\/coupon\?s=[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(response.body.ExpiresAt) - now().getTime()).toBe(DAY);
    expect((await share(buyer, orderId)).body.Link).toBe(response.body.Link);
    expect((await share(buyer, await marketOrder(buyer.memberId, 6))).body.Link).not.toBe(response.body.Link);
  });

  it("answers SHARE_EXPIRED after 7 days, for unpaid and closed orders, and 404 for someone else's order", async () => {
    const shared = await marketOrder(buyer.memberId, 1);
    const token = await tokenOf(shared);
    await db().update(orders).set({ paidAt: new Date(now().getTime() - 8 * DAY) }).where(eq(orders.id, shared));
    expect((await draw(bidder, token)).body.error.code).toBe('SHARE_EXPIRED');
    for (const orderId of [shared, await marketOrder(buyer.memberId, 7), await marketOrder(buyer.memberId, null), await marketOrder(buyer.memberId, 1, 6)]) {
      const response = await share(buyer, orderId);
      expect(response.status).toBe(409);
      expect(response.body.error).toEqual({ code: 'SHARE_EXPIRED', message: 'share expired' });
    }
    expect((await share(bidder, await marketOrder(buyer.memberId, 1))).body.error.code).toBe('ORDER_NOT_FOUND');
  });

  it('draws nothing from a guess: the old order and member id paths are gone, and an unknown token is a share that expired', async () => {
    const orderId = await marketOrder(buyer.memberId, 1);
    await tokenOf(orderId);
    expect((await bidder.client.post(`/api/coupons/share/${orderId}/draw`, { SharerId: buyer.memberId })).status).toBe(404);
    expect((await buyer.client.get(`/api/coupons/share/${orderId}`)).status).toBe(404);
    expect((await draw(bidder, 'A'.repeat(43))).body.error).toEqual({ code: 'SHARE_EXPIRED', message: 'share expired' });
    expect((await draw(bidder, String(orderId))).status).toBe(400);
    expect(await db().select().from(memberCoupons).where(eq(memberCoupons.sharedOrderId, orderId))).toEqual([]);
  });

  it('tells the friend nothing of the order or its buyer when they draw', async () => {
    const token = await tokenOf(await marketOrder(buyer.memberId, 0));
    const response = await draw(bidder, token);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['AlreadyDrawn', 'Coupon']);
    // The coupon as the friend's coupon list shows it: no order, no sharer.
    expect(Object.keys(response.body.Coupon).sort()).toEqual(Object.keys((await myCoupons(bidder, 0)).data[0]!).sort());
    expect(JSON.stringify(response.body)).not.toMatch(/order|sharer|nick|avatar|portrait/i);
  });

  it("hands a friend the share coupon once, however often they draw, and keeps it after the week", async () => {
    const orderId = await marketOrder(buyer.memberId, 0);
    const token = await tokenOf(orderId);
    const first = await draw(bidder, token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ AlreadyDrawn: false, Coupon: { Title: "Friend's gift", FreeMoney: 200, IsAllUse: true, Status: 0 } });
    expect(Date.parse(first.body.Coupon.EndDate) - now().getTime()).toBe(30 * DAY);
    const again = await draw(bidder, token);
    expect(again.body).toEqual({ AlreadyDrawn: true, Coupon: first.body.Coupon });
    // A week and a day after payment (moved in the database: sessions last only 4 days).
    await db().update(orders).set({ paidAt: new Date(now().getTime() - 8 * DAY) }).where(eq(orders.id, orderId));
    expect((await draw(bidder, token)).body.Coupon.ID).toBe(first.body.Coupon.ID);
    expect((await draw(macao, token)).body.error.code).toBe('SHARE_EXPIRED');
    const rows = await db().select().from(memberCoupons).where(eq(memberCoupons.sharedOrderId, orderId));
    expect(rows.map((r) => r.memberId)).toEqual([bidder.memberId]);
  });

  it('gives one coupon when the same member draws from several tabs at once', async () => {
    const orderId = await marketOrder(buyer.memberId, 1);
    const token = await tokenOf(orderId);
    const replies = await Promise.all(Array.from({ length: 6 }, () => draw(macao, token)));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(replies.map((r) => r.body.Coupon.ID)).size).toBe(1);
    expect(replies.filter((r) => !r.body.AlreadyDrawn)).toHaveLength(1);
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(memberCoupons)
      .where(and(eq(memberCoupons.sharedOrderId, orderId), eq(memberCoupons.memberId, macao.memberId)));
    expect(row!.n).toBe(1);
  });

  it('refuses the sharer their own link', async () => {
    const orderId = await marketOrder(buyer.memberId, 1);
    const response = await draw(buyer, await tokenOf(orderId));
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual({ code: 'SHARE_OWN_LINK', message: 'You cannot draw a coupon from your own share link' });
    const rows = await db().select().from(memberCoupons).where(eq(memberCoupons.sharedOrderId, orderId));
    expect(rows).toHaveLength(0);
  });
});

describe('spending coupons on a store order', () => {
  const spend = (memberId: number, lines: Parameters<typeof spendCoupons>[2], choice: Parameters<typeof spendCoupons>[3]) =>
    db().transaction((tx) => spendCoupons(tx, memberId, lines, choice, now()));
  const codeOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return null;
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
  };
  const row = async (id: number) => (await db().select().from(memberCoupons).where(eq(memberCoupons.id, id)))[0]!;

  beforeEach(async () => {
    await db().delete(memberCoupons).where(and(eq(memberCoupons.memberId, bidder.memberId), isNull(memberCoupons.sharedOrderId)));
  });

  it('takes min(FreeMoney, line total) off each chosen line and marks the coupons used on the order', async () => {
    const [big] = await grant(bidder.memberId, { freeCents: 800 });
    const [only7] = await grant(bidder.memberId, { freeCents: 300, isAllUse: false, commodityIds: [7] });
    const spent = await spend(bidder.memberId, [{ commodityId: 5, totalCents: 500, storeOrderId: 41 }, { commodityId: 7, totalCents: 1_000 }], [
      { memberCouponId: big!, line: 0 },
      { memberCouponId: only7!, line: 1 },
    ]);
    expect(spent).toEqual({ lines: [{ memberCouponId: big, discountCents: 500 }, { memberCouponId: only7, discountCents: 300 }], discountCents: 800 });
    expect(await row(big!)).toMatchObject({ status: 1, usedStoreOrderId: 41, usedAt: now() });
    expect(await row(only7!)).toMatchObject({ status: 1, usedStoreOrderId: null });
    await db().transaction((tx) => attachCouponsToStoreOrder(tx, [only7!], 42));
    expect((await row(only7!)).usedStoreOrderId).toBe(42);
  });

  it("refuses a coupon used, expired, not for the item, someone else's, twice, or two on a line, and changes nothing", async () => {
    const [good, other] = await grant(bidder.memberId, {}, 10, 2);
    const [expired] = await grant(bidder.memberId, {}, -1);
    const [wrongItem] = await grant(bidder.memberId, { isAllUse: false, commodityIds: [99] });
    const [theirs] = await grant(macao.memberId);
    const lines = [{ commodityId: 5, totalCents: 1_000 }, { commodityId: 6, totalCents: 1_000 }];
    expect(await codeOf(spend(bidder.memberId, lines, [{ memberCouponId: expired!, line: 0 }]))).toBe('COUPON_EXPIRED');
    expect(await codeOf(spend(bidder.memberId, lines, [{ memberCouponId: wrongItem!, line: 0 }]))).toBe('COUPON_NOT_APPLICABLE');
    expect(await codeOf(spend(bidder.memberId, lines, [{ memberCouponId: theirs!, line: 0 }]))).toBe('COUPON_NOT_FOUND');
    expect(await codeOf(spend(bidder.memberId, lines, [{ memberCouponId: good!, line: 0 }, { memberCouponId: good!, line: 1 }]))).toBe('COUPON_ONCE');
    expect(await codeOf(spend(bidder.memberId, lines, [{ memberCouponId: good!, line: 0 }, { memberCouponId: other!, line: 0 }]))).toBe('COUPON_ONE_PER_LINE');
    expect((await row(good!)).status).toBe(0);
    await spend(bidder.memberId, lines, [{ memberCouponId: good!, line: 0 }]);
    expect(await codeOf(spend(bidder.memberId, lines, [{ memberCouponId: good!, line: 1 }]))).toBe('COUPON_USED');
  });

  it('lets only one of two orders racing for the same coupon spend it', async () => {
    const [coupon] = await grant(bidder.memberId, { freeCents: 400 });
    const lines = [{ commodityId: 5, totalCents: 1_000 }];
    const results = await Promise.allSettled([1, 2].map(() => spend(bidder.memberId, lines, [{ memberCouponId: coupon!, line: 0 }])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected');
    expect((failure as PromiseRejectedResult).reason).toMatchObject({ code: 'COUPON_USED' });
    expect((await row(coupon!)).status).toBe(1);
  });

  it('gives the coupons back when the unpaid store order closes', async () => {
    const [coupon, expiring] = await grant(bidder.memberId, {}, 2, 2);
    await spend(bidder.memberId, [{ commodityId: 5, totalCents: 1_000, storeOrderId: 77 }, { commodityId: 6, totalCents: 900, storeOrderId: 77 }], [
      { memberCouponId: coupon!, line: 0 },
      { memberCouponId: expiring!, line: 1 },
    ]);
    expect((await myCoupons(bidder, 0)).data.map((c) => c.ID)).not.toContain(coupon);
    expect(await db().transaction((tx) => restoreCoupons(tx, 77))).toBe(2);
    expect(await row(coupon!)).toMatchObject({ status: 0, usedAt: null, usedStoreOrderId: null });
    expect((await myCoupons(bidder, 0)).data.map((c) => c.ID)).toEqual(expect.arrayContaining([coupon, expiring]));
    expect(await db().transaction((tx) => restoreCoupons(tx, 77))).toBe(0);
  });
});
