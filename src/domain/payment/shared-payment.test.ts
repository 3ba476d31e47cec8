import { describe, expect, it } from 'vitest';
import { refundOfShare, shareOfCharge } from './shared-payment';

describe('a shared payment', () => {
  it('cuts the charge into parts that add up to it exactly, rounding included', () => {
    // 3 orders of 1 cent each charged 5 minor units: each rounds to 2 alone (6 > 5); the parts do not.
    const payment = { amountCents: 3, chargedMinor: 5 };
    const lines = [3, 1, 2].map((storeOrderId) => ({ storeOrderId, amountCents: 1 }));
    const parts = [1, 2, 3].map((id) => shareOfCharge(payment, lines, id));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(5);
    expect(parts).toEqual([2, 1, 2]);
    expect(shareOfCharge(payment, lines, 99)).toBe(0);
  });

  it('is the USD amount itself when the payment is in USD', () => {
    const payment = { amountCents: 10_000, chargedMinor: 10_000 };
    const lines = [
      { storeOrderId: 7, amountCents: 4_001 },
      { storeOrderId: 9, amountCents: 5_999 },
    ];
    expect(shareOfCharge(payment, lines, 7)).toBe(4_001);
    expect(shareOfCharge(payment, lines, 9)).toBe(5_999);
  });

  it('refunds at the rate, never more than the order part', () => {
    const payment = { amountCents: 3, chargedMinor: 5 };
    const line = { storeOrderId: 2, amountCents: 1 };
    expect(refundOfShare(1, payment, line, 1)).toBe(1);
    const mop = { amountCents: 10_000, chargedMinor: 80_700 };
    const order = { storeOrderId: 1, amountCents: 4_000 };
    const share = shareOfCharge(mop, [order, { storeOrderId: 2, amountCents: 6_000 }], 1);
    expect(refundOfShare(4_000, mop, order, share)).toBe(share);
    expect(refundOfShare(1_000, mop, order, share)).toBe(8_070);
  });
});
