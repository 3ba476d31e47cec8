import { describe, expect, it } from 'vitest';
import { checkCounterAmount, timeLeft } from './offer-answer';

describe('timeLeft', () => {
  const due = '2026-01-03T00:00:00.000Z';
  it('counts whole hours and minutes down to the due time', () => {
    expect(timeLeft(due, Date.parse('2026-01-01T00:00:00.000Z'))).toEqual({ hours: 48, minutes: 0 });
    expect(timeLeft(due, Date.parse('2026-01-02T23:00:30.000Z'))).toEqual({ hours: 0, minutes: 59 });
  });
  it('is null once the 48 hours are over', () => {
    expect(timeLeft(due, Date.parse(due))).toBeNull();
  });
});

describe('checkCounterAmount', () => {
  it('allows a counter above the offer and below the Buy It Now price', () => {
    expect(checkCounterAmount(8_000, 6_000, 10_000)).toBeNull();
  });
  it('refuses an empty amount, the offer itself and the Buy It Now price', () => {
    expect(checkCounterAmount(null, 6_000, 10_000)).toBe('OFFER_PRICE_REQUIRED');
    expect(checkCounterAmount(6_000, 6_000, 10_000)).toBe('COUNTER_PRICE_INVALID');
    expect(checkCounterAmount(10_000, 6_000, 10_000)).toBe('COUNTER_PRICE_INVALID');
  });
});
