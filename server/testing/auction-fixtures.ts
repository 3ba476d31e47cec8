/**
 * Auction fixtures for API tests that must not depend on the bid API. listAuction goes through the
 * seller API; placeBidDirectly bypasses the bid API: it applies the proxy-bidding engine itself and
 * writes what a bid writes (bid rows, the item's leader columns, the CHP deposit hold, the outbid
 * event), under the item's row lock.
 */
import { expect } from 'vitest';
import { and, countDistinct, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bids, chpLedger, commodities, members, outbox } from '../db/schema';
import { placeBid, type AuctionState, type BidOutcome } from '../../src/domain/bidding/proxy-bidding';
import { depositReference } from '../services/bidding/deposit-hold';
import { enqueueEvent, OutboxKind, type AuctionEventPayload } from '../services/outbox/enqueue-event';
import type { SignedIn } from './demo-members';

export interface AuctionListing {
  /** Starting price, cents. */
  Price: number;
  Postage?: number;
  /** A later start lists it as coming soon (status 2). */
  startsAt?: Date;
  /** The end, set on the row after listing (the seller API counts whole days). */
  endsAt: Date;
}

/** Lists an auction as `seller` in a seeded category; returns its id. */
export async function listAuction(db: Db, seller: SignedIn, listing: AuctionListing): Promise<number> {
  const [template] = await db
    .select({ first: commodities.firstCategoryId, second: commodities.secondCategoryId, third: commodities.thirdCategoryId })
    .from(commodities)
    .limit(1);
  if (!template) throw new Error('seed the demo data first');
  const response = await seller.client.post('/api/seller/listings', {
    Title: `Test auction ${listing.Price}`,
    FirstCategoryId: template.first,
    SecondCategoryId: template.second,
    ThirdCategoryId: template.third,
    ByWay: 2,
    Price: listing.Price,
    Postage: listing.Postage ?? 0,
    DurationDays: 1,
    ...(listing.startsAt ? { StartsAt: listing.startsAt.toISOString() } : {}),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const id = response.body.ID as number;
  await db.update(commodities).set({ endsAt: listing.endsAt }).where(eq(commodities.id, id));
  return id;
}

/** Seeded bidder accounts (…@bidders.holo.test), in id order. */
export async function seededBidderIds(db: Db, count: number): Promise<number[]> {
  const rows = await db.select({ id: members.id }).from(members).where(like(members.email, '%@bidders.holo.test')).orderBy(members.id).limit(count);
  return rows.map((r) => r.id);
}

export async function creditChp(db: Db, memberId: number, cents: number, at: Date): Promise<void> {
  await db.insert(chpLedger).values({ memberId, kind: 'credit', amountCents: cents, description: 'CHP top-up (test)', createdAt: at });
}

/** A bid as the bid API would record it, without the API (no gate checks): returns the engine's outcome. */
export async function placeBidDirectly(db: Db, bid: { commodityId: number; memberId: number; maxCents: number; at: Date }): Promise<BidOutcome> {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(commodities).where(eq(commodities.id, bid.commodityId)).for('update');
    if (!item?.endsAt) throw new Error(`no auction ${bid.commodityId}`);
    const state: AuctionState = {
      startCents: item.startPriceCents,
      priceCents: item.priceCents,
      leaderId: item.leaderMemberId,
      leaderMaxCents: item.leaderMaxCents,
      bidCount: item.auctionCount,
      endsAtMs: item.endsAt.getTime(),
      extendSeconds: item.extendedBiddingSeconds,
    };
    const result = placeBid(state, { memberId: bid.memberId, maxCents: bid.maxCents, atMs: bid.at.getTime() });
    if (!result.ok) throw new Error(`bid refused: ${result.code}`);

    await tx
      .insert(chpLedger)
      .values({
        memberId: bid.memberId,
        kind: 'hold',
        amountCents: item.depositNum * 100,
        description: `Bid deposit held for item ${item.code}`,
        reference: depositReference(item.id),
        createdAt: bid.at,
      })
      .onConflictDoNothing();
    await tx.insert(bids).values(
      result.records.map((r) => ({ commodityId: item.id, memberId: r.memberId, maxCents: r.maxCents, priceCents: r.amountCents, isAuto: r.isAuto, createdAt: bid.at })),
    );
    const [bidders] = await tx.select({ n: countDistinct(bids.memberId) }).from(bids).where(eq(bids.commodityId, item.id));
    const next = result.state;
    await tx
      .update(commodities)
      .set({
        priceCents: next.priceCents,
        leaderMemberId: next.leaderId,
        leaderMaxCents: next.leaderMaxCents,
        auctionCount: next.bidCount,
        auctionsUserCount: bidders?.n ?? 0,
        endsAt: new Date(next.endsAtMs),
        updatedAt: bid.at,
      })
      .where(eq(commodities.id, item.id));
    const previous = result.previousLeaderId;
    if (previous !== null && previous !== next.leaderId) {
      await enqueueEvent(tx, OutboxKind.AuctionOutbid, { commodityId: item.id, memberId: previous }, bid.at);
    }
    return result.outcome;
  });
}

/** Ledger rows of one kind on an item, by member. */
export async function ledgerRowsOn(db: Db, commodityId: number, kind: 'hold' | 'release') {
  return db
    .select({ memberId: chpLedger.memberId, amountCents: chpLedger.amountCents })
    .from(chpLedger)
    .where(and(eq(chpLedger.reference, depositReference(commodityId)), eq(chpLedger.kind, kind)))
    .orderBy(chpLedger.memberId, sql`${chpLedger.id}`);
}

/** Moves every seeded live auction's end a year on, so that only a test's own auctions come due. */
export async function parkSeededAuctions(db: Db): Promise<void> {
  await db.execute(sql`update commodities set ends_at = ends_at + interval '365 days' where by_way = 2 and status in (1, 2)`);
}

export interface AuctionEvent {
  kind: string;
  memberId: number;
  orderId?: number;
}

/** The auction.* outbox rows about one item, in the order written. */
export async function auctionEventsOf(db: Db, commodityId: number): Promise<AuctionEvent[]> {
  const rows = await db
    .select({ kind: outbox.kind, payload: outbox.payload })
    .from(outbox)
    .where(and(like(outbox.kind, 'auction.%'), sql`(${outbox.payload} ->> 'commodityId')::int = ${commodityId}`))
    .orderBy(outbox.id);
  return rows.map((r) => {
    const payload = r.payload as AuctionEventPayload;
    return { kind: r.kind, memberId: payload.memberId, ...(payload.orderId === undefined ? {} : { orderId: payload.orderId }) };
  });
}
