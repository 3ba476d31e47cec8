/**
 * Bids for the seeded auctions: a few bidders per auction raise each other's maximum towards a
 * target near the item's value. Each bid respects the minimum next bid, and the listing's price,
 * bid count and status are set from the bids with the rule of auction-price.ts.
 */
import type { Random } from './random';
import type { bids } from '../schema';
import type { PlannedListing } from './listings';
import { statusOf } from './listing-plan';
import { auctionState, minimumNextBidCents, type PlacedBid } from './auction-price';

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
    const placed: PlacedBid[] = [];
    let state = auctionState(row.startPriceCents, placed);
    for (const time of times) {
      const minimum = minimumNextBidCents(row.startPriceCents, state, placed.length);
      if (placed.length > 0 && minimum > target) break;
      const memberId = random.pick(bidders.filter((m) => m !== state.leaderId));
      const maxCents = roundUp(minimum + Math.max(0, target - minimum) * random.next() * 0.5);
      placed.push({ memberId, maxCents });
      state = auctionState(row.startPriceCents, placed);
      seed.bids.push({ commodityId: row.id, memberId, maxCents, priceCents: state.priceCents, isAuto: false, createdAt: new Date(Math.round(time)) });
    }

    row.priceCents = state.priceCents;
    row.auctionCount = placed.length;
    row.status = statusOf(kind, placed.length > 0);
    if (placed.length) row.updatedAt = seed.bids[seed.bids.length - 1]!.createdAt!;
    addParticipations(seed, row.id, row.depositNum! * 100, placed.length, ended ? new Date(endsAt) : null, state.leaderId);
  }
  return seed;
}

function addParticipations(seed: BidSeed, commodityId: number, depositCents: number, count: number, endedAt: Date | null, winner: number | null) {
  const firsts = new Map<number, Date>();
  for (const bid of seed.bids.slice(seed.bids.length - count)) {
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
