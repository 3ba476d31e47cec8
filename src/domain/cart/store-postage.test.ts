import { describe, expect, it } from 'vitest';
import { storePostage } from './store-postage';

describe('storePostage', () => {
  it('is free from USD 49.00 of items within the store country, else 4.99', () => {
    expect(storePostage(4_900, true)).toEqual({ postageType: 2, postageCents: 0 });
    expect(storePostage(4_899, true)).toEqual({ postageType: 3, postageCents: 499 });
  });
  it('is a fixed 14.99 abroad, whatever the amount', () => {
    expect(storePostage(100_000, false)).toEqual({ postageType: 3, postageCents: 1_499 });
  });
});
