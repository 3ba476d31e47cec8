import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { chpHistoryQuery, consumptionTypeOf } from './chp-history.schema';

describe('consumptionTypeOf', () => {
  it('counts credits and releases as increases, debits and holds as deductions', () => {
    expect(consumptionTypeOf('credit')).toBe(2);
    expect(consumptionTypeOf('release')).toBe(2);
    expect(consumptionTypeOf('debit')).toBe(1);
    expect(consumptionTypeOf('hold')).toBe(1);
  });
});

describe('chpHistoryQuery', () => {
  it('defaults to the first page of 60', () => {
    expect(z.parse(chpHistoryQuery, {})).toEqual({ pageIndex: 1, pageSize: 60 });
  });

  it('refuses another page size, a bad date and an unknown type', () => {
    expect(z.safeParse(chpHistoryQuery, { pageSize: '10' }).success).toBe(false);
    expect(z.safeParse(chpHistoryQuery, { begindate: '2026/01/01' }).success).toBe(false);
    expect(z.safeParse(chpHistoryQuery, { ConsumptionType: '3' }).success).toBe(false);
    expect(z.parse(chpHistoryQuery, { ConsumptionType: '2', begindate: '2026-01-01' })).toMatchObject({ ConsumptionType: 2 });
  });
});
