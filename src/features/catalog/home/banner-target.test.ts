import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target';

describe('bannerTarget', () => {
  it('opens external pages for type 0, only over http(s)', () => {
    expect(bannerTarget({ ClickType: 0, ClickUrl: 'https://example.com/x' })).toEqual({ external: true, href: 'https://example.com/x' });
    expect(bannerTarget({ ClickType: 0, ClickUrl: 'javascript:alert(1)' })).toBeNull();
  });
  it('links items, manufacturer lists and stores by id', () => {
    expect(bannerTarget({ ClickType: 2, ClickUrl: '42' })).toEqual({ external: false, to: '/carddetails/42' });
    expect(bannerTarget({ ClickType: 6, ClickUrl: '3' })).toEqual({ external: false, to: '/list?type=3' });
    expect(bannerTarget({ ClickType: 9, ClickUrl: '4' })).toEqual({ external: false, to: '/seller/detail/4' });
    expect(bannerTarget({ ClickType: 9, ClickUrl: 'abc' })).toBeNull();
  });
  it('opens the market with the query string of type 10', () => {
    expect(bannerTarget({ ClickType: 10, ClickUrl: 'type=category&f=1&s=2' })).toEqual({ external: false, to: '/market?type=category&f=1&s=2' });
    expect(bannerTarget({ ClickType: 10, ClickUrl: '?key=ohtani' })).toEqual({ external: false, to: '/market?key=ohtani' });
  });
  it('shows an unknown click type without a link', () => {
    expect(bannerTarget({ ClickType: 7, ClickUrl: '1' })).toBeNull();
  });
});
