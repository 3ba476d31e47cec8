// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyMarketReply, renderRoute, serverError, stubApi, stubMatchMedia } from '../testing/render-route';
import { SellerDetailPage } from './seller-detail-page';

beforeEach(() => stubMatchMedia(false));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const store = {
  Id: 4, SellerId: 12, StoreName: 'Charizard Corner', StoreLogo: '/s4.png', FollowerCount: 7, CommoditySellCount: 30,
  AboutStore: 'WOTC holos.\nShips in 2 days.', CommoditySoldCount: 5, SellFavorableCount: 120, SellNegativeCount: 2,
  IsAttention: false, IsInBlacklist: false, IsOwn: false,
};

describe('SellerDetailPage', () => {
  it("shows the store with its counts, the seller's feedback linking to its tabs, and the no-data panel for an empty tab", async () => {
    stubApi({ '/api/stores/4/listings': { status: 200, body: emptyMarketReply }, '/api/stores/4': { status: 200, body: store } });
    renderRoute('/seller/detail/4', '/seller/detail/:id', <SellerDetailPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Charizard Corner' })).toBeTruthy();
    expect(screen.getAllByText('7 followers').length).toBeGreaterThan(0);
    expect(screen.getByText('5 sold this month')).toBeTruthy();
    // The feedback lists are the seller's (member 12), not the store's (4).
    expect(screen.getByRole('link', { name: '120 positive' }).getAttribute('href')).toBe('/feedback/seller?id=12&type=1');
    expect(screen.getByRole('link', { name: '2 negative' }).getAttribute('href')).toBe('/feedback/seller?id=12&type=2');
    expect(screen.getByText('Seller feedback:').parentElement?.textContent).toContain('98.36%');
    expect(screen.getByRole('link', { name: 'Contact seller' }).getAttribute('href')).toBe('/messages/contact?seller=12&store=4');
    expect(await screen.findByText('No listings here')).toBeTruthy();
  });

  it('hides contact, follow and block on one’s own store', async () => {
    stubApi({ '/api/stores/4/listings': { status: 200, body: emptyMarketReply }, '/api/stores/4': { status: 200, body: { ...store, IsOwn: true } } });
    renderRoute('/seller/detail/4', '/seller/detail/:id', <SellerDetailPage />);
    await screen.findByRole('heading', { level: 1, name: 'Charizard Corner' });
    expect(screen.queryByRole('link', { name: 'Contact seller' })).toBeNull();
  });

  it('shows the page-fault panel when the listings fail', async () => {
    stubApi({ '/api/stores/4/listings': serverError, '/api/stores/4': { status: 200, body: store } });
    renderRoute('/seller/detail/4', '/seller/detail/:id', <SellerDetailPage />);
    expect(await screen.findByText('The listings could not be loaded')).toBeTruthy();
  });

  it('shows the not-found panel with the server message for an unknown store', async () => {
    stubApi({ '/api/stores/99': { status: 404, body: { error: { code: 'STORE_NOT_FOUND', message: 'The store does not exist' } } } });
    renderRoute('/seller/detail/99', '/seller/detail/:id', <SellerDetailPage />);
    expect(await screen.findByText('Store not found')).toBeTruthy();
    expect(screen.getByText('The store does not exist')).toBeTruthy();
  });
});
