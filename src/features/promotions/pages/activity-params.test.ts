import { describe, expect, it } from 'vitest';
import { activityHref, readActivityId, readActivityParams } from './activity-params';

describe('activity params', () => {
  it('reads the toggle and page, promotions and 1 by default', () => {
    expect(readActivityParams(new URLSearchParams(''))).toEqual({ tab: 'promotions', page: 1 });
    expect(readActivityParams(new URLSearchParams('tab=gifts&page=3'))).toEqual({ tab: 'gifts', page: 3 });
    expect(readActivityParams(new URLSearchParams('tab=x&page=-2'))).toEqual({ tab: 'promotions', page: 1 });
  });
  it('writes the shortest address', () => {
    expect(activityHref('promotions')).toBe('/myholo/activity');
    expect(activityHref('gifts', 2)).toBe('/myholo/activity?tab=gifts&page=2');
  });
  it('accepts only a positive integer id', () => {
    expect(readActivityId('12')).toBe(12);
    for (const bad of [undefined, '0', '-1', '1.5', 'abc', '99999999999']) expect(readActivityId(bad)).toBeNull();
  });
});
