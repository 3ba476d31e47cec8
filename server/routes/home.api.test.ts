import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { bids, commodities, manufacturers, memberBlocks, members, stores, surveyAnswers, tourHistory, watches } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { seedDemo, signInDemo } from '../testing/demo-members';
import { homeReply, type HomeReply } from '../../src/domain/catalog/home.schema';

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedDemo(t);
});
afterAll(() => t?.close());

const home = async (client = t.client(), query = '') => {
  const response = await client.get<HomeReply>(`/api/home${query}`);
  expect(response.status).toBe(200);
  return homeReply.parse(response.body);
};

describe('GET /api/home', () => {
  it("answers the area's banners, the /list manufacturers and the sports with an image", async () => {
    const reply = await home();
    expect(reply.Banners.length).toBe(5);
    expect(new Set(reply.Banners.map((b) => b.ClickType))).toEqual(new Set([0, 2, 6, 9, 10]));
    expect(reply.Banners.every((b) => b.ImgUrl && b.Title && b.ClickUrl)).toBe(true);
    expect((await home(t.client(), '?AreaCode=MO')).Banners.map((b) => b.ClickType)).toEqual([9, 10, 2]);

    const tiles = await db().select().from(manufacturers).where(eq(manufacturers.manufacturerType, 0)).orderBy(asc(manufacturers.sort));
    expect(reply.Manufacturers).toEqual(tiles.map((m) => ({ Id: m.id, Name: m.name, LogoUrl: m.logoUrl })));
    expect(reply.Sports.map((s) => s.EnName)).toEqual(['Baseball', 'Basketball', 'Football', 'Soccer', 'Hockey']);
    expect(reply.Sports.every((s) => s.ImgUrl?.startsWith('/media/'))).toBe(true);
  });

  it('likes the 9 most watched listings on sale', async () => {
    const reply = await home();
    expect(reply.Like).toHaveLength(9);
    const expected = await db()
      .select({ id: commodities.id })
      .from(commodities)
      .where(eq(commodities.status, 1))
      .orderBy(sql`${commodities.attentionCount} desc, ${commodities.id} desc`)
      .limit(9);
    expect(reply.Like.map((card) => card.ID)).toEqual(expected.map((row) => row.id));
    expect(reply.Like.every((card) => card.Status === 1)).toBe(true);
  });

  it("marks the member's watched likes and leaves out sellers they blocked", async () => {
    const buyer = await signInDemo(t, 'buyer');
    const before = await home(buyer.client);
    const [first, second] = before.Like;
    await db().insert(watches).values({ memberId: buyer.memberId, commodityId: first!.ID }).onConflictDoNothing();
    const [blocked] = await db().select({ seller: commodities.sellerMemberId }).from(commodities).where(eq(commodities.id, second!.ID));
    await db().insert(memberBlocks).values({ memberId: buyer.memberId, blockedMemberId: blocked!.seller });
    try {
      const after = await home(buyer.client);
      expect(after.Like.find((card) => card.ID === first!.ID)?.IsAttention).toBe(true);
      const sellers = await db().select({ id: commodities.id, seller: commodities.sellerMemberId }).from(commodities);
      const sellerOf = new Map(sellers.map((row) => [row.id, row.seller]));
      expect(after.Like).toHaveLength(9);
      expect(after.Like.some((card) => sellerOf.get(card.ID) === blocked!.seller)).toBe(false);
      expect((await home()).Like.some((card) => card.IsAttention)).toBe(false);
    } finally {
      await db().delete(memberBlocks).where(eq(memberBlocks.memberId, buyer.memberId));
    }
  });

  it('recommends at most 12 stores, recommended ones only', async () => {
    const recommended = await db().select({ id: stores.id }).from(stores).where(eq(stores.isRecommended, true)).orderBy(asc(stores.id));
    expect((await home()).RecommendedStores.map((s) => s.Id)).toEqual(recommended.map((r) => r.id));
    await db().update(stores).set({ isRecommended: true });
    const [owner] = await db()
      .insert(members)
      .values({ nickname: 'ThirteenthSeller', passwordHash: 'x', isSeller: true })
      .returning({ id: members.id });
    await db().insert(stores).values({ sellerMemberId: owner!.id, storeName: 'Thirteenth Store', storeLogo: '/x.svg', isRecommended: true, areaCode: 'US' });
    const reply = await home();
    expect(reply.RecommendedStores).toHaveLength(12);
    expect(reply.RecommendedStores[0]).toMatchObject({ Id: 1, StoreName: 'Golden Era Breaks' });
  });

  it('shows the activity entry while a promotion of the area is live or coming soon, and not once all have finished', async () => {
    // The demo's live US raffle, and a coming-soon promotion of every region.
    expect((await home()).ActivityShow).toBe(true);
    expect((await home(t.client(), '?AreaCode=MO')).ActivityShow).toBe(true);
    const year = 365 * 24 * 3600 * 1000;
    t.clock.advance(year);
    try {
      expect((await home()).ActivityShow).toBe(false);
    } finally {
      t.clock.advance(-year);
    }
  });

  it('offers the intro video with its poster, served from the PWA, and hides it when switched off', async () => {
    const { Video } = await home();
    expect(Video).toEqual({ Url: '/media/holo-intro.webm', PosterUrl: '/media/holo-intro-poster.jpg' });
    for (const url of [Video!.Url, Video!.PosterUrl]) expect(existsSync(path.join('public', url))).toBe(true);
    t.app.ctx.env.HOME_VIDEO_URL = 'none';
    try {
      expect((await home()).Video).toBeNull();
    } finally {
      t.app.ctx.env.HOME_VIDEO_URL = '/media/holo-intro.webm';
    }
  });

  it("gives the banners' words in the reader's language, English when the banner has none", async () => {
    const english = await home();
    const byCookie = t.client();
    byCookie.setCookie('holo_lang', 'ko');
    const ko = homeReply.parse((await byCookie.get('/api/home')).body);
    expect(ko.Banners.map((b) => b.Title)).toContain('Topps 둘러보기');
    expect(ko.Banners.map((b) => b.ImgUrl)).toEqual(english.Banners.map((b) => b.ImgUrl));
    const ja = homeReply.parse((await t.client().request('GET', '/api/home', undefined, { 'accept-language': 'ja-JP,ja;q=0.9' })).body);
    expect(ja.Banners.find((b) => b.ClickType === 6)).toMatchObject({ Title: 'Toppsを探す' });
    expect(english.Banners.find((b) => b.ClickType === 6)).toMatchObject({ Title: 'Shop Topps' });
  });

  it('shows a visitor the ending soon, most bids and new rows, each on sale', async () => {
    const reply = await home();
    expect(reply.Rows.map((row) => row.Kind)).toEqual(['ending', 'bids', 'new']);
    const [ending, mostBids, newest] = reply.Rows;
    const endings = ending!.Listings.map((card) => Date.parse(card.EffectiveDate!));
    expect(endings).toEqual([...endings].sort((a, b) => a - b));
    expect(endings.every((end) => end > t.clock.now().getTime())).toBe(true);
    const counts = mostBids!.Listings.map((card) => card.AuctionCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(newest!.Listings.length).toBeGreaterThan(0);
    for (const row of reply.Rows) expect(row.Listings.length).toBeLessThanOrEqual(12);
    for (const row of reply.Rows) expect(row.Listings.every((card) => card.Status === 1 || card.Status === 2)).toBe(true);
  });

  it("puts a member's watched, outbid and recently viewed rows first, only when they have listings", async () => {
    // The lot's new leader: someone other than the bidder.
    const [member] = await db().insert(members).values({ nickname: 'HomeRowsLeader', passwordHash: 'x' }).returning({ id: members.id });
    const memberId = member!.id;
    const visitorRows = (await home()).Rows;
    const ending = visitorRows.find((row) => row.Kind === 'ending')!.Listings;
    const [watched, outbidOn, viewed] = [ending[0]!.ID, ending[1]!.ID, ending[2]!.ID];
    const bidder = await signInDemo(t, 'bidder');
    const mine = (await home(bidder.client)).Rows.map((row) => row.Kind);
    expect(mine.slice(-3)).toEqual(['ending', 'bids', 'new']);
    await db().insert(watches).values({ memberId: bidder.memberId, commodityId: watched }).onConflictDoNothing();
    const [lot] = await db().select({ price: commodities.priceCents, leader: commodities.leaderMemberId }).from(commodities).where(eq(commodities.id, outbidOn));
    await db().insert(bids).values({ commodityId: outbidOn, memberId: bidder.memberId, priceCents: lot!.price, maxCents: lot!.price });
    await db().update(commodities).set({ leaderMemberId: memberId }).where(eq(commodities.id, outbidOn));
    await db().insert(tourHistory).values({ memberId: bidder.memberId, commodityId: viewed, viewedAt: t.clock.now() }).onConflictDoNothing();
    try {
      const rows = (await home(bidder.client)).Rows;
      expect(rows.map((row) => row.Kind)).toEqual(['watching', 'outbid', 'recent', 'ending', 'bids', 'new']);
      expect(rows[0]!.Listings[0]).toMatchObject({ ID: watched, IsAttention: true });
      expect(rows[1]!.Listings.map((card) => card.ID)).toContain(outbidOn);
      expect(rows[2]!.Listings[0]!.ID).toBe(viewed);
      // Another member and a visitor see none of it.
      expect((await home()).Rows.map((row) => row.Kind)).toEqual(['ending', 'bids', 'new']);
      const buyer = await signInDemo(t, 'buyer');
      const theirs = (await home(buyer.client)).Rows;
      expect(theirs.find((row) => row.Kind === 'outbid')?.Listings.map((card) => card.ID) ?? []).not.toContain(outbidOn);
    } finally {
      await db().update(commodities).set({ leaderMemberId: lot!.leader }).where(eq(commodities.id, outbidOn));
      await db().delete(bids).where(eq(bids.memberId, bidder.memberId));
      await db().delete(watches).where(eq(watches.memberId, bidder.memberId));
      await db().delete(tourHistory).where(eq(tourHistory.memberId, bidder.memberId));
    }
  });

  it('refuses a malformed area', async () => {
    expect((await t.client().get('/api/home?AreaCode=usa1')).status).toBe(400);
  });
});

describe('POST /api/home/survey', () => {
  it("stores a visitor's answer without a member, and free text only where the source takes it", async () => {
    const visitor = t.client();
    expect((await visitor.post('/api/home/survey', { Source: 'card-show', Other: ' National 2026 ' })).status).toBe(204);
    expect((await visitor.post('/api/home/survey', { Source: 'friends', Other: 'ignored' })).status).toBe(204);
    const rows = await db().select().from(surveyAnswers).orderBy(asc(surveyAnswers.id));
    expect(rows.map((r) => [r.memberId, r.source, r.other])).toEqual([
      [null, 'card-show', 'National 2026'],
      [null, 'friends', null],
    ]);
  });

  it("stores a member's answer with their id", async () => {
    const buyer = await signInDemo(t, 'buyer');
    expect((await buyer.client.post('/api/home/survey', { Source: 'other', Other: 'A podcast' })).status).toBe(204);
    const [row] = await db().select().from(surveyAnswers).where(eq(surveyAnswers.memberId, buyer.memberId));
    expect(row).toMatchObject({ source: 'other', other: 'A podcast' });
  });

  it('refuses an unknown source, a missing source and free text over 200 characters', async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(surveyAnswers);
    for (const body of [{ Source: 'tiktok' }, {}, { Source: 'other', Other: 'x'.repeat(201) }]) {
      const response = await t.client().post('/api/home/survey', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('BAD_REQUEST');
    }
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(surveyAnswers)).toEqual(before);
  });

  it('needs the CSRF header like every mutating request', async () => {
    const response = await t.client().post('/api/home/survey', { Source: 'x' }, { 'x-requested-with': '' });
    expect(response.status).toBe(403);
  });
});
