import { describe, expect, it } from 'vitest';
import { feeForWeight } from './weight-fee';

const bands = [
  { minGrams: 1, maxGrams: 500, feeCents: 1800 },
  { minGrams: 501, maxGrams: 1000, feeCents: 2600 },
  { minGrams: 1001, maxGrams: 2000, feeCents: 3900 },
];

describe('feeForWeight', () => {
  it('takes the band whose range holds the weight, bounds included', () => {
    expect(feeForWeight(bands, 1)).toBe(1800);
    expect(feeForWeight(bands, 500)).toBe(1800);
    expect(feeForWeight(bands, 501)).toBe(2600);
    expect(feeForWeight(bands, 2000)).toBe(3900);
  });

  it('has no fee past every band, for no weight, or for a fraction of a gram', () => {
    expect(feeForWeight(bands, 2001)).toBeNull();
    expect(feeForWeight(bands, 0)).toBeNull();
    expect(feeForWeight(bands, -5)).toBeNull();
    expect(feeForWeight(bands, 12.5)).toBeNull();
    expect(feeForWeight([], 100)).toBeNull();
  });
});
