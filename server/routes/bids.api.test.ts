import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { addresses, bids, chpLedger, commodities, members, orders, outbox } from '../db/schema';
import { depositReference } from '../services/bidding/deposit-hold';
import { placeBid } from '../services/bidding/place-bid';
import type { PlaceBidReply } from '../../src/domain/bidding/bid.schema';
import { buildApp } from '../app';
import { startTestApp, TestClient, type TestApp } from '../testing/test-app';
import { createTrader, holdDepositOk, listItem, seedReference } from '../testing/trade-helpers';
import type { SignedIn } from '../testing/demo-members';
import { maskedName } from '../../src/domain/bidding/masked-name';
import { bidIncrementCents } from '../../src/domain/bidding/bid-increment';

let t: TestApp;
let seller: SignedIn;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
  seller = await createTrader(t, { isSeller: true });
});
afterAll(() => t?.close());

/** A fresh auction (start 10.00) and bidders with their deposits held. */
async function auctionWithBidders(count: number, body: Record<string, unknown> = {}) {
  const id = await listItem(t, seller, body);
  const bidders = [];
  for (let i = 0; i < count; i++) {
    const bidder = await createTrader(t);
    await holdDepositOk(bidder, id);
    bidders.push(bidder);
  }
  return { id, bidders };
}

const bid = (who: SignedIn, id: number, Price: number) => who.client.post(`/api/items/${id}/bids`, { Price });
const bidRows = (id: number) => db().select().from(bids).where(eq(bids.commodityId, id)).orderBy(asc(bids.id));
const itemRow = async (id: number) => (await db().select().from(commodities).where(eq(commodities.id, id)))[0]!;
const outbidEvents = async (id: number) =>
  (await db().select().from(outbox).where(eq(outbox.kind, 'auction.outbid'))).filter((row) => (row.payload as { commodityId: number }).commodityId === id);

