// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderSeller, sellerMe, stubSellerApi } from '../testing/render-seller';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dashboard = { ToShip: 2, OffersWaiting: 1, NextOfferDueAt: '2026-11-23T12:00:00.000Z', OpenCases: 0, PendingCents: 12_345, CreditedCents: 0, OnSale: 7 };

describe('the seller site frame', () => {
  it('shows a seller the navigation and the dashboard, each figure a link to its page', async () => {
    stubSellerApi({ '/api/seller/dashboard': { status: 200, body: dashboard } });
    renderSeller('/seller/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Seller site' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /To ship/ }).getAttribute('href')).toBe('/seller/orders');
    expect(screen.getByRole('link', { name: /Offers waiting/ }).getAttribute('href')).toBe('/seller/offers');
    expect(screen.getByRole('link', { name: /Pending in escrow/ }).textContent).toContain('$123.45');
  });

  it('gives a member who is not a seller the way to become one, and no tools', async () => {
    stubSellerApi({ '/api/me': { status: 200, body: { ...sellerMe, IsSeller: false } } });
    renderSeller('/seller/listings');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are not a seller yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a seller' }).getAttribute('href')).toBe('/becomeseller');
    expect(screen.queryByRole('navigation', { name: 'Seller site' })).toBeNull();
  });

  it('sends a visitor to sign in, remembering the page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/seller/listings', search: '?state=ended', assign });
    stubSellerApi({ '/api/me': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sign in' } } } });
    renderSeller('/seller/listings?state=ended');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(sessionStorage.getItem('holo_return_to')).toBe('/seller/listings?state=ended');
  });

  it("opens Holo's Sell one like this hand-off (?id=…&clone=new) as the pre-filled form", async () => {
    stubSellerApi({
      '/api/categories': { status: 200, body: [] },
      '/api/card-conditions': { status: 200, body: [] },
      '/api/seller/listings/42/template': {
        status: 200,
        body: {
          Title: 'Charizard PSA 10', Detail: '', FirstCategoryId: 1, SecondCategoryId: 2, ThirdCategoryId: 3, ManufacturerId: null, Year: 1999,
          Series: 'Base Set', CardNumber: '4', Player: 'Charizard', Grader: 'PSA', Grade: 10, CertNumber: '12345678', Condition: null,
          Properties: {}, ByWay: 2, Bargain: false, OfferMinPrice: null, OfferAutoAcceptPrice: null, Price: 10_000, Postage: 0,
          DepositNum: 10, ExtendedBiddingSeconds: null, Images: ['/media/a.jpg', '/media/b.jpg'],
        },
      },
    });
    renderSeller('/seller/?id=42&clone=new');
    expect(await screen.findByRole('heading', { level: 1, name: 'List one like this' })).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Charizard PSA 10');
    expect((screen.getByLabelText('Starting price (USD)') as HTMLInputElement).value).toBe('100.00');
    expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(2);
  });
});
