import { describe, expect, it } from 'vitest';
import { movesOnFinishAfterRefund, movesOnRefund, movesOnRefundAfterFinish, refundAmounts, RefundTooLargeError, toPaidCurrency } from './refund-amounts';
import { movesOnFinish, type PaidOrderMoney } from '../orders/order-finish';

/** 100.00 card + 5.00 postage, 3.15 buyer premium, 9.57 tax: 117.72 paid. */
const order: PaidOrderMoney = { itemCents: 10_000, postageCents: 500, serviceFeeCents: 315, taxCents: 957, discountCents: 0, totalCents: 11_772 };
/** A store order of 40.00 with a 5.00 coupon. */
const store: PaidOrderMoney = { itemCents: 4_000, postageCents: 0, serviceFeeCents: 0, taxCents: 355, discountCents: 500, totalCents: 3_855 };

const sum = (moves: { amountCents: number }[]) => moves.reduce((total, move) => total + move.amountCents, 0);

describe('refundAmounts', () => {
  it('gives back everything paid on a full refund', () => {
    expect(refundAmounts(order, { full: true })).toEqual({
      full: true,
      refundItemCents: 10_000,
      refundPostageCents: 500,
      refundFeeCents: 315,
      refundTaxCents: 957,
      refundFeeTaxCents: 1_272,
      totalCents: 11_772,
    });
    // With a coupon, the total paid, not the parts before it.
    expect(refundAmounts(store, { full: true }).totalCents).toBe(3_855);
  });

  it('takes a partial amount from the item first, and the fee and tax in proportion, rounded to the cent', () => {
    // 50.00 of 105.00: fee 315 × 50/105 = 150, tax 957 × 50/105 = 455.71 → 456.
    expect(refundAmounts(order, { full: false, amountCents: 5_000 })).toEqual({
      full: false,
      refundItemCents: 5_000,
      refundPostageCents: 0,
      refundFeeCents: 150,
      refundTaxCents: 456,
      refundFeeTaxCents: 606,
      totalCents: 5_606,
    });
    // 102.00: the item and 2.00 of the postage.
    expect(refundAmounts(order, { full: false, amountCents: 10_200 })).toMatchObject({ refundItemCents: 10_000, refundPostageCents: 200 });
  });

  it('refuses a partial amount above the item and postage paid', () => {
    expect(() => refundAmounts(order, { full: false, amountCents: 10_501 })).toThrow(RefundTooLargeError);
    expect(refundAmounts(order, { full: false, amountCents: 10_500 }).totalCents).toBe(11_772);
    expect(() => refundAmounts(order, { full: false, amountCents: 0 })).toThrow(RangeError);
  });

  it('never gives back more than was paid when a coupon paid part of it', () => {
    // 40.00 + 3.55 tax would be 43.55; the buyer paid 38.55.
    expect(refundAmounts(store, { full: false, amountCents: 4_000 })).toMatchObject({ refundTaxCents: 355, totalCents: 3_855 });
    expect(refundAmounts(store, { full: false, amountCents: 1_000 })).toMatchObject({ refundTaxCents: 89, totalCents: 1_089 });
  });
});

describe('toPaidCurrency', () => {
  it("converts at the payment's own rate, rounded to the minor unit", () => {
    const mop = { amountCents: 11_772, chargedMinor: 94_647 };
    expect(toPaidCurrency(11_772, mop)).toBe(94_647);
    // 5606 × 94647 / 11772 = 45072.4…
    expect(toPaidCurrency(5_606, mop)).toBe(45_072);
    expect(toPaidCurrency(1, { amountCents: 200, chargedMinor: 200 })).toBe(1);
  });
});