describe('placing a bid', () => {
  it('lets the first bidder lead at the starting price and keeps their maximum on the row', async () => {
    const { id, bidders: [a] } = await auctionWithBidders(1);
    const response = await bid(a!, id, 5_000);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      CommodityID: id, Status: 1, Outcome: 'leading', IsOutBid: 3, USD_Price: 1_000, USD_MyPrice: 5_000,
      AuctionCount: 1, AuctionsUserCount: 1, MinNextBid: 5_001,
    });
    expect(await itemRow(id)).toMatchObject({ priceCents: 1_000, leaderMemberId: a!.memberId, leaderMaxCents: 5_000, auctionCount: 1, auctionsUserCount: 1 });
    expect(await bidRows(id)).toMatchObject([{ memberId: a!.memberId, maxCents: 5_000, priceCents: 1_000, isAuto: false }]);
  });

  it("refuses a bid below the next minimum with 'Please bid {n} or higher', the value and the field, and records nothing", async () => {
    const { id, bidders: [a, b] } = await auctionWithBidders(2);
    expect((await bid(a!, id, 1_000)).status).toBe(200);
    const response = await bid(b!, id, 1_099);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: { code: 'BID_TOO_LOW', message: 'Please bid 11.00 or higher', field: 'Price', values: { n: '11.00' } } });
    expect(await bidRows(id)).toHaveLength(1);
    expect((await itemRow(id)).auctionCount).toBe(1);
  });

  it("asks for a price when the amount is 0 ('Please enter a price')", async () => {
    const { id, bidders: [a] } = await auctionWithBidders(1);
    const response = await bid(a!, id, 0);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'BID_PRICE_REQUIRED', message: 'Please enter a price', field: 'Price' } });
    for (const body of [{}, { Price: '' }, { Price: 12.5 }]) {
      const missing = await a!.client.post(`/api/items/${id}/bids`, body);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ error: { code: 'BID_PRICE_REQUIRED', field: 'Price' } });
    }
    expect(await bidRows(id)).toHaveLength(0);
  });

  it('records an outbid bid with 200 and the leader\'s proxy answer, and tells the bidder they are outbid', async () => {
    const { id, bidders: [a, b] } = await auctionWithBidders(2);
    await bid(a!, id, 5_000);
    const response = await bid(b!, id, 3_000);
    expect(response.status).toBe(200);
    // 30.00 is in the 20–39.99 band: the leader answers 2.00 above.
    expect(response.body).toMatchObject({ Outcome: 'outbid', IsOutBid: 2, USD_Price: 3_200, USD_MyPrice: 3_000, AuctionCount: 3, AuctionsUserCount: 2, MinNextBid: 3_400 });
    expect((await bidRows(id)).slice(1)).toMatchObject([
      { memberId: b!.memberId, maxCents: 3_000, priceCents: 3_000, isAuto: false },
      { memberId: a!.memberId, maxCents: 5_000, priceCents: 3_200, isAuto: true },
    ]);
    // The leader did not change: nobody to tell.
    expect(await outbidEvents(id)).toEqual([]);
  });

  it('moves the lead to a higher maximum and writes an outbid event for the previous leader', async () => {
    const { id, bidders: [a, b] } = await auctionWithBidders(2);
    await bid(a!, id, 2_000);
    const response = await bid(b!, id, 9_000);
    expect(response.body).toMatchObject({ Outcome: 'leading', IsOutBid: 3, USD_Price: 2_200 });
    expect(await itemRow(id)).toMatchObject({ leaderMemberId: b!.memberId, leaderMaxCents: 9_000, priceCents: 2_200 });
    expect((await outbidEvents(id)).map((row) => row.payload)).toEqual([{ commodityId: id, memberId: a!.memberId }]);
  });

  it('lets the leader raise their maximum without moving the price, but only above it', async () => {
    const { id, bidders: [a, b] } = await auctionWithBidders(2);
    await bid(a!, id, 5_000);
    await bid(b!, id, 2_000);
    const low = await bid(a!, id, 5_000);
    expect(low.status).toBe(409);
    expect(low.body.error).toMatchObject({ code: 'BID_TOO_LOW', values: { n: '50.01' } });
    const raised = await bid(a!, id, 8_000);
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ Outcome: 'raised', IsOutBid: 3, USD_Price: 2_200, USD_MyPrice: 8_000, MinNextBid: 8_001 });
    expect(await itemRow(id)).toMatchObject({ priceCents: 2_200, leaderMaxCents: 8_000, auctionCount: 4 });
    expect(await outbidEvents(id)).toEqual([]);
  });

  it('asks for the deposit before a first bid', async () => {
    const id = await listItem(t, seller);
    const bidder = await createTrader(t);
    const response = await bid(bidder, id, 1_000);
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({ code: 'DEPOSIT_REQUIRED', message: 'Please pay the CHP deposit for this item before bidding' });
  });

  it('refuses bids after the end, before the start and on buy-now items, and the seller\'s own bid', async () => {
    const { id, bidders: [a] } = await auctionWithBidders(1, { DurationMinutes: 5 });
    const fullySetSeller = seller;
    const own = await bid(fullySetSeller, id, 5_000);
    expect(own.status).toBe(403);
    expect(own.body.error).toEqual({ code: 'OWN_ITEM', message: 'You cannot buy your own item' });

    const soon = await listItem(t, seller, { StartsAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString() });
    const notStarted = await bid(a!, soon, 5_000);
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.error.code).toBe('AUCTION_NOT_STARTED');

    const buyNow = await listItem(t, seller, { ByWay: 1, DurationMinutes: undefined });
    expect((await bid(a!, buyNow, 5_000)).body.error.code).toBe('NOT_AN_AUCTION');

    t.clock.advance(5 * 60_000);
    try {
      const ended = await bid(a!, id, 5_000);
      expect(ended.status).toBe(409);
      expect(ended.body.error).toEqual({ code: 'AUCTION_ENDED', message: 'This auction has ended' });
      expect(await bidRows(id)).toHaveLength(0);
    } finally {
      t.clock.advance(-5 * 60_000);
    }
  });

  it('pushes the end back to now + N for a bid in the last N seconds of an extended-bidding auction', async () => {
    const { id, bidders: [a, b] } = await auctionWithBidders(2, { DurationMinutes: 10, ExtendedBiddingSeconds: 120 });
    const endsAt = (await itemRow(id)).endsAt!.getTime();
    expect((await bid(a!, id, 2_000)).body.EffectiveDate).toBe(new Date(endsAt).toISOString());
    t.clock.advance(9 * 60_000 + 30_000);
    try {
      const late = await bid(b!, id, 3_000);
      expect(late.body.EffectiveDate).toBe(new Date(t.clock.now().getTime() + 120_000).toISOString());
      expect((await itemRow(id)).endsAt!.getTime()).toBe(t.clock.now().getTime() + 120_000);
    } finally {
      t.clock.advance(-(9 * 60_000 + 30_000));
    }
  });
});

