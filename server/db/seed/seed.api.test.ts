import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedDatabase, seedDemoDataIfEmpty } from './index';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { openAuction, placeBid } from '../../../src/domain/bidding/proxy-bidding';
import { verifyPassword } from '../../services/accounts/password-hash';
import { addresses, bids, categories, chpLedger, commodities, commodityConditions, feedback, members, orders, shipments, storeOrders, stores } from '../schema';
import { expectLedgerBalanced } from '../../testing/ledger-balance';
import { UNPAID_BLOCK_DAYS } from '../../services/bidding/assert-can-trade';

const quiet = { info: () => {} };
let t: TestApp;
const db = () => t.database.db;
const count = async (table: string) =>
  ((await db().execute(sql.raw(`select count(*)::int as n from "${table}"`))) as unknown as { rows: { n: number }[] }).rows[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  expect(await seedDemoDataIfEmpty(db(), quiet, { now: t.clock.now() })).toBe(true);
});
afterAll(async () => t?.close());

describe('demo data seed', () => {
  it('creates the demo members, twelve stores and about 2,000 listings of every kind', async () => {
    expect(await count('members')).toBeGreaterThanOrEqual(16);
    expect(await count('stores')).toBe(12);
    const listings = await db().select().from(commodities);
    expect(listings.length).toBeGreaterThanOrEqual(1900);
    expect(listings.length).toBeLessThanOrEqual(2100);
    expect(new Set(listings.map((l) => l.status))).toEqual(new Set([2, 1, 0, -1, -2]));
    expect(new Set(listings.map((l) => l.byWay))).toEqual(new Set([1, 2]));
    expect(listings.some((l) => l.orderType === 1)).toBe(true);
    expect(listings.some((l) => l.bargain && l.offerMinCents && l.offerAutoAcceptCents)).toBe(true);
    const now = t.clock.now().getTime();
    const live = listings.filter((l) => l.byWay === 2 && l.status === 1).map((l) => l.endsAt!.getTime() - now);
    expect(live.every((ms) => ms > 0 && ms <= 10 * 86_400_000)).toBe(true);
    expect(live.filter((ms) => ms < 3_600_000).length).toBeGreaterThan(10);
    expect(listings.filter((l) => l.status === 2).every((l) => l.startsAt.getTime() > now)).toBe(true);
    expect(listings.filter((l) => l.status < 0 && l.byWay === 2).every((l) => l.endsAt!.getTime() < now)).toBe(true);
    expect(listings.every((l) => l.titImg === l.images[0] && l.titImg.startsWith('/media/generated/card/'))).toBe(true);
  });

  it("gives the demo buyer orders from the demo seller in every state, with balanced money and counted feedback", async () => {
    const [buyer] = await db().select().from(members).where(eq(members.email, demoAccounts.buyer.email));
    const [seller] = await db().select().from(members).where(eq(members.email, demoAccounts.seller.email));
    const bought = await db().select().from(orders).where(eq(orders.buyerMemberId, buyer!.id));
    expect(new Set(bought.map((o) => o.orderStatus))).toEqual(new Set([1, 2, 3, 5, 6]));
    // None of them bars the demo buyer from trading (overdue, or closed unpaid within the block period).
    const now = t.clock.now().getTime();
    expect(bought.filter((o) => o.orderStatus === 1).every((o) => o.payDueAt.getTime() > now)).toBe(true);
    expect(bought.filter((o) => o.orderStatus === 6).every((o) => o.closedAt!.getTime() < now - UNPAID_BLOCK_DAYS * 86_400_000)).toBe(true);
    const fromSeller = bought.filter((o) => o.sellerMemberId === seller!.id);
    expect(fromSeller.length).toBeGreaterThanOrEqual(6);
    for (const order of fromSeller) {
      const [item] = await db().select().from(commodities).where(eq(commodities.id, order.commodityId));
      expect(item!.sellerMemberId).toBe(seller!.id);
      expect(item!.status).toBe(-2);
    }
    // One parcel still to move (the carrier job subscribes it at start), one delivered and waiting for the buyer.
    const parcels = await db().select().from(shipments).where(sql`${shipments.orderId} in (${sql.join(fromSeller.map((o) => sql`${o.id}`), sql`, `)})`);
    expect(parcels.some((p) => p.subscribedAt === null && p.state === 0 && p.finishedAt === null)).toBe(true);
    expect(parcels.some((p) => p.deliveredAt !== null && p.finishedAt === null)).toBe(true);
    const storeBought = await db().select().from(storeOrders).where(eq(storeOrders.buyerMemberId, buyer!.id));
    expect(new Set(storeBought.map((o) => o.orderStatus))).toEqual(new Set([2, 3, 4]));
    await expectLedgerBalanced(db());

    const given = await db().select().from(feedback);
    expect(given.length).toBeGreaterThan(10);
    for (const member of await db().select().from(members)) {
      const about = (type: number, status: number) => given.filter((f) => f.toMemberId === member.id && f.appraisalType === type && f.appraisalStatus === status).length;
      expect([member.buyFavorableCount, member.buyNegativeCount, member.sellFavorableCount, member.sellNegativeCount]).toEqual([about(1, 1), about(1, 2), about(2, 1), about(2, 2)]);
    }
    expect(seller!.sellFavorableCount).toBeGreaterThan(0);
  });

  it('gives store items one to three conditions priced from the listing price', async () => {
    const rows = await db().select().from(commodityConditions);
    const byItem = Map.groupBy(rows, (c) => c.commodityId);
    const storeItems = await db().select().from(commodities).where(eq(commodities.orderType, 1));
    for (const item of storeItems) {
      const conditions = byItem.get(item.id) ?? [];
      expect(conditions.length).toBeGreaterThanOrEqual(1);
      expect(conditions.length).toBeLessThanOrEqual(3);
      expect(item.priceCents).toBe(Math.min(...conditions.map((c) => c.priceCents)));
      expect(conditions.some((c) => c.stock > 0)).toBe(item.status === 1);
    }
  });

  it('builds a three-level category tree with English and Traditional Chinese names', async () => {
    const rows = await db().select().from(categories);
    expect(new Set(rows.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
    expect(rows.every((c) => c.enName && /[\u4e00-\u9fff]/.test(c.chName))).toBe(true);
    expect(rows.find((c) => c.enName === 'Baseball')?.chName).toBe('棒球');
    expect(rows.find((c) => c.enName === 'Yu-Gi-Oh!')?.chName).toBe('遊戲王');
  });

  it('gives every auction bid rows, price, leader, counts and status that replay through the bidding engine', async () => {
    const auctions = await db().select().from(commodities).where(eq(commodities.byWay, 2));
    const allBids = Map.groupBy(await db().select().from(bids).orderBy(asc(bids.id)), (b) => b.commodityId);
    for (const auction of auctions) {
      const rows = allBids.get(auction.id) ?? [];
      // Replay the bidders' own bids; the engine must produce exactly the stored rows, proxy answers included.
      let state = openAuction(auction.startPriceCents, auction.startsAt.getTime() + 30 * 86_400_000, auction.extendedBiddingSeconds);
      const replayed: { memberId: number; maxCents: number; priceCents: number; isAuto: boolean }[] = [];
      for (const bid of rows.filter((b) => !b.isAuto)) {
        const result = placeBid(state, { memberId: bid.memberId, maxCents: bid.maxCents, atMs: bid.createdAt.getTime() });
        expect(result.ok, `bid ${bid.id} on ${auction.id}`).toBe(true);
        if (!result.ok) break;
        state = result.state;
        replayed.push(...result.records.map((r) => ({ memberId: r.memberId, maxCents: r.maxCents, priceCents: r.amountCents, isAuto: r.isAuto })));
      }
      expect(rows.map(({ memberId, maxCents, priceCents, isAuto }) => ({ memberId, maxCents, priceCents, isAuto }))).toEqual(replayed);
      expect({
        price: auction.priceCents,
        leader: auction.leaderMemberId,
        leaderMax: auction.leaderMaxCents,
        count: auction.auctionCount,
        bidders: auction.auctionsUserCount,
      }).toEqual({
        price: state.priceCents,
        leader: state.leaderId,
        leaderMax: state.leaderMaxCents,
        count: rows.length,
        bidders: new Set(rows.map((b) => b.memberId)).size,
      });
      if (auction.status === -2) expect(rows.length).toBeGreaterThan(0);
      if (auction.status === -1 || auction.status === 2) expect(rows).toHaveLength(0);
    }
  });

  it('tops up enough CHP to cover every bid deposit still held', async () => {
    const result = await db().execute(sql`
      select member_id, sum(case kind when 'credit' then amount_cents when 'release' then amount_cents else -amount_cents end)::int as balance
      from ${chpLedger} group by member_id`);
    const balances = (result as unknown as { rows: { balance: number }[] }).rows;
    expect(balances.length).toBeGreaterThan(0);
    expect(balances.every((b) => b.balance >= 0)).toBe(true);
  });

  it('lets every demo account sign in with the documented password', async () => {
    for (const account of Object.values(demoAccounts)) {
      const [member] = await db().select().from(members).where(eq(members.email, account.email));
      expect(member, account.email).toBeDefined();
      expect(await verifyPassword(member!.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(member).toMatchObject({ memberSource: account.memberSource, telPhone: account.telPhone, verifyStatus: account.verifyStatus, isSeller: account.isSeller });
    }
  });

  it('gives the demo buyer and the demo bidder a default address and at least 500 spendable CHP, the buyer live bids, and the demo seller a store', async () => {
    const [buyer] = await db().select().from(members).where(eq(members.email, demoAccounts.buyer.email));
    const [address] = await db().select().from(addresses).where(eq(addresses.memberId, buyer!.id));
    expect(address).toMatchObject({ isDefault: true, country: 'US', stateCode: 'NY' });
    const ledger = await db().select().from(chpLedger).where(eq(chpLedger.memberId, buyer!.id));
    const sign = { credit: 1, release: 1, hold: -1, debit: -1 } as Record<string, number>;
    const spendable = ledger.reduce((sum, row) => sum + sign[row.kind]! * row.amountCents, 0);
    expect(spendable).toBeGreaterThanOrEqual(50_000);
    expect(ledger.some((row) => row.kind === 'hold')).toBe(true);
    // The second demo bidder is set up the same way, so the two can bid against each other at once.
    const [bidder] = await db().select().from(members).where(eq(members.email, demoAccounts.bidder.email));
    expect(bidder).toMatchObject({ nickname: 'CardShowAce', areaCode: '1', telPhone: '2025550187', verifyStatus: 2, stateCode: 'DC' });
    const [bidderAddress] = await db().select().from(addresses).where(eq(addresses.memberId, bidder!.id));
    expect(bidderAddress).toMatchObject({ isDefault: true, country: 'US', stateCode: 'DC' });
    const bidderLedger = await db().select().from(chpLedger).where(eq(chpLedger.memberId, bidder!.id));
    expect(bidderLedger.reduce((sum, row) => sum + sign[row.kind]! * row.amountCents, 0)).toBeGreaterThanOrEqual(50_000);
    const [seller] = await db().select().from(members).where(eq(members.email, demoAccounts.seller.email));
    const [store] = await db().select().from(stores).where(eq(stores.sellerMemberId, seller!.id));
    expect(store?.storeName).toBe('Golden Era Breaks');
  });

  it('seeds only once: a second call returns false and adds nothing', async () => {
    const before = [await count('members'), await count('commodities'), await count('bids')];
    expect(await seedDemoDataIfEmpty(db(), quiet, { now: t.clock.now() })).toBe(false);
    expect([await count('members'), await count('commodities'), await count('bids')]).toEqual(before);
  });

  it('loads only the reference data (categories, states, rates) when the demo is off, once', async () => {
    await t.reset();
    expect(await seedDatabase(db(), quiet, { demo: false, now: t.clock.now() })).toEqual({ reference: true, demo: false });
    expect(await count('members')).toBe(0);
    expect(await count('commodities')).toBe(0);
    expect(await count('categories')).toBeGreaterThan(50);
    expect(await count('us_states')).toBe(51);
    expect(await count('exchange_rates')).toBeGreaterThan(0);
    expect(await seedDatabase(db(), quiet, { demo: false, now: t.clock.now() })).toEqual({ reference: false, demo: false });
    // The demo can still be added later on top of the reference data.
    expect(await seedDatabase(db(), quiet, { demo: true, now: t.clock.now() })).toEqual({ reference: false, demo: true });
    expect(await count('commodities')).toBeGreaterThan(1900);
  });

  it('produces the same listings, prices and bids on every run', async () => {
    const first = await digest();
    await t.reset();
    expect(await seedDemoDataIfEmpty(db(), quiet, { now: t.clock.now() })).toBe(true);
    expect(await digest()).toBe(first);
    // New rows after the seed get ids past the seeded ones.
    const [next] = await db().execute(sql`select nextval(pg_get_serial_sequence('commodities', 'id'))::int as id`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    expect(next!.id).toBe((await count('commodities')) + 1);
  });
});

async function digest(): Promise<string> {
  const listings = await db()
    .select({ id: commodities.id, title: commodities.title, price: commodities.priceCents, status: commodities.status, endsAt: commodities.endsAt })
    .from(commodities)
    .orderBy(asc(commodities.id));
  const bidRows = await db()
    .select({ commodityId: bids.commodityId, memberId: bids.memberId, maxCents: bids.maxCents })
    .from(bids)
    .orderBy(asc(bids.id));
  return createHash('sha256').update(JSON.stringify([listings, bidRows])).digest('hex');
}
