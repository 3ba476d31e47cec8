import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  it('backs off 2 s, 8 s, 30 s, then 2 min', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, null, 0))).toEqual([2_000, 8_000, 30_000, 120_000]);
  });

  it("honours the service's Retry-After in seconds or as an HTTP date, within an hour", () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(retryDelayMs(1, '120', now)).toBe(120_000);
    expect(retryDelayMs(1, 'Sat, 21 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryDelayMs(1, '86400', now)).toBe(3_600_000);
    expect(retryDelayMs(1, '0', now)).toBe(1_000);
    expect(retryDelayMs(2, 'soon', now)).toBe(8_000);
  });
});