describe("this node's bid desk", () => {
  /** The database calls (select, execute, transaction) placeBid starts while `run` runs, in order. */
  async function databaseCalls(run: () => Promise<void>): Promise<string[]> {
    const real = t.app.ctx.db;
    const calls: string[] = [];
    t.app.ctx.db = new Proxy(real, {
      get(target, property) {
        if (property === 'select' || property === 'transaction' || property === 'execute') calls.push(property);
        return Reflect.get(target, property, target);
      },
    });
    try {
      await run();
    } finally {
      t.app.ctx.db = real;
    }
    return calls;
  }

  it('refuses a too-low bid from a bidder who passed the gate a moment ago without the database, with the same answer', async () => {
    const { id, bidders: [a, b, c] } = await auctionWithBidders(3);
    expect((await bid(a!, id, 5_000)).status).toBe(200);
    expect((await bid(b!, id, 1_100)).body.Outcome).toBe('outbid');

    let fromDesk: Awaited<ReturnType<typeof bid>> | undefined;
    expect(await databaseCalls(async () => void (fromDesk = await bid(b!, id, 1_200)))).toEqual([]);
    const fromDatabase = await bid(c!, id, 1_200);
    expect(fromDesk!.status).toBe(409);
    expect(fromDesk!.body).toEqual(fromDatabase.body);
    expect(fromDesk!.body.error.values).toEqual({ n: '13.00' });

    // A bid that may win always goes to the row: judged on the desk's view, written in one
    // statement on condition that the row, the gate and the deposit are still as judged.
    let raised: Awaited<ReturnType<typeof bid>> | undefined;
    expect(await databaseCalls(async () => void (raised = await bid(b!, id, 6_000)))).toEqual(['execute']);
    expect(raised!.body).toMatchObject({ Outcome: 'leading', USD_Price: 5_000 + bidIncrementCents(5_000), AuctionsUserCount: 2 });
    expect(await bidRows(id)).toHaveLength(4);
    expect(await itemRow(id)).toMatchObject({ leaderMemberId: b!.memberId, leaderMaxCents: 6_000, auctionCount: 4, auctionsUserCount: 2 });
  });

  it('writes the bids that queued behind a write together, in one statement, each answered at its place in the order', async () => {
    const { id, bidders: [a, b, c] } = await auctionWithBidders(3);
    expect((await bid(a!, id, 2_000)).body.Outcome).toBe('leading');
    expect((await bid(b!, id, 1_100)).body.Outcome).toBe('outbid');
    expect((await bid(c!, id, 1_500)).body.Outcome).toBe('outbid');

    // The first bid's write is under way when the other two queue: they are the next batch.
    let replies: PlaceBidReply[] = [];
    const calls = await databaseCalls(async () => {
      replies = await Promise.all([
        placeBid(t.app.ctx, b!.memberId, id, 3_000),
        placeBid(t.app.ctx, c!.memberId, id, 2_500),
        placeBid(t.app.ctx, a!.memberId, id, 4_000),
      ]);
    });
    expect(calls).toEqual(['execute', 'execute']);
    expect(replies.map(({ Outcome, USD_Price, AuctionCount, AuctionsUserCount, IsOutBid }) => ({ Outcome, USD_Price, AuctionCount, AuctionsUserCount, IsOutBid }))).toEqual([
      { Outcome: 'leading', USD_Price: 2_000 + bidIncrementCents(2_000), AuctionCount: 6, AuctionsUserCount: 3, IsOutBid: 3 },
      { Outcome: 'outbid', USD_Price: 2_500 + bidIncrementCents(2_500), AuctionCount: 8, AuctionsUserCount: 3, IsOutBid: 2 },
      { Outcome: 'leading', USD_Price: 3_000 + bidIncrementCents(3_000), AuctionCount: 9, AuctionsUserCount: 3, IsOutBid: 3 },
    ]);
    expect((await bidRows(id)).slice(5).map((row) => [row.memberId, row.maxCents, row.isAuto])).toEqual([
      [b!.memberId, 3_000, false],
      [c!.memberId, 2_500, false],
      [b!.memberId, 3_000, true],
      [a!.memberId, 4_000, false],
    ]);
    expect(await itemRow(id)).toMatchObject({ leaderMemberId: a!.memberId, leaderMaxCents: 4_000, priceCents: 3_000 + bidIncrementCents(3_000), auctionCount: 9 });
    // Displaced leaders: a by b's bid, then b by a's, each told once.
    expect((await outbidEvents(id)).map((row) => (row.payload as { memberId: number }).memberId)).toEqual([a!.memberId, b!.memberId]);
  });

  it("answers from the locked row when another node's bid left this node's view behind", async () => {
    const { id, bidders: [a, b, c] } = await auctionWithBidders(3);
    const second = await buildApp({ env: t.app.ctx.env, database: t.database, clock: t.clock, logger: false });
    try {
      await second.listen({ port: 0, host: '127.0.0.1' });
      expect((await bid(a!, id, 2_000)).body.Outcome).toBe('leading');
      expect((await bid(b!, id, 1_100)).body.Outcome).toBe('outbid');
      // c outbids a through the second node: this node's view still has a leading at 11.50.
      const address = second.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const viaSecond = new TestClient(`http://127.0.0.1:${address.port}`);
      viaSecond.setCookie('holo_session', c!.client.cookie('holo_session')!);
      expect((await viaSecond.post(`/api/items/${id}/bids`, { Price: 4_000 })).body.Outcome).toBe('leading');

      // On the view, b's 30.00 would lead; on the row, c's 40.00 answers it.
      let late: Awaited<ReturnType<typeof bid>> | undefined;
      expect(await databaseCalls(async () => void (late = await bid(b!, id, 3_000)))).toEqual(['execute', 'transaction']);
      expect(late!.body).toMatchObject({ Outcome: 'outbid', USD_Price: 3_000 + bidIncrementCents(3_000), AuctionCount: 6, AuctionsUserCount: 3 });
      expect(await itemRow(id)).toMatchObject({ leaderMemberId: c!.memberId, leaderMaxCents: 4_000, priceCents: 3_000 + bidIncrementCents(3_000), auctionCount: 6 });
      expect((await bidRows(id)).map((row) => [row.memberId, row.isAuto])).toEqual([
        [a!.memberId, false],
        [b!.memberId, false],
        [a!.memberId, true],
        [c!.memberId, false],
        [b!.memberId, false],
        [c!.memberId, true],
      ]);
    } finally {
      await second.close();
    }
  });

  const gateClosings: [string, string, (memberId: number, itemId: number) => Promise<unknown>][] = [
    ['whose address went away', 'ADDRESS_NOT_SET', (memberId) => db().delete(addresses).where(eq(addresses.memberId, memberId))],
    ['whose phone was removed', 'PHONE_NOT_SET', (memberId) => db().update(members).set({ telPhone: null }).where(eq(members.id, memberId))],
    ['whose verification was withdrawn', 'VERIFY_REQUIRED', (memberId) => db().update(members).set({ verifyStatus: 0 }).where(eq(members.id, memberId))],
    [
      'whose order fell overdue',
      'UNPAID_ORDER',
      async (memberId, itemId) => {
        const other = await listItem(t, seller, {});
        await db().insert(orders).values({ code: `OVERDUE${itemId}`, buyerMemberId: memberId, sellerMemberId: seller.memberId, commodityId: other, source: 'auction', itemCents: 1_000, totalCents: 1_100, payDueAt: new Date(t.clock.now().getTime() - 60_000) });
      },
    ],
    [
      'whose deposit was released',
      'DEPOSIT_REQUIRED',
      (memberId, itemId) =>
        db().insert(chpLedger).values({ memberId, kind: 'release', amountCents: 300, description: 'Bid deposit released', reference: depositReference(itemId), createdAt: t.clock.now() }),
    ],
  ];

  it.each(gateClosings)('judges the gate and the deposit again: a bidder %s since their last bid is refused with %s and records nothing', async (_, code, close) => {
    const { id, bidders: [a, b] } = await auctionWithBidders(2);
    expect((await bid(a!, id, 2_000)).status).toBe(200);
    expect((await bid(b!, id, 1_100)).status).toBe(200);
    await close(b!.memberId, id);

    const winning = await bid(b!, id, 9_000);
    expect(winning.body.error?.code).toBe(code);
    // The refusal under the lock ended the pass: the next bid, too low or not, hears the gate too.
    expect((await bid(b!, id, 1_100)).body.error.code).toBe(code);
    expect(await bidRows(id)).toHaveLength(3);
    expect((await itemRow(id)).leaderMemberId).toBe(a!.memberId);
  });

  it("tells a bidder with a pass that the auction ended once the seller ends it, not that their bid is too low", async () => {
    const { id, bidders: [a, b] } = await auctionWithBidders(2);
    expect((await bid(a!, id, 2_000)).status).toBe(200);
    expect((await bid(b!, id, 1_100)).status).toBe(200);
    expect((await seller.client.post(`/api/seller/listings/${id}/end`)).status).toBe(200);
    const late = await bid(b!, id, 1_100);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('AUCTION_ENDED');
  });
});

