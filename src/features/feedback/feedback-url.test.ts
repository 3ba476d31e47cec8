import { describe, expect, it } from 'vitest';
import { feedbackHref, readFeedbackParams } from './feedback-url';

const read = (side: 'seller' | 'buyer', query: string) => readFeedbackParams(side, new URLSearchParams(query));

describe('readFeedbackParams', () => {
  it('reads the member, the tab (type=2 is Negative), the sort and the page', () => {
    expect(read('seller', 'id=12&type=2&sort=old&page=3')).toEqual({ member: 12, tab: 2, sort: 'old', page: 3 });
    expect(read('seller', 'id=12')).toEqual({ member: 12, tab: 1, sort: 'new', page: 1 });
  });
  it('falls back to Positive, newest and page 1 for anything else', () => {
    expect(read('seller', 'id=12&type=3&sort=oldest&page=-1')).toEqual({ member: 12, tab: 1, sort: 'new', page: 1 });
    expect(read('seller', 'id=12&page=2.5').page).toBe(1);
    expect(read('seller', 'id=12&page=99999').page).toBe(10_000);
  });
  it('sorts only sellers’ lists', () => {
    expect(read('buyer', 'id=12&sort=old').sort).toBe('new');
  });
  it('names no member for a missing, malformed or out-of-range id', () => {
    for (const query of ['', 'id=', 'id=abc', 'id=0', 'id=-4', 'id=1.5', 'id=2147483648']) expect(read('seller', query).member).toBeNull();
    expect(read('buyer', 'id=2147483647').member).toBe(2_147_483_647);
  });
});

describe('feedbackHref', () => {
  it('always writes the tab, as the spec’s links do, and leaves the other defaults out', () => {
    expect(feedbackHref('seller', 12)).toBe('/feedback/seller?id=12&type=1');
    expect(feedbackHref('seller', 12, { tab: 2, sort: 'old', page: 2 })).toBe('/feedback/seller?id=12&type=2&sort=old&page=2');
    expect(feedbackHref('buyer', 7, { tab: 2, sort: 'old' })).toBe('/feedback/buyer?id=7&type=2');
  });
  it('reads back what it writes', () => {
    const href = feedbackHref('seller', 12, { tab: 2, sort: 'old', page: 4 });
    expect(read('seller', href.split('?')[1]!)).toEqual({ member: 12, tab: 2, sort: 'old', page: 4 });
  });
});
