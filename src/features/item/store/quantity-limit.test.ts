import { describe, expect, it } from 'vitest';
import { maxQuantity, quantityProblem } from './quantity-limit';

const plenty = { Stock: 10, IsLimit: false, LimitNum: 0 };
const limited = { Stock: 10, IsLimit: true, LimitNum: 3 };

describe('maxQuantity', () => {
  it('is the stock without a purchase limit', () => {
    expect(maxQuantity(plenty)).toBe(10);
  });
  it('is the limit minus what was already bought when that is lower', () => {
    expect(maxQuantity(limited)).toBe(3);
    expect(maxQuantity(limited, 2)).toBe(1);
    expect(maxQuantity(limited, 5)).toBe(0);
    expect(maxQuantity({ ...limited, Stock: 2 })).toBe(2);
  });
  it('is 0 when sold out', () => {
    expect(maxQuantity({ ...plenty, Stock: 0 })).toBe(0);
  });
});

describe('quantityProblem', () => {
  it('accepts 1 up to the maximum', () => {
    expect(quantityProblem(1, plenty)).toBeNull();
    expect(quantityProblem(10, plenty)).toBeNull();
  });
  it('rejects less than 1', () => {
    expect(quantityProblem(0, plenty)).toBe('below-one');
    expect(quantityProblem(Number.NaN, plenty)).toBe('below-one');
  });
  it('tells insufficient inventory from the purchase limit', () => {
    expect(quantityProblem(11, plenty)).toBe('insufficient');
    expect(quantityProblem(4, limited)).toBe('over-limit');
    expect(quantityProblem(11, limited)).toBe('insufficient');
  });
});