describe('bid history', () => {
  it("masks other bidders, shows the viewer's own nickname, newest first, with the item summary", async () => {
    const { id, bidders: [a, b] } = await auctionWithBidders(2, { DurationMinutes: 3 * 24 * 60 + 30 });
    const nameOf = async (who: SignedIn) => (await who.client.get('/api/me')).body.NickName as string;
    const [aName, bName] = [await nameOf(a!), await nameOf(b!)];
    await bid(a!, id, 5_000);
    await bid(b!, id, 3_000);

    const asB = await b!.client.get(`/api/items/${id}/bids`);
    expect(asB.status).toBe(200);
    expect(asB.body.Count).toBe(3);
    expect(asB.body.List.map((row: { CreateUserName: string; IsMine: boolean; USD_Price: number; IsAuto: boolean }) => [row.CreateUserName, row.IsMine, row.USD_Price, row.IsAuto])).toEqual([
      [maskedName(aName), false, 3_200, true],
      [bName, true, 3_000, false],
      [maskedName(aName), false, 1_000, false],
    ]);
    expect(asB.body.Item).toMatchObject({ ID: id, USD_Price: 3_200, AuctionCount: 3, AuctionsUserCount: 2, EffectiveDay: 3, IsOutBid: 2, SellUserID: seller.memberId });

    const visitor = await t.client().get(`/api/items/${id}/bids`);
    expect(visitor.body.List.every((row: { IsMine: boolean; CreateUserName: string }) => !row.IsMine && row.CreateUserName.includes('***'))).toBe(true);
    expect(visitor.body.Item.IsOutBid).toBe(0);
    expect((await a!.client.get(`/api/items/${id}/bids`)).body.Item.IsOutBid).toBe(3);
  });

  it('pages 60 bids at a time and answers 404 for an unknown item', async () => {
    const { id, bidders: [a, b] } = await auctionWithBidders(2);
    // The two take turns, each bidding the next minimum: one row a bid, 65 rows.
    let price = 1_000;
    for (let i = 0; i < 65; i++) {
      const response = await bid(i % 2 ? a! : b!, id, i === 0 ? price : price + bidIncrementCents(price));
      expect(response.status).toBe(200);
      price = response.body.USD_Price;
    }
    const first = await t.client().get(`/api/items/${id}/bids`);
    const second = await t.client().get(`/api/items/${id}/bids?page=2`);
    const all = await bidRows(id);
    expect(first.body.Count).toBe(all.length);
    expect(first.body.List).toHaveLength(60);
    expect(second.body.List).toHaveLength(all.length - 60);
    expect(second.body.List.at(-1).USD_Price).toBe(all[0]!.priceCents);
    expect((await t.client().get('/api/items/999999/bids')).status).toBe(404);
  });
});

