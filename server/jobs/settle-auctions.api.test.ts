import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { commodities, orders } from '../db/schema';
import { startSecondNode, startTestApp, type TestApp } from '../testing/test-app';
import { seedDemo, signInDemo, type SignedIn } from '../testing/demo-members';
import {
  auctionEventsOf,
  ledgerRowsOn,
  listAuction,
  parkSeededAuctions,
  placeBidDirectly,
  seededBidderIds,
} from '../testing/auction-fixtures';
import { getChpBalance } from '../services/chp/get-chp-balance';
import { releaseWinnerDeposit } from '../services/bidding/release-winner-deposit';
import { buyerPremiumCents } from '../../src/domain/fees/buyer-premium';
import { runOnce } from './settle-auctions';

let t: TestApp;
let seller: SignedIn;
let buyerId: number;
let macaoId: number;
let bidderId: number;
const db = () => t.database.db;
const MINUTE = 60_000;
const DAY = 86_400_000;
const inMinutes = (n: number) => new Date(t.clock.now().getTime() + n * MINUTE);

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t);
  await parkSeededAuctions(db());
  seller = await signInDemo(t, 'seller');
  buyerId = (await signInDemo(t, 'buyer')).memberId;
  macaoId = (await signInDemo(t, 'macao')).memberId;
  [bidderId] = (await seededBidderIds(db(), 1)) as [number];
});
afterAll(() => t?.close());

const itemRow = async (id: number) => (await db().select().from(commodities).where(eq(commodities.id, id)))[0]!;
const ordersOf = (ids: number[]) => db().select().from(orders).where(inArray(orders.commodityId, ids)).orderBy(orders.commodityId);
const balances = async (ids: number[]) => Promise.all(ids.map((id) => getChpBalance(db(), id)));

/** An auction ending in `minutes` with bids from [memberId, maxCents] pairs, in order. */
async function auctionWithBids(minutes: number, bidsInOrder: [number, number][], price = 5000, postage = 500) {
  const id = await listAuction(db(), seller, { Price: price, Postage: postage, endsAt: inMinutes(minutes) });
  for (const [memberId, maxCents] of bidsInOrder) await placeBidDirectly(db(), { commodityId: id, memberId, maxCents, at: t.clock.now() });
  return id;
}

