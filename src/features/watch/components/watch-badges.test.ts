import { describe, expect, it } from 'vitest';
import { watchBadges } from './watch-badges';

const now = Date.parse('2026-05-01T12:00:00Z');
const live = { Status: 1, IsOutBid: 0, ByWay: 2, EffectiveDate: '2026-05-02T12:00:00Z' };

describe('watchBadges', () => {
  it('shows the bidding position of a live auction', () => {
    expect(watchBadges({ ...live, IsOutBid: 2 }, now)).toEqual(['outbid']);
    expect(watchBadges({ ...live, IsOutBid: 3 }, now)).toEqual(['leading']);
    expect(watchBadges(live, now)).toEqual([]);
  });

  it('shows sold out for status 0 and every negative status, without a bidding position', () => {
    for (const Status of [0, -1, -2, -7]) {
      expect(watchBadges({ ...live, Status, IsOutBid: 3 }, now)).toEqual(['sold-out']);
    }
  });

  it('shows ended once an auction end time has passed, also when the status has not moved yet', () => {
    expect(watchBadges({ ...live, IsOutBid: 2, EffectiveDate: '2026-05-01T11:59:59Z' }, now)).toEqual(['ended']);
    expect(watchBadges({ ...live, Status: -2, EffectiveDate: '2026-04-30T00:00:00Z' }, now)).toEqual(['sold-out', 'ended']);
  });

  it('never calls a buy-now item ended by date', () => {
    expect(watchBadges({ ...live, ByWay: 1, EffectiveDate: null }, now)).toEqual([]);
  });
});