describe('my bids', () => {
  it('lists each auction once as leading, outbid, won (with the order) or lost, filtered by state', async () => {
    const me = await createTrader(t);
    const rival = await createTrader(t);
    const items = [];
    for (let i = 0; i < 4; i++) {
      const id = await listItem(t, seller);
      await holdDepositOk(me, id);
      await holdDepositOk(rival, id);
      items.push(id);
    }
    const [leading, outbid, won, lost] = items as [number, number, number, number];
    await bid(me, leading, 3_000);
    await bid(rival, leading, 2_000);
    await bid(rival, outbid, 3_000);
    await bid(me, outbid, 2_000);
    await bid(me, won, 3_000);
    await bid(rival, lost, 3_000);
    await bid(me, lost, 2_000);
    // Settlement is another part's: end two auctions the way it does (sold, with the winner's order).
    await db().update(commodities).set({ status: -2 }).where(eq(commodities.id, won));
    await db().update(commodities).set({ status: -2 }).where(eq(commodities.id, lost));
    const [order] = await db()
      .insert(orders)
      .values({ code: `T${won}`, buyerMemberId: me.memberId, sellerMemberId: seller.memberId, commodityId: won, source: 'auction', itemCents: 1_000, totalCents: 1_100, payDueAt: new Date(t.clock.now().getTime() + 86_400_000) })
      .returning({ id: orders.id });

    const all = await me.client.get('/api/me/bids');
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(4);
    const byId = new Map(all.body.data.map((row: { ID: number }) => [row.ID, row]));
    expect(byId.get(leading)).toMatchObject({ State: 'leading', USD_MyPrice: 3_000, USD_Price: 2_200, OrderId: null });
    expect(byId.get(outbid)).toMatchObject({ State: 'outbid', USD_MyPrice: 2_000 });
    expect(byId.get(won)).toMatchObject({ State: 'won', OrderId: order!.id });
    expect(byId.get(lost)).toMatchObject({ State: 'lost', OrderId: null });
    for (const [status, id] of [['leading', leading], ['outbid', outbid], ['won', won], ['lost', lost]] as const) {
      const filtered = await me.client.get(`/api/me/bids?status=${status}`);
      expect(filtered.body).toMatchObject({ count: 1, data: [{ ID: id }] });
    }
    expect((await t.client().get('/api/me/bids')).status).toBe(401);
  });
});
