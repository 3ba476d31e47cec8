import { describe, expect, it } from 'vitest';
import { CountDownType, countDownType, isCountdownUrgent } from './countdown-tone';

const hour = 3_600_000;

describe('countDownType', () => {
  it('is 1 while an unpaid order has time left and 2 once the time is up', () => {
    expect(countDownType({ stage: 'unpaid', msLeft: 40 * hour, paidAt: null })).toBe(CountDownType.Paying);
    expect(countDownType({ stage: 'unpaid', msLeft: 0, paidAt: null })).toBe(CountDownType.TimeUp);
    expect(countDownType({ stage: 'unpaid', msLeft: -hour, paidAt: null })).toBe(CountDownType.TimeUp);
  });

  it('is 3 for an order the system closed unpaid, none for one closed after payment', () => {
    expect(countDownType({ stage: 'closed', msLeft: -hour, paidAt: null })).toBe(CountDownType.ClosedUnpaid);
    expect(countDownType({ stage: 'closed', msLeft: -hour, paidAt: '2025-01-01T00:00:00Z' })).toBe(CountDownType.None);
  });

  it('is none for paid, shipped and finished orders', () => {
    for (const stage of ['paid', 'shipped', 'finished'] as const) {
      expect(countDownType({ stage, msLeft: 10 * hour, paidAt: '2025-01-01T00:00:00Z' })).toBe(CountDownType.None);
    }
  });
});

describe('isCountdownUrgent', () => {
  it('turns red under 43200 seconds for type 1, not at 43200', () => {
    expect(isCountdownUrgent(CountDownType.Paying, 43_200_000)).toBe(false);
    expect(isCountdownUrgent(CountDownType.Paying, 43_199_999)).toBe(true);
    expect(isCountdownUrgent(CountDownType.Paying, 40 * hour)).toBe(false);
  });

  it('is always red above type 1 and never without a countdown', () => {
    expect(isCountdownUrgent(CountDownType.TimeUp, 40 * hour)).toBe(true);
    expect(isCountdownUrgent(CountDownType.ClosedUnpaid, 40 * hour)).toBe(true);
    expect(isCountdownUrgent(CountDownType.None, 0)).toBe(false);
  });
});
