// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { matchPage, pageRoutes } from '../router/page-routes';
import type { RouteHandle } from '../../lib/navigation/route-handle';
import { documentTitle, titleOfMatches } from './use-route-title';

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

describe('every page has a title', () => {
  it('gives each page route (or the route it sits under) a title', () => {
    const untitled: string[] = [];
    const walk = (routes: RouteObject[], inherited: boolean, prefix: string) => {
      for (const route of routes) {
        const titled = inherited || Boolean((route.handle as RouteHandle | undefined)?.title);
        const path = `${prefix}/${route.path ?? ''}`;
        if (route.element && !titled) untitled.push(path);
        walk(route.children ?? [], titled, path);
      }
    };
    walk(pageRoutes, false, '');
    expect(untitled).toEqual([]);
  });
});

describe('documentTitle', () => {
  it("names the item or store the page shows, else the route's title, then the brand", () => {
    expect(documentTitle('Charizard PSA 10', 'Item')).toBe('Charizard PSA 10 · Holo');
    expect(documentTitle(null, 'Market')).toBe('Market · Holo');
    expect(documentTitle('  ', 'Market')).toBe('Market · Holo');
    expect(documentTitle(null, null)).toBe('Holo');
  });
});
