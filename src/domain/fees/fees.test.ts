import { describe, expect, it } from 'vitest';
import { buyerPremiumCents } from './buyer-premium';
import { stateTaxCents } from './state-tax';

describe('buyerPremiumCents', () => {
  it('is 5% of the hammer price plus shipping', () => {
    expect(buyerPremiumCents(10_000, 1_000)).toBe(550);
    expect(buyerPremiumCents(123_456, 0)).toBe(6_173);
  });

  it('is at least USD 0.50', () => {
    expect(buyerPremiumCents(0, 0)).toBe(50);
    expect(buyerPremiumCents(999, 0)).toBe(50);
    expect(buyerPremiumCents(1_000, 0)).toBe(50);
    expect(buyerPremiumCents(1_020, 0)).toBe(51);
  });

  it('rounds half a cent up', () => {
    expect(buyerPremiumCents(1_010, 0)).toBe(51);
  });
});

describe('stateTaxCents', () => {
  it('is the base times the percent, to the cent', () => {
    expect(stateTaxCents(10_000, 8.85)).toBe(885);
    expect(stateTaxCents(12_345, 8.875)).toBe(1_096);
  });

  it('is zero in a state without sales tax', () => {
    expect(stateTaxCents(50_000, 0)).toBe(0);
  });
});
