/**
 * The bid increment by current price (DESIGN.md section 5, the spec's price-band table read as the
 * increment step) and the quick bids of the bid dialog (1, 2 and 4 increments above the price).
 */
const incrementBands: readonly (readonly [fromCents: number, incrementCents: number])[] = [
  [1_000_000, 25_000], [500_000, 20_000], [200_000, 10_000], [100_000, 5_000], [50_000, 2_500],
  [20_000, 1_500], [10_000, 1_000], [4_000, 500], [2_000, 200], [0, 100],
];

/** Under 20 → 1; 20–39.99 → 2; 40–99.99 → 5 … 10,000 and up → 250 (USD, here in cents). */
export function bidIncrementCents(priceCents: number): number {
  for (const [from, increment] of incrementBands) if (priceCents >= from) return increment;
  return 100;
}

export const QUICK_BID_STEPS = [1, 2, 4] as const;

/**
 * Quick-bid amounts: 1, 2 and 4 increments above the current price, never below the minimum next
 * bid, each at least one dollar above the one before (spec 2 section 5).
 */
export function quickBidsCents(priceCents: number, minimumCents: number): number[] {
  const step = bidIncrementCents(priceCents);
  const amounts: number[] = [];
  for (const times of QUICK_BID_STEPS) {
    const previous = amounts.at(-1);
    let amount = Math.max(priceCents + times * step, minimumCents);
    if (previous !== undefined && amount < previous + 100) amount = previous + 100;
    amounts.push(amount);
  }
  return amounts;
}