describe('auction settlement', () => {
  it('sells to the leader: status -2, one unpaid order with the premium due in 2 days, losers’ deposits back', async () => {
    const members = [bidderId, buyerId, macaoId];
    const before = await balances(members);
    // Deposit 5 CHP each. The buyer's 80.00 beats the Macao bidder's 70.00: price 70 + 5 = 75.00.
    const id = await auctionWithBids(10, [[bidderId, 6000], [buyerId, 8000], [macaoId, 7000]]);
    expect(await balances(members)).toEqual(before.map((b) => b - 500));

    expect(await runOnce(t.app.ctx)).toMatchObject({ sold: 0, unsold: 0, failed: 0 });
    t.clock.advance(10 * MINUTE);
    expect(await runOnce(t.app.ctx)).toMatchObject({ sold: 1, unsold: 0, failed: 0 });

    expect(await itemRow(id)).toMatchObject({ status: -2, priceCents: 7500, leaderMemberId: buyerId });
    const [order, ...others] = await ordersOf([id]);
    expect(others).toEqual([]);
    const premium = buyerPremiumCents(7500, 500);
    expect(premium).toBe(400);
    expect(order).toMatchObject({
      buyerMemberId: buyerId,
      sellerMemberId: seller.memberId,
      source: 'auction',
      businessType: 0,
      orderStatus: 1,
      itemCents: 7500,
      postageCents: 500,
      serviceFeeCents: premium,
      taxCents: 0,
      totalCents: 7500 + 500 + premium,
      payDueAt: new Date(t.clock.now().getTime() + 2 * DAY),
      paidAt: null,
    });
    expect(order!.code).toBe(`HO${String(order!.id).padStart(8, '0')}`);

    expect(await ledgerRowsOn(db(), id, 'release')).toEqual(
      [bidderId, macaoId].sort((a, b) => a - b).map((memberId) => ({ memberId, amountCents: 500 })),
    );
    // balance = credits − debits − holds + releases: the losers are back where they started; the
    // winner's deposit stays held until the order is paid.
    expect(await balances(members)).toEqual([before[0], before[1]! - 500, before[2]]);

    expect(await auctionEventsOf(db(), id)).toEqual([
      { kind: 'auction.outbid', memberId: bidderId },
      { kind: 'auction.won', memberId: buyerId, orderId: order!.id },
      ...[bidderId, macaoId].sort((a, b) => a - b).map((memberId) => ({ kind: 'auction.lost', memberId })),
      { kind: 'auction.sold', memberId: seller.memberId, orderId: order!.id },
    ]);
  });

  it('ends an auction without bids as -1, with no order, no deposit movement and an auction.ended notice to the seller', async () => {
    const id = await auctionWithBids(5, []);
    t.clock.advance(5 * MINUTE);
    expect(await runOnce(t.app.ctx)).toMatchObject({ sold: 0, unsold: 1, failed: 0 });
    expect((await itemRow(id)).status).toBe(-1);
    expect(await ordersOf([id])).toEqual([]);
    expect(await ledgerRowsOn(db(), id, 'release')).toEqual([]);
    expect(await auctionEventsOf(db(), id)).toEqual([{ kind: 'auction.ended', memberId: seller.memberId }]);
  });

  it('settles each due auction exactly once with two sweepers at once and after a restart, and leaves auctions not yet due alone', async () => {
    const sold = [
      await auctionWithBids(3, [[buyerId, 6000], [macaoId, 9000]]),
      await auctionWithBids(3, [[macaoId, 5500], [bidderId, 7000]]),
      await auctionWithBids(4, [[bidderId, 6000], [buyerId, 6000]]),
    ];
    const unsold = await auctionWithBids(4, []);
    const later = await auctionWithBids(60, [[buyerId, 6000], [bidderId, 6500]]);
    t.clock.advance(5 * MINUTE);

    const other = await startSecondNode(t);
    try {
      const runs = await Promise.all([runOnce(t.app.ctx), runOnce(other.app.ctx), runOnce(t.app.ctx)]);
      const total = (key: 'sold' | 'unsold' | 'failed') => runs.reduce((sum, r) => sum + r[key], 0);
      expect({ sold: total('sold'), unsold: total('unsold'), failed: total('failed') }).toEqual({
        sold: 3,
        unsold: 1,
        failed: 0,
      });
    } finally {
      await other.close();
    }
    // A restarted node finds nothing left to do.
    const restarted = await startSecondNode(t);
    try {
      expect(await runOnce(restarted.app.ctx)).toMatchObject({ sold: 0, unsold: 0, failed: 0 });
    } finally {
      await restarted.close();
    }

    const placed = await ordersOf(sold);
    expect(placed.map((o) => [o.commodityId, o.buyerMemberId])).toEqual([
      [sold[0], macaoId],
      [sold[1], bidderId],
      // Equal maximums: the earlier bid leads.
      [sold[2], bidderId],
    ]);
    // The Macao winner buys across regions from a US seller.
    expect(placed[0]!.businessType).toBe(2);
    for (const [index, loserId] of [buyerId, macaoId, buyerId].entries()) {
      const item = sold[index]!;
      expect(await ledgerRowsOn(db(), item, 'release')).toEqual([{ memberId: loserId, amountCents: 500 }]);
      const settledEvents = (await auctionEventsOf(db(), item)).filter((e) => e.kind !== 'auction.outbid');
      expect(settledEvents.map((e) => [e.kind, e.memberId])).toEqual([
        ['auction.won', placed[index]!.buyerMemberId],
        ['auction.lost', loserId],
        ['auction.sold', seller.memberId],
      ]);
    }
    expect(await auctionEventsOf(db(), unsold)).toEqual([{ kind: 'auction.ended', memberId: seller.memberId }]);

    expect(await itemRow(later)).toMatchObject({ status: 1, leaderMemberId: bidderId });
    expect(await ordersOf([later])).toEqual([]);
    expect(await ledgerRowsOn(db(), later, 'release')).toEqual([]);
    t.clock.advance(55 * MINUTE);
    expect(await runOnce(t.app.ctx)).toMatchObject({ sold: 1, unsold: 0, failed: 0 });
    expect((await itemRow(later)).status).toBe(-2);
  });

  it('puts a coming-soon listing on sale once its start has come', async () => {
    const id = await listAuction(db(), seller, { Price: 5000, startsAt: inMinutes(5), endsAt: inMinutes(60) });
    await runOnce(t.app.ctx);
    expect((await itemRow(id)).status).toBe(2);
    t.clock.advance(5 * MINUTE);
    expect((await runOnce(t.app.ctx)).opened).toBeGreaterThanOrEqual(1);
    expect((await itemRow(id)).status).toBe(1);
  });

  it('settles an auction listed as coming soon that started without the sweeper opening it', async () => {
    const id = await listAuction(db(), seller, { Price: 5000, startsAt: inMinutes(1), endsAt: inMinutes(10) });
    expect((await itemRow(id)).status).toBe(2);
    t.clock.advance(2 * MINUTE);
    await placeBidDirectly(db(), { commodityId: id, memberId: buyerId, maxCents: 5000, at: t.clock.now() });
    t.clock.advance(8 * MINUTE);
    expect(await runOnce(t.app.ctx)).toMatchObject({ sold: 1, unsold: 0, failed: 0 });
    expect((await itemRow(id)).status).toBe(-2);
    expect((await ordersOf([id])).map((o) => [o.buyerMemberId, o.itemCents])).toEqual([[buyerId, 5000]]);
  });

  it('stops a pass at its cap and carries on in the next one', async () => {
    const ids = [await auctionWithBids(1, []), await auctionWithBids(1, []), await auctionWithBids(1, [])];
    t.clock.advance(MINUTE);
    expect(await runOnce(t.app.ctx, undefined, 2)).toMatchObject({ sold: 0, unsold: 2, failed: 0 });
    expect(await runOnce(t.app.ctx, undefined, 2)).toMatchObject({ sold: 0, unsold: 1, failed: 0 });
    for (const id of ids) expect((await itemRow(id)).status).toBe(-1);
  });

  it('rolls back an auction whose order cannot be written, settles the others, and settles it on a later pass', async () => {
    const blocked = await auctionWithBids(2, [[buyerId, 6000]]);
    const fine = await auctionWithBids(2, [[macaoId, 6000]]);
    // A stray auction order for the item: the one-order-per-auction index refuses a second.
    const [stray] = await db()
      .insert(orders)
      .values({
        code: 'STRAY1', buyerMemberId: macaoId, sellerMemberId: seller.memberId, commodityId: blocked, source: 'auction',
        itemCents: 1, totalCents: 1, payDueAt: t.clock.now(),
      })
      .returning({ id: orders.id });
    t.clock.advance(2 * MINUTE);
    const errors: object[] = [];
    expect(await runOnce(t.app.ctx, { error: (obj) => errors.push(obj) })).toMatchObject({ sold: 1, unsold: 0, failed: 1 });
    expect(errors).toEqual([expect.objectContaining({ commodityId: blocked })]);
    expect((await itemRow(blocked)).status).toBe(1);
    expect(await auctionEventsOf(db(), blocked)).toEqual([]);
    expect((await itemRow(fine)).status).toBe(-2);

    await db().delete(orders).where(eq(orders.id, stray!.id));
    expect(await runOnce(t.app.ctx)).toMatchObject({ sold: 1, unsold: 0, failed: 0 });
    expect((await ordersOf([blocked])).map((o) => o.buyerMemberId)).toEqual([buyerId]);
  });
});

