/**
 * After the bid benchmark: the bids table replayed through the proxy engine must give exactly the
 * recorded rows and the item's row (price, leader, maximum, counts), and the CHP ledger must add up
 * (one deposit hold per bidder, nothing spent, no balance below zero).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { bids, chpLedger, commodities } from '../server/db/schema';
import { openAuction, placeBid, type AuctionState } from '../src/domain/bidding/proxy-bidding';
import { CREDIT_CENTS, DEPOSIT_CHP } from './bids-bench-setup';

export async function checkInvariants(db: Db, itemId: number, bidderIds: number[]): Promise<string[]> {
  const problems = await replayProblems(db, itemId);
  problems.push(...(await ledgerProblems(db, bidderIds)));
  return problems;
}

/** The item's bids replayed through the engine against the recorded rows and the item's row (none: they agree). */
export async function replayProblems(db: Db, itemId: number): Promise<string[]> {
  const problems: string[] = [];
  const [item] = await db.select().from(commodities).where(eq(commodities.id, itemId));
  const rows = await db.select().from(bids).where(eq(bids.commodityId, itemId)).orderBy(asc(bids.id));
  let state: AuctionState = openAuction(item!.startPriceCents, item!.endsAt!.getTime(), item!.extendedBiddingSeconds);
  for (let i = 0; i < rows.length && problems.length < 5; ) {
    const row = rows[i]!;
    if (row.isAuto) {
      problems.push(`bid ${row.id}: an automatic answer without a bid before it`);
      break;
    }
    const result = placeBid(state, { memberId: row.memberId, maxCents: row.maxCents, atMs: row.createdAt.getTime() });
    if (!result.ok) {
      problems.push(`bid ${row.id}: the engine refuses it (${result.code}, minimum ${result.minimumCents})`);
      break;
    }
    const recorded = rows.slice(i, i + result.records.length);
    const expected = result.records.map((r) => `${r.memberId}/${r.maxCents}/${r.amountCents}/${r.isAuto}`).join(' ');
    const actual = recorded.map((r) => `${r.memberId}/${r.maxCents}/${r.priceCents}/${r.isAuto}`).join(' ');
    if (expected !== actual) problems.push(`bid ${row.id}: rows ${actual}, engine ${expected}`);
    state = result.state;
    i += result.records.length;
  }
  const distinctBidders = new Set(rows.map((row) => row.memberId)).size;
  const onRow = {
    price: item!.priceCents, leader: item!.leaderMemberId, max: item!.leaderMaxCents, count: item!.auctionCount, bidders: item!.auctionsUserCount,
  };
  const replayed = { price: state.priceCents, leader: state.leaderId, max: state.leaderMaxCents, count: state.bidCount, bidders: distinctBidders };
  if (JSON.stringify(onRow) !== JSON.stringify(replayed)) {
    problems.push(`item row ${JSON.stringify(onRow)} but the replay gives ${JSON.stringify(replayed)}`);
  }
  return problems;
}

/** One deposit hold per bidder, nothing spent, no balance below zero. */
async function ledgerProblems(db: Db, bidderIds: number[]): Promise<string[]> {
  const problems: string[] = [];

  const ledger = await db.select().from(chpLedger).where(inArray(chpLedger.memberId, bidderIds));
  for (const memberId of bidderIds) {
    const mine = ledger.filter((row) => row.memberId === memberId);
    const sum = (kind: string) => mine.filter((row) => row.kind === kind).reduce((total, row) => total + row.amountCents, 0);
    const holds = mine.filter((row) => row.kind === 'hold');
    const balance = sum('credit') - sum('debit') - sum('hold') + sum('release');
    if (sum('credit') !== CREDIT_CENTS || holds.length !== 1 || holds[0]!.amountCents !== DEPOSIT_CHP * 100 || balance < 0 || sum('debit') !== 0) {
      problems.push(`member ${memberId}: ledger credit ${sum('credit')}, holds ${holds.length}, debit ${sum('debit')}, balance ${balance}`);
    }
  }
  return problems;
}
