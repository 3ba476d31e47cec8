import { describe, expect, it } from 'vitest';
import { auctionState, bidIncrementCents, minimumNextBidCents } from './auction-price';

describe('seed auction price rule', () => {
  it('uses the increment of the price band', () => {
    expect(bidIncrementCents(1_999)).toBe(100);
    expect(bidIncrementCents(2_000)).toBe(200);
    expect(bidIncrementCents(9_999)).toBe(500);
    expect(bidIncrementCents(49_999)).toBe(1_500);
    expect(bidIncrementCents(1_000_000)).toBe(25_000);
  });

  it('keeps the starting price with no bids or a single bidder', () => {
    expect(auctionState(1_000, [])).toEqual({ priceCents: 1_000, leaderId: null });
    expect(auctionState(1_000, [{ memberId: 7, maxCents: 5_000 }, { memberId: 7, maxCents: 9_000 }])).toEqual({ priceCents: 1_000, leaderId: 7 });
  });

  it('sets the price one increment above the second-highest maximum', () => {
    // 30.00 is in the 20–39.99 band (increment 2), 40.00 in the 40–99.99 band (increment 5).
    expect(auctionState(1_000, [{ memberId: 1, maxCents: 5_000 }, { memberId: 2, maxCents: 3_000 }])).toEqual({ priceCents: 3_200, leaderId: 1 });
    expect(auctionState(1_000, [{ memberId: 2, maxCents: 4_000 }, { memberId: 1, maxCents: 9_000 }])).toEqual({ priceCents: 4_500, leaderId: 1 });
  });

  it('caps the price at the highest maximum', () => {
    const state = auctionState(1_000, [{ memberId: 1, maxCents: 3_100 }, { memberId: 2, maxCents: 3_000 }]);
    expect(state).toEqual({ priceCents: 3_100, leaderId: 1 });
  });

  it('lets the earlier of two equal maximums lead at that maximum', () => {
    const state = auctionState(1_000, [{ memberId: 1, maxCents: 4_000 }, { memberId: 2, maxCents: 4_000 }]);
    expect(state).toEqual({ priceCents: 4_000, leaderId: 1 });
  });

  it('asks for the start price first, then price plus one increment', () => {
    expect(minimumNextBidCents(1_000, { priceCents: 1_000, leaderId: null }, 0)).toBe(1_000);
    expect(minimumNextBidCents(1_000, { priceCents: 4_500, leaderId: 1 }, 2)).toBe(5_000);
  });
});