describe('releasing the winner’s deposit when the order is paid', () => {
  it('writes the winner’s release once, and nothing for an order that is not an auction’s', async () => {
    const id = await auctionWithBids(1, [[macaoId, 6000], [bidderId, 7000]]);
    const before = await getChpBalance(db(), bidderId);
    t.clock.advance(MINUTE);
    await runOnce(t.app.ctx);
    const [order] = await ordersOf([id]);

    const release = () => db().transaction((tx) => releaseWinnerDeposit(tx, order!.id, t.clock.now()));
    expect(await release()).toBe(500);
    expect(await release()).toBe(0);
    expect(await Promise.all([release(), release()])).toEqual([0, 0]);
    expect(await getChpBalance(db(), bidderId)).toBe(before + 500);
    expect(await ledgerRowsOn(db(), id, 'release')).toEqual(
      [macaoId, bidderId].sort((a, b) => a - b).map((memberId) => ({ memberId, amountCents: 500 })),
    );

    const [buyNow] = await db()
      .insert(orders)
      .values({
        code: 'BUYNOW1', buyerMemberId: macaoId, sellerMemberId: seller.memberId, commodityId: id, source: 'buynow',
        itemCents: 100, totalCents: 150, payDueAt: t.clock.now(),
      })
      .returning({ id: orders.id });
    expect(await db().transaction((tx) => releaseWinnerDeposit(tx, buyNow!.id, t.clock.now()))).toBe(0);
    expect(await db().transaction((tx) => releaseWinnerDeposit(tx, 987_654, t.clock.now()))).toBe(0);
  });
});
