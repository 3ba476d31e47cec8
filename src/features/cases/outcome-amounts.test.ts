import { describe, expect, it } from 'vitest';
import { outcomeAmounts, outcomeStage } from './outcome-amounts';

const plan = { RefundMoney: 4_000, RefundPostage: 500, ServiceAndTaxRefund: 500, RebackMoney: 5_000, RebackCurrency: 'USD', RebackMinor: 5_000 };

describe('outcomeAmounts', () => {
  it('lists item, postage, service fee and tax, and the total back in USD', () => {
    expect(outcomeAmounts(plan)).toEqual({
      lines: [
        { key: 'item', cents: 4_000 },
        { key: 'postage', cents: 500 },
        { key: 'serviceAndTax', cents: 500 },
      ],
      totalCents: 5_000,
      paid: null,
    });
  });
  it('adds the total in the currency paid when it is not USD', () => {
    expect(outcomeAmounts({ ...plan, RebackCurrency: 'mop', RebackMinor: 40_350 }).paid).toEqual({ currency: 'MOP', minor: 40_350 });
  });
  it('a partial refund: only what is given back', () => {
    const partial = outcomeAmounts({ RefundMoney: 1_000, RefundPostage: 0, ServiceAndTaxRefund: 125, RebackMoney: 1_125, RebackCurrency: 'USD', RebackMinor: 1_125 });
    expect(partial.lines.map((line) => line.cents)).toEqual([1_000, 0, 125]);
    expect(partial.totalCents).toBe(1_125);
  });
});

describe('outcomeStage', () => {
  it('by PlanSRResultStatus', () => {
    expect([6, 7, 8, 9, 5].map(outcomeStage)).toEqual(['waiting_refund', 'awaiting_address', 'return_item', 'refunded', 'unknown']);
  });
});
