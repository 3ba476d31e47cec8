import { describe, expect, it } from 'vitest';
import { bidTextToCents, checkBidAmount, cleanBidInput, needsBidConfirmation } from './bid-input';
import { quickBidsCents } from './bid-increment';

describe('cleanBidInput', () => {
  it('keeps digits and one decimal point with at most two decimals', () => {
    expect(cleanBidInput('$1,234.567')).toBe('1234.56');
    expect(cleanBidInput('12.3.4')).toBe('12.34');
    expect(cleanBidInput('abc')).toBe('');
    expect(cleanBidInput('0.5')).toBe('0.5');
  });

  it('keeps at most 9 characters', () => {
    expect(cleanBidInput('1234567890123')).toBe('123456789');
    expect(cleanBidInput('1234567.891')).toBe('1234567.8');
  });
});

describe('bidTextToCents', () => {
  it('reads whole dollars, one and two decimals, and a trailing point', () => {
    expect(bidTextToCents('12')).toBe(1_200);
    expect(bidTextToCents('12.5')).toBe(1_250);
    expect(bidTextToCents('12.05')).toBe(1_205);
    expect(bidTextToCents(' 7. ')).toBe(700);
  });

  it('is null for what is not a number', () => {
    for (const text of ['', '.', '1.2.3', 'abc', '1.234', '-5']) expect(bidTextToCents(text)).toBeNull();
  });
});

describe('checkBidAmount', () => {
  it("asks for a price when empty or zero ('Please enter a price')", () => {
    expect(checkBidAmount(null, 1_000)).toEqual({ code: 'BID_PRICE_REQUIRED' });
    expect(checkBidAmount(0, 1_000)).toEqual({ code: 'BID_PRICE_REQUIRED' });
  });

  it("names the minimum below it ('Please bid {n} or higher') and accepts it exactly", () => {
    expect(checkBidAmount(999, 1_000)).toEqual({ code: 'BID_TOO_LOW', minimumCents: 1_000 });
    expect(checkBidAmount(1_000, 1_000)).toBeNull();
  });
});

describe('needsBidConfirmation', () => {
  it('asks above 50 times the current price only', () => {
    expect(needsBidConfirmation(50_000, 1_000)).toBe(false);
    expect(needsBidConfirmation(50_001, 1_000)).toBe(true);
    expect(needsBidConfirmation(50_001, 0)).toBe(false);
  });
});

describe('quickBidsCents', () => {
  it('offers 1, 2 and 4 increments above the price', () => {
    // 45.00 is in the 40–99.99 band (increment 5).
    expect(quickBidsCents(4_500, 5_000)).toEqual([5_000, 5_500, 6_500]);
  });

  it('never offers less than the minimum next bid, and steps at least one dollar apart', () => {
    // No bids yet: the minimum is the starting price itself.
    expect(quickBidsCents(1_000, 1_000)).toEqual([1_100, 1_200, 1_400]);
    expect(quickBidsCents(1_000, 5_001)).toEqual([5_001, 5_101, 5_201]);
  });

  it('strictly increases by at least a dollar for any price and minimum', () => {
    for (const price of [0, 99, 1_999, 2_000, 39_999, 1_000_000]) {
      const [a, b, c] = quickBidsCents(price, price + 37);
      expect(a).toBeGreaterThanOrEqual(price + 37);
      expect(b! - a!).toBeGreaterThanOrEqual(100);
      expect(c! - b!).toBeGreaterThanOrEqual(100);
    }
  });
});
