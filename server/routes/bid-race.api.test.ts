/**
 * The bidding race: 50 members bid on one item at the same moment over HTTP. The row lock must
 * apply the bids one at a time, so the item ends exactly where a replay of the recorded bids (in
 * commit order, the bids table's id order) through the engine ends, with no accepted bid lost;
 * on PostgreSQL also with half of them sent through a second node (its own bid desk and queue).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { bids, commodities } from '../db/schema';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { startTestApp, TestClient, type TestApp } from '../testing/test-app';
import { createTrader, ledgerOf, listItem, seedReference } from '../testing/trade-helpers';
import type { SignedIn } from '../testing/demo-members';
import { getChpBalance } from '../services/chp/get-chp-balance';
import { minimumNextBidCents, openAuction, placeBid, type BidOutcome } from '../../src/domain/bidding/proxy-bidding';

const BIDDERS = 50;
let t: TestApp;
let seller: SignedIn;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
  seller = await createTrader(t, { isSeller: true });
});
afterAll(() => t?.close());

/** Deterministic amounts around the opening price, whole dollars with many ties. */
function amounts(seed: number, count: number, fromCents: number, spanDollars: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return fromCents + (state % spanDollars) * 100;
  });
}

interface Sent {
  bidder: SignedIn;
  price: number;
  status: number;
  body: { Outcome?: BidOutcome; USD_Price?: number; AuctionCount?: number; AuctionsUserCount?: number; error?: { code: string } };
}

/**
 * Fifty bidders in four waves; `via` picks the client each sends through (one node, or two). Checks
 * the recorded bids, the item and every ledger against a replay through the engine.
 */
async function race(via: (bidder: SignedIn, index: number) => TestClient) {
  const id = await listItem(t, seller, { Price: 1_000, DepositNum: 3 });
  const bidders = await Promise.all(Array.from({ length: BIDDERS }, () => createTrader(t, { chpCents: 2_000 })));
  const deposits = await Promise.all(bidders.map((b) => b.client.post(`/api/items/${id}/deposit`)));
  expect(deposits.every((r) => r.status === 200)).toBe(true);

  const sent: Sent[] = [];
  const wave = async (prices: number[]) => {
    const replies = await Promise.all(bidders.map((bidder, i) => via(bidder, i).post(`/api/items/${id}/bids`, { Price: prices[i] })));
    replies.forEach((reply, i) => sent.push({ bidder: bidders[i]!, price: prices[i]!, status: reply.status, body: reply.body }));
  };
  // Four waves, each spread above the item's minimum when it starts: the later waves bring raises
  // by the leader, re-bids by the outbid, ties and bids made too low by the ones before them.
  for (const seed of [7, 11, 13, 17]) {
    const { body } = await t.client().get(`/api/items/${id}`);
    await wave(amounts(seed, BIDDERS, body.MinNextBid, 200));
  }

  for (const s of sent) {
    if (s.status !== 200) expect([s.status, s.body.error?.code]).toEqual([409, 'BID_TOO_LOW']);
  }
  const accepted = sent.filter((s) => s.status === 200);
  expect(accepted.length).toBeGreaterThanOrEqual(4);

  const rows = await db().select().from(bids).where(eq(bids.commodityId, id)).orderBy(asc(bids.id));
  const manual = rows.filter((r) => !r.isAuto);
  // Every accepted bid is recorded exactly once, and nothing else is.
  const key = (memberId: number, cents: number) => `${memberId}:${cents}`;
  expect(manual.map((r) => key(r.memberId, r.maxCents)).sort()).toEqual(accepted.map((s) => key(s.bidder.memberId, s.price)).sort());

  const [item] = await db().select().from(commodities).where(eq(commodities.id, id));
  let state = openAuction(item!.startPriceCents, item!.endsAt!.getTime(), null);
  const replayed: { memberId: number; maxCents: number; priceCents: number; isAuto: boolean }[] = [];
  const outcomes = new Map<string, { outcome: BidOutcome; priceCents: number; count: number; bidders: number }>();
  const biddersSoFar = new Set<number>();
  for (const row of manual) {
    const result = placeBid(state, { memberId: row.memberId, maxCents: row.maxCents, atMs: row.createdAt.getTime() });
    expect(result.ok, `replay of bid ${row.id}`).toBe(true);
    if (!result.ok) return;
    state = result.state;
    biddersSoFar.add(row.memberId);
    outcomes.set(key(row.memberId, row.maxCents), { outcome: result.outcome, priceCents: state.priceCents, count: state.bidCount, bidders: biddersSoFar.size });
    replayed.push(...result.records.map((r) => ({ memberId: r.memberId, maxCents: r.maxCents, priceCents: r.amountCents, isAuto: r.isAuto })));
  }
  expect(rows.map(({ memberId, maxCents, priceCents, isAuto }) => ({ memberId, maxCents, priceCents, isAuto }))).toEqual(replayed);
  expect({
    price: item!.priceCents,
    leader: item!.leaderMemberId,
    leaderMax: item!.leaderMaxCents,
    count: item!.auctionCount,
    bidders: item!.auctionsUserCount,
  }).toEqual({
    price: state.priceCents,
    leader: state.leaderId,
    leaderMax: state.leaderMaxCents,
    count: rows.length,
    bidders: new Set(rows.map((r) => r.memberId)).size,
  });
  const page = await t.client().get(`/api/items/${id}`);
  expect(page.body).toMatchObject({ USD_Price: state.priceCents, MinNextBid: minimumNextBidCents(state), AuctionCount: rows.length });
  // Each bidder was told what the bid did at its place in the commit order.
  for (const s of accepted) {
    const told = { outcome: s.body.Outcome, priceCents: s.body.USD_Price, count: s.body.AuctionCount, bidders: s.body.AuctionsUserCount };
    expect(told).toEqual(outcomes.get(key(s.bidder.memberId, s.price)));
  }

  for (const bidder of bidders) {
    const ledger = await ledgerOf(t, bidder.memberId);
    expect(ledger).toMatchObject({ credit: 2_000, hold: 300, debit: 0, release: 0 });
    expect(ledger.balance).toBe(await getChpBalance(db(), bidder.memberId));
    expect(ledger.balance).toBeGreaterThanOrEqual(0);
  }
}

describe('fifty members bidding on one item at once', () => {
  it('ends where a replay of the recorded bids ends, loses no accepted bid, and keeps every ledger whole', async () => {
    await race((bidder) => bidder.client);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'ends the same way when half of them bid through a second node, whose bid desk sees the first node\'s bids only through the database (PostgreSQL only)',
    async () => {
      const database = await openDatabase({ databaseUrl: t.app.ctx.env.DATABASE_URL, dataDir: 'memory://' });
      const second = await buildApp({ env: t.app.ctx.env, database, clock: t.clock, logger: false });
      try {
        await second.listen({ port: 0, host: '127.0.0.1' });
        const address = second.server.address();
        if (!address || typeof address === 'string') throw new Error('no port');
        const onSecond = new Map<number, TestClient>();
        await race((bidder, index) => {
          if (index % 2 === 0) return bidder.client;
          let client = onSecond.get(bidder.memberId);
          if (!client) {
            client = new TestClient(`http://127.0.0.1:${address.port}`);
            client.setCookie('holo_session', bidder.client.cookie('holo_session')!);
            onSecond.set(bidder.memberId, client);
          }
          return client;
        });
      } finally {
        await second.close();
        await database.close();
      }
    },
  );
});
