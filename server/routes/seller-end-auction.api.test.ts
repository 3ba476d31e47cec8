import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { commodities, members, orders } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { seedDemo, signInDemo, type SignedIn } from '../testing/demo-members';
import { auctionEventsOf, ledgerRowsOn, listAuction, parkSeededAuctions, placeBidDirectly } from '../testing/auction-fixtures';
import { buyerPremiumCents } from '../../src/domain/fees/buyer-premium';
import { runOnce as settleAuctions } from '../jobs/settle-auctions';
import { connectLive } from '../testing/live-hub-clients';

let t: TestApp;
let seller: SignedIn;
let buyer: SignedIn;
let macaoId: number;
const db = () => t.database.db;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t);
  await parkSeededAuctions(db());
  seller = await signInDemo(t, 'seller');
  buyer = await signInDemo(t, 'buyer');
  macaoId = (await signInDemo(t, 'macao')).memberId;
});
afterAll(() => t?.close());

const endsInAnHour = () => new Date(t.clock.now().getTime() + HOUR);
const itemRow = async (id: number) => (await db().select().from(commodities).where(eq(commodities.id, id)))[0]!;
const end = (who: SignedIn, id: number) => who.client.post(`/api/seller/listings/${id}/end`);

describe('POST /api/seller/listings/:id/end', () => {
  it('sells a live auction to its leader now, as the sweeper would at its end', async () => {
    const id = await listAuction(db(), seller, { Price: 2000, Postage: 300, endsAt: endsInAnHour() });
    await placeBidDirectly(db(), { commodityId: id, memberId: buyer.memberId, maxCents: 3000, at: t.clock.now() });
    await placeBidDirectly(db(), { commodityId: id, memberId: macaoId, maxCents: 4000, at: t.clock.now() });

    const response = await end(seller, id);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.commodityId, id));
    expect(response.body).toEqual({ ID: id, Status: -2, OrderId: order!.id });
    // 30.00 + 2.00 increment = 32.00; the Macao winner buys across regions and pays by MPay (9),
    // whose seeded service fee rate gives 10% of the buyer premium back.
    const discount = Math.round(buyerPremiumCents(3200, 300) / 10);
    expect(order).toMatchObject({
      buyerMemberId: macaoId,
      businessType: 2,
      isGuarantee: 9,
      itemCents: 3200,
      postageCents: 300,
      serviceFeeCents: buyerPremiumCents(3200, 300),
      discountCents: discount,
      totalCents: 3200 + 300 + buyerPremiumCents(3200, 300) - discount,
      orderStatus: 1,
      payDueAt: new Date(t.clock.now().getTime() + 2 * 24 * HOUR),
    });
    expect(await itemRow(id)).toMatchObject({ status: -2, endsAt: t.clock.now() });
    expect(await ledgerRowsOn(db(), id, 'release')).toEqual([{ memberId: buyer.memberId, amountCents: 200 }]);
    expect((await auctionEventsOf(db(), id)).map((e) => [e.kind, e.memberId])).toEqual([
      ['auction.outbid', buyer.memberId],
      ['auction.won', macaoId],
      ['auction.lost', buyer.memberId],
      ['auction.sold', seller.memberId],
    ]);

    // Settled once: the sweeper finds nothing, and a second end is refused.
    t.clock.advance(2 * HOUR);
    expect(await settleAuctions(t.app.ctx)).toMatchObject({ sold: 0, unsold: 0, failed: 0 });
    const again = await end(seller, id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('AUCTION_ENDED');
    expect(await db().select().from(orders).where(eq(orders.commodityId, id))).toHaveLength(1);
  });

  it('ends an auction without bids with no order', async () => {
    const id = await listAuction(db(), seller, { Price: 1000, endsAt: endsInAnHour() });
    const response = await end(seller, id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ID: id, Status: -1, OrderId: null });
    expect((await itemRow(id)).status).toBe(-1);
    expect(await auctionEventsOf(db(), id)).toEqual([{ kind: 'auction.ended', memberId: seller.memberId }]);
  });

  it('tells the pages open on the auction that it ended, as it tells them a bid', async () => {
    const id = await listAuction(db(), seller, { Price: 1000, endsAt: endsInAnHour() });
    await placeBidDirectly(db(), { commodityId: id, memberId: buyer.memberId, maxCents: 1500, at: t.clock.now() });
    const page = await connectLive(t.baseUrl);
    try {
      await page.join(id);
      expect((await end(seller, id)).status).toBe(200);
      const message = await page.next((m) => m.CommodityID === id);
      expect(message).toMatchObject({ Status: -2, AuctionCount: 1, EffectiveDate: t.clock.now().toISOString() });

      // The sweeper's end of an auction without bids goes out the same way.
      const unsold = await listAuction(db(), seller, { Price: 1000, endsAt: endsInAnHour() });
      await page.join(unsold);
      t.clock.advance(2 * HOUR);
      await settleAuctions(t.app.ctx);
      expect(await page.next((m) => m.CommodityID === unsold)).toMatchObject({ Status: -1, AuctionCount: 0 });
    } finally {
      await page.stop();
    }
  });

  it('lets only the listing’s seller end it, and only a live auction', async () => {
    const id = await listAuction(db(), seller, { Price: 1000, endsAt: endsInAnHour() });
    expect((await t.client().post(`/api/seller/listings/${id}/end`)).status).toBe(401);
    expect((await end(buyer, id)).status).toBe(403);
    const [owner] = await db().select({ email: members.email }).from(members).where(like(members.email, '%@sellers.holo.test')).limit(1);
    const otherSeller = t.client();
    const signIn = await otherSeller.post('/api/auth/sign-in', { Type: 0, Account: owner!.email, Password: DEMO_PASSWORD });
    expect(signIn.status).toBe(200);
    const refused = await otherSeller.post(`/api/seller/listings/${id}/end`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    expect((await itemRow(id)).status).toBe(1);

    const missing = await end(seller, 987_654);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('LISTING_NOT_FOUND');

    const [template] = await db().select().from(commodities).where(eq(commodities.id, id));
    const categories = { FirstCategoryId: template!.firstCategoryId, SecondCategoryId: template!.secondCategoryId, ThirdCategoryId: template!.thirdCategoryId };
    const buyNow = await seller.client.post('/api/seller/listings', { Title: 'Fixed price card', ...categories, ByWay: 1, Price: 1500 });
    const notAuction = await end(seller, buyNow.body.ID);
    expect(notAuction.status).toBe(409);
    expect(notAuction.body.error.code).toBe('NOT_AN_AUCTION');

    const startsAt = new Date(t.clock.now().getTime() + 24 * HOUR).toISOString();
    const soon = await seller.client.post('/api/seller/listings', { Title: 'Coming soon', ...categories, ByWay: 2, Price: 1500, StartsAt: startsAt });
    expect(soon.body.Status).toBe(2);
    const notStarted = await end(seller, soon.body.ID);
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.error.code).toBe('AUCTION_NOT_STARTED');
    // Started (it stays status 2): the seller may end it.
    t.clock.advance(25 * HOUR);
    expect((await end(seller, soon.body.ID)).body).toEqual({ ID: soon.body.ID, Status: -1, OrderId: null });

    // Past its end but not swept yet: ended already; the sweeper settles it at its real end.
    const overdue = await listAuction(db(), seller, { Price: 1000, endsAt: endsInAnHour() });
    t.clock.advance(2 * HOUR);
    const late = await end(seller, overdue);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('AUCTION_ENDED');
    // (with the first auction of this test, which has ended meanwhile)
    expect(await settleAuctions(t.app.ctx)).toMatchObject({ sold: 0, unsold: 2, failed: 0 });
    expect(await itemRow(overdue)).toMatchObject({ status: -1, endsAt: new Date(t.clock.now().getTime() - HOUR) });
    expect((await itemRow(id)).status).toBe(-1);
  });
});
