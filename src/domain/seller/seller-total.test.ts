import { describe, expect, it } from 'vitest';
import { sellerTotalCents } from './seller-total';

describe('sellerTotalCents', () => {
  it('credits the item and the postage, not the buyer premium, tax or coupons', () => {
    expect(sellerTotalCents({ itemCents: 4_000, postageCents: 500 })).toBe(4_500);
    expect(sellerTotalCents({ itemCents: 2_500, postageCents: 0 })).toBe(2_500);
  });
});
