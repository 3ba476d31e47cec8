/**
 * Bids for the seeded auctions: a few bidders per auction raise each other's maximum towards a
 * target near the item's value. Each bid goes through the bidding engine (src/domain/bidding/
 * proxy-bidding.ts), so the bid rows (the proxy's answers included), the price, the leader, the
 * counts and a soft-close end are exactly what live bidding would have left.
 */
import type { Random } from './random';
import type { bids } from '../schema';
import type { PlannedListing } from './listings';
import { statusOf } from './listing-plan';
import { minimumNextBidCents, openAuction, placeBid } from '../../../src/domain/bidding/proxy-bidding';

export type BidRow = typeof bids.$inferInsert;

/** One member's part in one auction, for the deposit holds in the CHP ledger. */
export interface Participation {
  commodityId: number;
  memberId: number;
  depositCents: number;
  firstBidAt: Date;
  /** When the hold was released (auction ended and the member did not win); null while held. */
  releasedAt: Date | null;
}

export interface BidSeed {
  bids: BidRow[];
  participations: Participation[];
}

export function seedAuctionBids(
  random: Random,
  listings: PlannedListing[],
  people: { now: number; bidderIds: number[]; demoBuyerId: number },
): BidSeed {
  const seed: BidSeed = { bids: [], participations: [] };
  for (const { kind, item, row } of listings) {
    if (kind !== 'auction-live' && kind !== 'auction-ending' && kind !== 'auction-sold') continue;
    const ended = kind === 'auction-sold';
    if (!ended && random.chance(kind === 'auction-ending' ? 0.05 : 0.15)) continue;
    const from = row.startsAt.getTime();
    const endsAt = row.endsAt!.getTime();
    const to = ended ? endsAt - 1000 : Math.min(people.now, endsAt) - 60_000;
    const elapsed = (to - from) / (endsAt - from);
    const target = item.valueCents * (ended ? random.float(0.75, 1.3) : random.float(0.5, 1.1) * (0.5 + 0.5 * elapsed));
    const bidders = random.sample(people.bidderIds, random.int(2, 6));
    // The demo buyer takes part in a handful of live auctions, so "my bids" has something to show.
    if (!ended && random.chance(0.012)) bidders.unshift(people.demoBuyerId);

    const times = Array.from({ length: random.int(1, 16) }, () => random.float(from, to)).sort((a, b) => a - b);
    const rows: BidRow[] = [];
    let state = openAuction(row.startPriceCents, endsAt, row.extendedBiddingSeconds ?? null);
    for (const time of times) {
      const minimum = minimumNextBidCents(state);
      if (rows.length > 0 && minimum > target) break;
      const memberId = random.pick(bidders.filter((m) => m !== state.leaderId));
      const maxCents = roundUp(minimum + Math.max(0, target - minimum) * random.next() * 0.5);
      const atMs = Math.round(time);
      const result = placeBid(state, { memberId, maxCents, atMs });
      if (!result.ok) throw new Error(`seed bid refused: ${result.code}`);
      state = result.state;
      for (const record of result.records) {
        rows.push({ commodityId: row.id, memberId: record.memberId, maxCents: record.maxCents, priceCents: record.amountCents, isAuto: record.isAuto, createdAt: new Date(atMs) });
      }
    }
    seed.bids.push(...rows);

    row.priceCents = state.priceCents;
    row.auctionCount = state.bidCount;
    row.leaderMemberId = state.leaderId;
    row.leaderMaxCents = state.leaderMaxCents;
    row.auctionsUserCount = new Set(rows.map((bid) => bid.memberId)).size;
    row.endsAt = new Date(state.endsAtMs);
    row.status = statusOf(kind, rows.length > 0);
    if (rows.length) row.updatedAt = rows[rows.length - 1]!.createdAt!;
    addParticipations(seed, row.id, row.depositNum! * 100, rows, ended ? row.endsAt : null, state.leaderId);
  }
  return seed;
}

function addParticipations(seed: BidSeed, commodityId: number, depositCents: number, rows: BidRow[], endedAt: Date | null, winner: number | null) {
  const firsts = new Map<number, Date>();
  for (const bid of rows) {
    if (!firsts.has(bid.memberId)) firsts.set(bid.memberId, bid.createdAt!);
  }
  for (const [memberId, firstBidAt] of firsts) {
    const releasedAt = endedAt && memberId !== winner ? endedAt : null;
    seed.participations.push({ commodityId, memberId, depositCents, firstBidAt, releasedAt });
  }
}

/** Bidders type round numbers: whole dollars from 10 up, half dollars below. */
function roundUp(cents: number): number {
  const step = cents >= 1000 ? 100 : 50;
  return Math.ceil(cents / step) * step;
}
