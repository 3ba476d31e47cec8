// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, serverError, stubApi, stubMatchMedia } from '../testing/render-route';
import { SellerListPage } from './seller-list-page';

const connection = vi.hoisted(() => ({ online: true }));
vi.mock('../../../lib/hooks/use-online', () => ({ useOnline: () => connection.online }));

beforeEach(() => stubMatchMedia(false));
afterEach(() => {
  cleanup();
  connection.online = true;
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

describe('SellerListPage', () => {
  it('shows the no-data panel when no seller matches', async () => {
    const fetchMock = stubApi({ '/api/stores': { status: 200, body: { count: 0, data: [] } } });
    renderRoute('/seller/list?key=nobody', '/seller/list', <SellerListPage />);
    expect(await screen.findByText('No seller matches “nobody”')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/stores?key=nobody');
  });

  it('shows the page-fault panel when the list fails', async () => {
    stubApi({ '/api/stores': serverError });
    renderRoute('/seller/list', '/seller/list', <SellerListPage />);
    expect(await screen.findByText('The sellers could not be loaded')).toBeTruthy();
  });

  it('lists sellers with their counts and feedback record, linking to their stores', async () => {
    stubApi({
      '/api/stores': {
        status: 200,
        body: { count: 1, data: [{ Id: 3, SellerId: 9, StoreName: 'Slab City Sports', StoreLogo: '/s.png', FollowerCount: 1, CommoditySellCount: 42, SellFavorableCount: 199, SellNegativeCount: 1 }] },
      },
    });
    renderRoute('/seller/list', '/seller/list', <SellerListPage />);
    const card = (await screen.findByText('Slab City Sports')).closest('a');
    expect(card?.getAttribute('href')).toBe('/seller/detail/3');
    expect(card?.textContent).toContain('1 follower');
    expect(card?.textContent).toContain('42 selling');
    expect(card?.textContent).toContain('199 positive');
    expect(card?.textContent).toContain('99.50%');
    // The card is one link: no link nested inside it.
    expect(card?.querySelector('a')).toBeNull();
  });

  it('shows 100% for a seller nobody has rated yet', async () => {
    stubApi({
      '/api/stores': {
        status: 200,
        body: { count: 1, data: [{ Id: 3, SellerId: 9, StoreName: 'Slab City Sports', StoreLogo: '/s.png', FollowerCount: 0, CommoditySellCount: 2, SellFavorableCount: 0, SellNegativeCount: 0 }] },
      },
    });
    renderRoute('/seller/list', '/seller/list', <SellerListPage />);
    const card = (await screen.findByText('Slab City Sports')).closest('a');
    expect(card?.textContent).toContain('0 positive');
    expect(card?.textContent).toMatch(/100%/);
    expect(card?.textContent).not.toContain('100.00%');
  });

  it('offline with nothing kept, says sellers cannot be searched instead of "Searching…" for ever', async () => {
    connection.online = false;
    onlineManager.setOnline(false);
    const fetchMock = stubApi({ '/api/stores': { status: 200, body: { count: 0, data: [] } } });
    renderRoute('/seller/list?key=slab', '/seller/list', <SellerListPage />);
    expect(await screen.findByRole('heading', { name: 'Sellers cannot be searched offline' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Offline');
    expect(screen.queryByText('Searching…')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open your watch list' }).getAttribute('href')).toBe('/myholo/watch');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
