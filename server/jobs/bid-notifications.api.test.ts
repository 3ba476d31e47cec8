import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import { notifications, outbox } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { seedDemo, signInDemo, type SignedIn } from '../testing/demo-members';
import { listAuction, parkSeededAuctions, placeBidDirectly, seededBidderIds } from '../testing/auction-fixtures';
import { SendType } from '../../src/domain/member/notification-types';
import { MAX_EVENT_ATTEMPTS } from './consume-outbox-event';
import { runOnce as settleAuctions } from './settle-auctions';
import { runOnce } from './bid-notifications';

let t: TestApp;
let seller: SignedIn;
let buyerId: number;
let bidderId: number;
const db = () => t.database.db;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t);
  await parkSeededAuctions(db());
  seller = await signInDemo(t, 'seller');
  buyerId = (await signInDemo(t, 'buyer')).memberId;
  [bidderId] = (await seededBidderIds(db(), 1)) as [number];
});
afterAll(() => t?.close());

const noticesAbout = (commodityId: number) =>
  db()
    .select({ memberId: notifications.memberId, sendType: notifications.sendType, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(eq(notifications.relationId, commodityId))
    .orderBy(notifications.id);

const bid = (commodityId: number, memberId: number, maxCents: number) => placeBidDirectly(db(), { commodityId, memberId, maxCents, at: t.clock.now() });

describe('bid notifications', () => {
  it('tells the outbid bidders, then the winner, the loser and the seller, once each however often events are delivered', async () => {
    const id = await listAuction(db(), seller, { Price: 5000, endsAt: new Date(t.clock.now().getTime() + 10 * MINUTE) });
    const title = `Test auction 5000`;
    await bid(id, bidderId, 6000);
    await bid(id, buyerId, 8000); // the bidder is outbid
    await bid(id, bidderId, 9000); // the buyer is outbid: 80 + 5 = 85.00

    expect(await runOnce(t.app.ctx)).toEqual({ events: 2, notifications: 2 });
    const outbid = await noticesAbout(id);
    expect(outbid.map((n) => [n.memberId, n.sendType, n.title])).toEqual([
      [bidderId, SendType.Bid, `You have been outbid on ${title}`],
      [buyerId, SendType.Bid, `You have been outbid on ${title}`],
    ]);
    expect(outbid[0]!.body).toContain(`<a href="/carddetails/${id}">${title}</a>`);
    expect(outbid[0]!.body).toContain('USD 85.00');

    t.clock.advance(10 * MINUTE);
    expect(await settleAuctions(t.app.ctx)).toMatchObject({ sold: 1 });
    expect(await runOnce(t.app.ctx)).toEqual({ events: 3, notifications: 3 });
    const settled = (await noticesAbout(id)).slice(2);
    expect(settled.map((n) => [n.memberId, n.sendType, n.title])).toEqual([
      [bidderId, SendType.Bid, `You won ${title}`],
      [buyerId, SendType.Bid, `Auction ended: ${title}`],
      [seller.memberId, SendType.Bid, `Your item sold: ${title}`],
    ]);
    expect(settled[0]!.body).toContain('for USD 85.00');
    expect(settled[0]!.body).toContain('href="/myholo/purchase?type=1"');
    expect(settled[1]!.body).toContain('deposit for this item has been released');
    expect(settled[2]!.body).toContain('sold for USD 85.00');

    // Run again, then redeliver every event (processed_at cleared) to two consumers at once.
    expect(await runOnce(t.app.ctx)).toEqual({ events: 0, notifications: 0 });
    await db().update(outbox).set({ processedAt: null }).where(like(outbox.kind, 'auction.%'));
    const again = await Promise.all([runOnce(t.app.ctx), runOnce(t.app.ctx)]);
    expect(again.reduce((sum, r) => sum + r.events, 0)).toBe(5);
    expect(again.reduce((sum, r) => sum + r.notifications, 0)).toBe(0);
    expect(await noticesAbout(id)).toHaveLength(5);
  });

  it('tells the seller when an auction ends without bids', async () => {
    const id = await listAuction(db(), seller, { Price: 1200, endsAt: new Date(t.clock.now().getTime() + MINUTE) });
    t.clock.advance(MINUTE);
    await settleAuctions(t.app.ctx);
    await runOnce(t.app.ctx);
    expect((await noticesAbout(id)).map((n) => [n.memberId, n.title])).toEqual([
      [seller.memberId, 'Your auction ended without bids: Test auction 1200'],
    ]);
  });

  it('retries a failing event with its attempts and last error, and goes on with the others meanwhile', async () => {
    const id = await listAuction(db(), seller, { Price: 3000, endsAt: new Date(t.clock.now().getTime() + 60 * MINUTE) });
    await db().insert(outbox).values([
      // A member that does not exist: the notification's foreign key refuses it.
      { kind: 'auction.outbid', payload: { commodityId: id, memberId: 987_654 }, availableAt: t.clock.now() },
      { kind: 'auction.outbid', payload: { commodityId: id, memberId: buyerId }, availableAt: t.clock.now() },
    ]);
    expect(await runOnce(t.app.ctx)).toEqual({ events: 2, notifications: 1 });
    const [failed] = await db().select().from(outbox).where(and(like(outbox.kind, 'auction.%'), isNull(outbox.processedAt)));
    expect(failed).toMatchObject({ attempts: 1, processedAt: null, availableAt: new Date(t.clock.now().getTime() + MINUTE) });
    expect(failed!.lastError).toContain('notifications');

    expect(await runOnce(t.app.ctx)).toEqual({ events: 0, notifications: 0 });
    for (let attempt = 2; attempt <= MAX_EVENT_ATTEMPTS; attempt++) {
      t.clock.advance(MINUTE);
      expect(await runOnce(t.app.ctx)).toEqual({ events: 1, notifications: 0 });
    }
    t.clock.advance(MINUTE);
    expect(await runOnce(t.app.ctx)).toEqual({ events: 0, notifications: 0 });
    const [given] = await db().select().from(outbox).where(inArray(outbox.id, [failed!.id]));
    expect(given!.attempts).toBe(MAX_EVENT_ATTEMPTS);
    expect((await noticesAbout(id)).map((n) => n.memberId)).toEqual([buyerId]);
  });
});