describe('the book on a refund', () => {
  it('takes the refund out of escrow', () => {
    expect(movesOnRefund({ totalCents: 5_606 })).toEqual([{ account: 'escrow', amountCents: -5_606 }]);
  });

  it('splits what escrow still holds by the parts left after a partial refund, adding up to 0', () => {
    const refund = refundAmounts(order, { full: false, amountCents: 5_000 });
    const moves = movesOnFinishAfterRefund(order, refund);
    expect(moves).toEqual([
      { account: 'escrow', amountCents: -(11_772 - 5_606) },
      { account: 'proceeds', amountCents: 5_500 },
      { account: 'fees', amountCents: 165 },
      { account: 'tax', amountCents: 501 },
    ]);
    expect(sum(moves)).toBe(0);
    expect(sum(movesOnRefund(refund)) + sum(moves.filter((m) => m.account === 'escrow'))).toBe(-order.totalCents);
  });

  it('lets promotions pay the coupon, less what the cap kept back', () => {
    const small = movesOnFinishAfterRefund(store, refundAmounts(store, { full: false, amountCents: 1_000 }));
    expect(small).toContainEqual({ account: 'promotions', amountCents: -500 });
    expect(sum(small)).toBe(0);
    // Capped: everything paid went back; the seller keeps nothing, Holo's coupon covers nothing.
    const capped = movesOnFinishAfterRefund(store, refundAmounts(store, { full: false, amountCents: 4_000 }));
    expect(capped).toEqual([]);
    // 39.00 back of 40.00: 1.00 proceeds, 0.09 tax; the 38.55 cap leaves 0, so promotions pay −1.09.
    const almost = movesOnFinishAfterRefund(store, refundAmounts(store, { full: false, amountCents: 3_900 }));
    expect(sum(almost)).toBe(0);
    expect(almost.find((m) => m.account === 'promotions')!.amountCents).toBeGreaterThanOrEqual(-500);
  });

  it('leaves movesOnFinish as it was, and refuses to finish a fully refunded order', () => {
    expect(sum(movesOnFinish(order))).toBe(0);
    expect(() => movesOnFinishAfterRefund(order, refundAmounts(order, { full: true }))).toThrow();
  });
});

describe('the book on a refund after the order finished', () => {
  /** What the payment, finishing and the refund booked, by account. */
  const net = (money: PaidOrderMoney, moves: { account: string; amountCents: number }[]) => {
    const all = [{ account: 'escrow', amountCents: money.totalCents }, ...movesOnFinish(money), ...moves];
    return Object.fromEntries(['escrow', 'proceeds', 'fees', 'tax', 'promotions'].map((a) => [a, sum(all.filter((m) => m.account === a))]));
  };

  it('takes a full refund back from proceeds, fees and tax, and promotions take back the coupon, adding up to −(total back)', () => {
    const full = refundAmounts(order, { full: true });
    const moves = movesOnRefundAfterFinish(order, full);
    expect(moves).toEqual([
      { account: 'proceeds', amountCents: -10_500 },
      { account: 'fees', amountCents: -315 },
      { account: 'tax', amountCents: -957 },
    ]);
    expect(sum(moves)).toBe(-11_772);
    const storeMoves = movesOnRefundAfterFinish(store, refundAmounts(store, { full: true }));
    expect(storeMoves).toEqual([
      { account: 'proceeds', amountCents: -4_000 },
      { account: 'tax', amountCents: -355 },
      { account: 'promotions', amountCents: 500 },
    ]);
    expect(sum(storeMoves)).toBe(-3_855);
    // Finished, then refunded in full: every account nets to 0.
    expect(net(store, storeMoves)).toEqual({ escrow: 0, proceeds: 0, fees: 0, tax: 0, promotions: 0 });
  });

  it('takes a partial refund back in its parts; the seller, Holo and the coupon keep the rest', () => {
    const partial = refundAmounts(order, { full: false, amountCents: 5_000 });
    const moves = movesOnRefundAfterFinish(order, partial);
    expect(moves).toEqual([
      { account: 'proceeds', amountCents: -5_000 },
      { account: 'fees', amountCents: -150 },
      { account: 'tax', amountCents: -456 },
    ]);
    expect(sum(moves)).toBe(-partial.totalCents);
    // The same split as a partial refund decided before the order finished.
    const before = movesOnFinishAfterRefund(order, partial);
    expect(net(order, moves)).toEqual({ escrow: 0, ...Object.fromEntries(['proceeds', 'fees', 'tax', 'promotions'].map((a) => [a, sum(before.filter((m) => m.account === a))])) });

    const small = movesOnRefundAfterFinish(store, refundAmounts(store, { full: false, amountCents: 1_000 }));
    expect(small).toEqual([
      { account: 'proceeds', amountCents: -1_000 },
      { account: 'tax', amountCents: -89 },
    ]);
    // Capped at what was paid: promotions take back what the cap kept, never more than the coupon.
    const capped = refundAmounts(store, { full: false, amountCents: 3_900 });
    const cappedMoves = movesOnRefundAfterFinish(store, capped);
    expect(sum(cappedMoves)).toBe(-capped.totalCents);
    expect(cappedMoves.find((m) => m.account === 'promotions')!.amountCents).toBeGreaterThan(0);
    expect(cappedMoves.find((m) => m.account === 'promotions')!.amountCents).toBeLessThanOrEqual(500);
  });
});
