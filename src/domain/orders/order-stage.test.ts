import { describe, expect, it } from 'vitest';
import { orderStage } from './order-stage';

describe('orderStage', () => {
  it('reads 1 unpaid, 2 paid, 3 shipped, 4 and 5 finished, above 5 closed', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((status) => orderStage(status))).toEqual([
      'unpaid',
      'paid',
      'shipped',
      'finished',
      'finished',
      'closed',
      'closed',
    ]);
  });

  it('counts a confirmed receipt (IsReceive) as finished whatever the status says', () => {
    expect(orderStage(3, true)).toBe('finished');
    expect(orderStage(6, true)).toBe('closed');
  });
});
