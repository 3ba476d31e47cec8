import { describe, expect, it } from 'vitest';
import { bidReviewTotals } from './bid-review';

describe('the review before a bid', () => {
  it('adds shipping and the 5% premium on amount plus shipping', () => {
    expect(bidReviewTotals({ amountCents: 3_000, postageCents: 500, currentPremiumCents: 125, taxPercent: null })).toEqual({
      amountCents: 3_000,
      postageCents: 500,
      premiumCents: 175,
      taxCents: null,
      totalCents: 3_675,
    });
  });

  it('keeps the premium minimum and never goes below the fee line at the current price', () => {
    expect(bidReviewTotals({ amountCents: 500, postageCents: 0, currentPremiumCents: 0, taxPercent: null }).premiumCents).toBe(50);
    expect(bidReviewTotals({ amountCents: 2_000, postageCents: 0, currentPremiumCents: 300, taxPercent: null }).premiumCents).toBe(300);
  });

  it('taxes item, shipping and premium at the state rate, rounded to the cent', () => {
    const totals = bidReviewTotals({ amountCents: 10_000, postageCents: 1_000, currentPremiumCents: 0, taxPercent: 7.25 });
    expect(totals.premiumCents).toBe(550);
    expect(totals.taxCents).toBe(837); // 7.25% of 115.50 = 8.37375
    expect(totals.totalCents).toBe(10_000 + 1_000 + 550 + 837);
  });
});
