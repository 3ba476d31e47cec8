/**
 * The proxy-bidding price rule of DESIGN.md section 5, in its simplest form, so that seeded
 * auctions carry prices consistent with their bids. The live bidding engine comes later.
 */
const incrementBands: [fromCents: number, incrementCents: number][] = [
  [1_000_000, 25_000], [500_000, 20_000], [200_000, 10_000], [100_000, 5_000], [50_000, 2_500],
  [20_000, 1_500], [10_000, 1_000], [4_000, 500], [2_000, 200], [0, 100],
];

/** The bid increment at a given price: under 20 → 1, 20–39.99 → 2 … 10,000 and up → 250 (USD). */
export function bidIncrementCents(priceCents: number): number {
  for (const [from, increment] of incrementBands) if (priceCents >= from) return increment;
  return 100;
}

export interface PlacedBid {
  memberId: number;
  maxCents: number;
}

export interface AuctionState {
  priceCents: number;
  leaderId: number | null;
}

/**
 * Price and leader after `bids` (in the order placed). Each member counts with their highest
 * maximum; on equal maximums the one placed first leads and the price is that maximum. One bidder:
 * the starting price. Otherwise the second-highest maximum plus one increment, capped at the highest.
 */
export function auctionState(startCents: number, bids: readonly PlacedBid[]): AuctionState {
  const best = new Map<number, { maxCents: number; order: number }>();
  bids.forEach((bid, order) => {
    const current = best.get(bid.memberId);
    if (!current || bid.maxCents > current.maxCents) best.set(bid.memberId, { maxCents: bid.maxCents, order });
  });
  const ranked = [...best].sort(([, a], [, b]) => b.maxCents - a.maxCents || a.order - b.order);
  const [top, second] = ranked;
  if (!top) return { priceCents: startCents, leaderId: null };
  if (!second) return { priceCents: startCents, leaderId: top[0] };
  const topMax = top[1].maxCents;
  const secondMax = second[1].maxCents;
  const priceCents = secondMax === topMax ? topMax : Math.min(secondMax + bidIncrementCents(secondMax), topMax);
  return { priceCents: Math.max(priceCents, startCents), leaderId: top[0] };
}

/** The lowest bid accepted next: the starting price with no bids, else price plus one increment. */
export function minimumNextBidCents(startCents: number, state: AuctionState, bidCount: number): number {
  return bidCount === 0 ? startCents : state.priceCents + bidIncrementCents(state.priceCents);
}
