import { describe, expect, it } from 'vitest';
import { canFinish, isFinished, movesOnFinish } from './order-finish';

describe('which orders finish', () => {
  it('finishes only a shipped order', () => {
    expect([1, 2, 3, 4, 5, 6].filter(canFinish)).toEqual([3]);
  });

  it('counts a marketplace order finished at 5 and a store order at 4', () => {
    expect([1, 2, 3, 4, 5, 6].filter((s) => isFinished('order', s))).toEqual([5]);
    expect([1, 2, 3, 4, 5, 6].filter((s) => isFinished('store_order', s))).toEqual([4]);
  });
});

describe('movesOnFinish', () => {
  it('gives a marketplace order item and postage to the seller, the premium to fees, the tax to tax, and pays the discount from promotions', () => {
    // 100.00 + 5.00 postage + 5.25 premium + 8.82 tax - 0.50 discount = 118.57
    const moves = movesOnFinish({ itemCents: 10_000, postageCents: 500, serviceFeeCents: 525, taxCents: 882, discountCents: 50, totalCents: 11_857 });
    expect(moves).toEqual([
      { account: 'escrow', amountCents: -11_857 },
      { account: 'proceeds', amountCents: 10_500 },
      { account: 'fees', amountCents: 525 },
      { account: 'tax', amountCents: 882 },
      { account: 'promotions', amountCents: -50 },
    ]);
    expect(moves.reduce((sum, m) => sum + m.amountCents, 0)).toBe(0);
  });

  it('leaves out accounts with nothing to move (a store order without fee, tax or coupon)', () => {
    expect(movesOnFinish({ itemCents: 2_000, postageCents: 0, serviceFeeCents: 0, taxCents: 0, discountCents: 0, totalCents: 2_000 })).toEqual([
      { account: 'escrow', amountCents: -2_000 },
      { account: 'proceeds', amountCents: 2_000 },
    ]);
  });

  it('refuses an order whose parts do not make its total', () => {
    expect(() => movesOnFinish({ itemCents: 2_000, postageCents: 0, serviceFeeCents: 0, taxCents: 0, discountCents: 0, totalCents: 2_001 })).toThrow(
      /2000 cents, not its total 2001/,
    );
  });
});
