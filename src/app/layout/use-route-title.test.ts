// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { matchPage } from '../router/page-routes';
import { titleOfMatches } from './use-route-title';

const titleAt = (pathname: string) => titleOfMatches(matchPage(pathname))?.message;

describe('titleOfMatches', () => {
  it('gives each location the title of the page it matches', () => {
    expect(titleAt('/')).toBe('Trading card marketplace');
    expect(titleAt('/market')).toBe('Market');
    expect(titleAt('/market/12')).toBe('Market');
    expect(titleAt('/carddetails/1942')).toBe('Item');
    expect(titleAt('/storedetails/7')).toBe('Store item');
    expect(titleAt('/login')).toBe('Sign in');
    expect(titleAt('/myholo/bidhistory/5')).toBe('Bid history');
    expect(titleAt('/pay/cartcheckout/3')).toBe('Checkout');
    expect(titleAt('/terms/privacy')).toBe('Privacy Policy');
  });

  it('gives an unknown location the not-found title', () => {
    expect(titleAt('/nowhere/at/all')).toBe('Page not found');
    expect(titleOfMatches(null)).toBeUndefined();
  });
});
