/**
 * A settlement backlog for the sweeper's load test and bench:settlement: `count` auctions ending at
 * the same instant, written in a few bulk inserts (no API, no demo data; the reference data must be
 * in). Every other one has two bidders with their deposits held, the second leading, so settling it
 * writes an order, a deposit release and three events; the rest end without bids. A reader member
 * with a session stands for a signed-in visitor.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { bids, categories, chpLedger, commodities, members, orders, sessions } from '../db/schema';
import { hashSecretToken, newSecretToken } from '../services/accounts/secret-token';
import { SESSION_TTL_MS } from '../services/accounts/create-session';
import { depositReference } from '../services/bidding/deposit-hold';

const START_CENTS = 1_000;
const DEPOSIT_CENTS = 500;
const ROWS_PER_INSERT = 500;

export interface DueAuctions {
  itemIds: number[];
  /** The auctions with bids, each won by `winnerId`. */
  soldIds: number[];
  winnerId: number;
  /** `holo_session=…` of a signed-in member with no part in the auctions. */
  readerCookie: string;
}

export async function insertDueAuctions(db: Db, count: number, endsAt: Date): Promise<DueAuctions> {
  const [third] = await db.select().from(categories).where(eq(categories.level, 3)).orderBy(categories.id).limit(1);
  if (!third?.parentId) throw new Error('load the reference data first');
  const [second] = await db.select().from(categories).where(eq(categories.id, third.parentId));
  const [seller, loser, winner, reader] = await db
    .insert(members)
    .values(['DueSeller', 'DueBidderA', 'DueBidderB', 'DueReader'].map((nickname, i) => memberRow(nickname, i)))
    .returning({ id: members.id });
  const startsAt = new Date(endsAt.getTime() - 86_400_000);
  const itemIds: number[] = [];
  for (let from = 0; from < count; from += ROWS_PER_INSERT) {
    const rows = await db
      .insert(commodities)
      .values(
        Array.from({ length: Math.min(ROWS_PER_INSERT, count - from) }, (_, i) => ({
          code: `DUE${String(from + i).padStart(6, '0')}`, title: `Due auction ${from + i}`, titImg: '',
          firstCategoryId: second!.parentId!, secondCategoryId: second!.id, thirdCategoryId: third.id,
          byWay: 2, status: 1, priceCents: START_CENTS, startPriceCents: START_CENTS, depositNum: DEPOSIT_CENTS / 100,
          startsAt, endsAt, sellerMemberId: seller!.id, memberSource: 'US',
        })),
      )
      .returning({ id: commodities.id });
    itemIds.push(...rows.map((row) => row.id));
  }
  const soldIds = itemIds.filter((_, i) => i % 2 === 0);
  for (let from = 0; from < soldIds.length; from += ROWS_PER_INSERT) {
    const batch = soldIds.slice(from, from + ROWS_PER_INSERT);
    await db.insert(bids).values(
      batch.flatMap((commodityId) => [
        { commodityId, memberId: loser!.id, maxCents: START_CENTS, priceCents: START_CENTS, createdAt: startsAt },
        { commodityId, memberId: winner!.id, maxCents: 5 * START_CENTS, priceCents: START_CENTS + 100, createdAt: startsAt },
      ]),
    );
    await db.insert(chpLedger).values(
      batch.flatMap((commodityId) =>
        [loser!.id, winner!.id].map((memberId) => ({
          memberId, kind: 'hold', amountCents: DEPOSIT_CENTS, description: 'Bid deposit', reference: depositReference(commodityId), createdAt: startsAt,
        })),
      ),
    );
    await db
      .update(commodities)
      .set({ priceCents: START_CENTS + 100, leaderMemberId: winner!.id, leaderMaxCents: 5 * START_CENTS, auctionCount: 2, auctionsUserCount: 2 })
      .where(inArray(commodities.id, batch));
  }
  const token = newSecretToken();
  await db.insert(sessions).values({ tokenHash: hashSecretToken(token), memberId: reader!.id, createdAt: startsAt, expiresAt: new Date(endsAt.getTime() + SESSION_TTL_MS) });
  return { itemIds, soldIds, winnerId: winner!.id, readerCookie: `holo_session=${token}` };
}

/**
 * What settling the backlog left, counted per auction: problems found (empty when each auction was
 * settled exactly once: sold ones -2 with one order and one loser's release, the rest -1, and one
 * won, lost and sold or one ended event each). With `untouched`, an auction may also be left as it
 * was (live, nothing written), and those are counted there.
 */
export async function checkDueAuctionsSettled(db: Db, due: DueAuctions, untouched?: { count: number }): Promise<string[]> {
  const sold = new Set(due.soldIds);
  const [statusRows, orderRows, releaseRows, eventRows] = await Promise.all([
    db.select({ id: commodities.id, status: commodities.status }).from(commodities).where(inArray(commodities.id, due.itemIds)),
    db.select({ id: orders.commodityId, n: sql<number>`count(*)::int` }).from(orders).where(inArray(orders.commodityId, due.itemIds)).groupBy(orders.commodityId),
    queryRows<{ reference: string; n: number }>(db, sql`select reference, count(*)::int as n from chp_ledger where kind = 'release' group by reference`),
    queryRows<{ id: number; kinds: string }>(
      db,
      sql`select (payload ->> 'commodityId')::int as id, string_agg(kind, ',' order by kind) as kinds from outbox where kind like 'auction.%' group by 1`,
    ),
  ]);
  const orderCount = new Map(orderRows.map((row) => [row.id, row.n]));
  const releaseCount = new Map(releaseRows.map((row) => [row.reference, row.n]));
  const kinds = new Map(eventRows.map((row) => [row.id, row.kinds]));
  const problems: string[] = [];
  for (const { id, status } of statusRows) {
    const isSold = sold.has(id);
    const expected = {
      status: isSold ? -2 : -1,
      orders: isSold ? 1 : 0,
      releases: isSold ? 1 : 0,
      events: isSold ? 'auction.lost,auction.sold,auction.won' : 'auction.ended',
    };
    const found = { status, orders: orderCount.get(id) ?? 0, releases: releaseCount.get(depositReference(id)) ?? 0, events: kinds.get(id) ?? '' };
    if (untouched && JSON.stringify(found) === JSON.stringify({ status: 1, orders: 0, releases: 0, events: '' })) untouched.count += 1;
    else if (JSON.stringify(found) !== JSON.stringify(expected)) problems.push(`auction ${id}: ${JSON.stringify(found)}, expected ${JSON.stringify(expected)}`);
  }
  if (statusRows.length !== due.itemIds.length) problems.push(`${due.itemIds.length - statusRows.length} auctions missing`);
  return problems;
}

function memberRow(nickname: string, i: number) {
  return {
    nickname, email: `${nickname.toLowerCase()}@due.holo.test`, areaCode: '1', phoneCountry: 'US', telPhone: `7${String(i).padStart(9, '0')}`,
    passwordHash: 'not-used', memberSource: 'US', verifyStatus: 2, state: 'California', stateCode: 'CA',
  };
}
