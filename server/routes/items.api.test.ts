import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { commodities, commodityConditions, members, properties } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { seedDemo, signInDemo, type SignedIn } from '../testing/demo-members';
import { createTrader, holdDepositOk, listItem } from '../testing/trade-helpers';
import { maskedName } from '../../src/domain/bidding/masked-name';
import { bidIncrementCents } from '../../src/domain/bidding/bid-increment';
import { buyerPremiumCents } from '../../src/domain/fees/buyer-premium';
import { stateTaxCents } from '../../src/domain/fees/state-tax';
import type { ItemDetail } from '../../src/domain/bidding/item-detail.schema';
import { DomesticShipping } from '../../src/domain/bidding/item-detail-options';

let t: TestApp;
let seller: SignedIn;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedDemo(t);
  seller = await signInDemo(t, 'seller');
});
afterAll(() => t?.close());

async function view(who: SignedIn | null, id: number): Promise<ItemDetail> {
  const response = await (who ? who.client : t.client()).get<ItemDetail>(`/api/items/${id}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function firstListing(where: ReturnType<typeof and>) {
  const [row] = await db().select().from(commodities).where(where).orderBy(asc(commodities.id)).limit(1);
  return row!;
}

describe('the item page', () => {
  it("answers 404 LISTING_NOT_FOUND with the spec's message for an unknown item", async () => {
    const response = await t.client().get('/api/items/999999');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'LISTING_NOT_FOUND', message: 'The item does not exist or has been removed' } });
  });

  it('shows a visitor a live auction with its newest 3 bids masked and no viewer standing', async () => {
    const row = await firstListing(and(eq(commodities.byWay, 2), eq(commodities.status, 1), gt(commodities.auctionCount, 3)));
    const item = await view(null, row.id);
    expect(item).toMatchObject({
      ID: row.id, CommodityID: row.id, CommodityCode: row.code, ByWay: 2, Status: 1, USD_Price: row.priceCents, StartPrice: row.startPriceCents,
      AuctionCount: row.auctionCount, AuctionsUserCount: row.auctionsUserCount, EffectiveDate: row.endsAt!.toISOString(),
      MinNextBid: row.priceCents + bidIncrementCents(row.priceCents), IsOutBid: 0, USD_MyPrice: 0, IsAttention: false, IsOwn: false,
      StateTax: null, BusinessType: 0, DepositNum: row.depositNum, BuyerPremium: buyerPremiumCents(row.priceCents, row.postageCents),
      ServerTime: t.clock.now().toISOString(), Conditions: [],
    });
    expect(item.Auctions).toHaveLength(3);
    expect(item.Auctions.every((bid) => !bid.IsMine && /^.\*\*\*.$/u.test(bid.CreateUserName))).toBe(true);
    expect(item.Auctions[0]!.USD_Price).toBe(row.priceCents);
    const dates = item.Auctions.map((bid) => bid.CreateDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("shows a bidder their own bid under their nickname, their maximum, that they lead, and an outbid rival the opposite", async () => {
    const id = await listItem(t, seller, { Price: 2_000, Postage: 500 });
    const leader = await createTrader(t, { stateCode: 'CA', stateName: 'California' });
    const rival = await createTrader(t);
    await holdDepositOk(leader, id);
    await holdDepositOk(rival, id);
    expect((await leader.client.post(`/api/items/${id}/bids`, { Price: 9_000 })).status).toBe(200);
    expect((await rival.client.post(`/api/items/${id}/bids`, { Price: 4_000 })).status).toBe(200);

    const mine = await view(leader, id);
    // 40.00 is in the 40–99.99 band: the proxy answers 45.00.
    expect(mine).toMatchObject({ USD_Price: 4_500, IsOutBid: 3, USD_MyPrice: 9_000, MinNextBid: 9_001, AuctionCount: 3, AuctionsUserCount: 2 });
    expect(mine.Auctions.map((b) => [b.CreateUserName, b.IsMine, b.USD_Price, b.IsAuto])).toEqual([
      [leader.nickname, true, 4_500, true],
      [maskedName(rival.nickname), false, 4_000, false],
      [leader.nickname, true, 2_000, false],
    ]);
    const premium = buyerPremiumCents(4_500, 500);
    expect(mine.BuyerPremium).toBe(premium);
    expect(mine.StateTax).toEqual({ StateName: 'California', TaxPercent: 8.85, TaxPrice: stateTaxCents(4_500 + 500 + premium, 8.85) });

    const theirs = await view(rival, id);
    expect(theirs).toMatchObject({ IsOutBid: 2, USD_MyPrice: 4_000, MinNextBid: 5_000 });
    expect(theirs.Auctions[1]).toMatchObject({ CreateUserName: rival.nickname, IsMine: true });

    const own = await view(seller, id);
    expect(own).toMatchObject({ IsOwn: true, IsOutBid: 0, SellUserID: seller.memberId, SellRealName: 'DemoSeller', Store: { Name: 'Golden Era Breaks' } });
  });

  it('estimates state tax only for US members with a state on file, never for Macao, and marks cross-region viewers', async () => {
    const id = await listItem(t, seller, { Price: 10_000 });
    const noState = await createTrader(t, { stateCode: null, stateName: null });
    const macao = await createTrader(t, { memberSource: 'MO', stateCode: null, stateName: null });
    const texas = await createTrader(t, { stateCode: 'TX', stateName: 'Texas' });
    expect((await view(noState, id)).StateTax).toBeNull();
    expect(await view(macao, id)).toMatchObject({ StateTax: null, BusinessType: 2 });
    expect(await view(texas, id)).toMatchObject({ BusinessType: 0, StateTax: { StateName: 'Texas' } });
    // A Macao member with a US state left on their row still gets no estimate.
    await db().update(members).set({ state: 'Texas', stateCode: 'TX' }).where(eq(members.id, macao.memberId));
    expect((await view(macao, id)).StateTax).toBeNull();
  });

  it('shows a buy-now item without bids, and watching turns IsAttention on', async () => {
    const row = await firstListing(and(eq(commodities.byWay, 1), eq(commodities.status, 1), eq(commodities.orderType, 0), eq(commodities.bargain, true)));
    const buyer = await signInDemo(t, 'buyer');
    await buyer.client.delete(`/api/watch/${row.id}`);
    const before = await view(buyer, row.id);
    expect(before).toMatchObject({ ByWay: 1, Bargain: true, Auctions: [], EffectiveDate: null, USD_Price: row.priceCents, IsAttention: false, IsOutBid: 0 });
    await buyer.client.put(`/api/watch/${row.id}`);
    expect(await view(buyer, row.id)).toMatchObject({ IsAttention: true, AttentionCount: before.AttentionCount + 1 });
    await buyer.client.delete(`/api/watch/${row.id}`);
  });

  it('gives store items their conditions and no buyer premium or state tax line', async () => {
    const row = await firstListing(and(eq(commodities.orderType, 1), eq(commodities.status, 1)));
    const conditions = await db().select().from(commodityConditions).where(eq(commodityConditions.commodityId, row.id)).orderBy(asc(commodityConditions.sort));
    const item = await view(await signInDemo(t, 'buyer'), row.id);
    expect(item).toMatchObject({ OrderType: 1, BuyerPremium: 0, StateTax: null });
    expect(item.Conditions).toEqual(conditions.map((c) => ({
      ID: c.id, ConditionName: c.conditionName, Price: c.priceCents, UnderlinedPrice: c.underlinedPriceCents,
      Stock: c.stock, QuantitySold: c.quantitySold, IsLimit: c.isLimit, LimitNum: c.limitNum,
      ShowPrice: c.showPrice, Bought: 0,
    })));
  });

  it('shows a finished auction as sold with its bids, and names the properties', async () => {
    const row = await firstListing(and(eq(commodities.byWay, 2), eq(commodities.status, -2), sql`${commodities.properties} <> '{}'::jsonb`));
    const item = await view(null, row.id);
    expect(item).toMatchObject({ Status: -2, USD_Price: row.priceCents });
    expect(item.Auctions.length).toBeGreaterThan(0);
    const names = await db().select().from(properties);
    // Name and ValueName are in the request's language: English here.
    const expected = Object.entries(row.properties).map(([control, value]) => {
      const enName = names.find((p) => p.controlName === control)!.enName;
      return { PropertyEnName: enName, PropertyValue: value, Name: enName, ValueName: value };
    });
    expect(item.Properties).toEqual(expect.arrayContaining(expected));
    expect(item.Properties).toHaveLength(expected.length);
  });

  it('lists domestic shipping: free or fixed in the seller region, pay on delivery between agency regions', async () => {
    const free = await listItem(t, seller, { Postage: 0 });
    expect((await view(null, free)).DomesticCustom).toEqual([{ Status: DomesticShipping.Free, USD_Price: 0, AreaName: 'United States' }]);
    const fixed = await listItem(t, seller, { Postage: 799 });
    expect((await view(null, fixed)).DomesticCustom).toEqual([{ Status: DomesticShipping.Fixed, USD_Price: 799, AreaName: 'United States' }]);

    const macaoItem = await firstListing(and(eq(commodities.memberSource, 'MO'), eq(commodities.orderType, 0), gt(commodities.postageCents, 0)));
    const shipping = (await view(null, macaoItem.id)).DomesticCustom;
    expect(shipping[0]).toEqual({ Status: DomesticShipping.Fixed, USD_Price: macaoItem.postageCents, AreaName: 'Macao' });
    expect(shipping.slice(1).map((s) => s.AreaName).sort()).toEqual(['China', 'Hong Kong', 'Taiwan', 'Taiwan'].sort());
    expect(shipping.slice(1).every((s) => s.Status === DomesticShipping.PayOnDelivery)).toBe(true);
  });
});

describe('you may also like', () => {
  it('lists 9 other listings on sale from the same third category first, then the second', async () => {
    const [busiest] = await db()
      .select({ third: commodities.thirdCategoryId, n: sql<number>`count(*)::int` })
      .from(commodities)
      .where(eq(commodities.status, 1))
      .groupBy(commodities.thirdCategoryId)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    const row = await firstListing(and(eq(commodities.thirdCategoryId, busiest!.third), eq(commodities.status, 1)));
    const response = await t.client().get(`/api/items/${row.id}/like`);
    expect(response.status).toBe(200);
    const ids: number[] = response.body.data.map((card: { ID: number }) => card.ID);
    expect(ids).toHaveLength(9);
    expect(ids).not.toContain(row.id);
    const rows = await Promise.all(ids.map(async (id) => (await db().select().from(commodities).where(eq(commodities.id, id)))[0]!));
    expect(rows.every((r) => r.status === 1 && r.thirdCategoryId === row.thirdCategoryId)).toBe(true);
  });

  it('tops up from the second category when the third has too few', async () => {
    const [lonely] = await db()
      .select({ third: commodities.thirdCategoryId, n: sql<number>`count(*)::int` })
      .from(commodities)
      .where(eq(commodities.status, 1))
      .groupBy(commodities.thirdCategoryId)
      .having(sql`count(*) between 2 and 6`)
      .limit(1);
    const row = await firstListing(and(eq(commodities.thirdCategoryId, lonely!.third), eq(commodities.status, 1)));
    const ids: number[] = (await t.client().get(`/api/items/${row.id}/like`)).body.data.map((card: { ID: number }) => card.ID);
    const rows = await Promise.all(ids.map(async (id) => (await db().select().from(commodities).where(eq(commodities.id, id)))[0]!));
    const sameThird = rows.filter((r) => r.thirdCategoryId === row.thirdCategoryId);
    expect(sameThird).toHaveLength(lonely!.n - 1);
    expect(rows.slice(0, sameThird.length)).toEqual(sameThird);
    expect(rows.every((r) => r.status === 1 && r.secondCategoryId === row.secondCategoryId && r.id !== row.id)).toBe(true);
    expect((await t.client().get('/api/items/999999/like')).status).toBe(404);
  });
});
