// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyMarketReply, listing, renderRoute, serverError, stubApi, stubMatchMedia } from '../testing/render-route';
import { MarketPage } from './market-page';

beforeEach(() => stubMatchMedia(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const categories = { '/api/categories': { status: 200, body: [] } };

describe('MarketPage', () => {
  it('shows the no-data panel when nothing matches', async () => {
    stubApi({ ...categories, '/api/market/search': { status: 200, body: emptyMarketReply } });
    renderRoute('/market?key=zzzz', '/market/:id?', <MarketPage />);
    expect(await screen.findByText('No listings match this search')).toBeTruthy();
    expect(screen.getByText('0 results')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “zzzz”');
  });

  it('shows the page-fault panel when the search fails, and retries', async () => {
    let calls = 0;
    const fetchMock = stubApi({
      ...categories,
      '/api/market/search': () =>
        ++calls === 1
          ? serverError
          : { status: 200, body: { ...emptyMarketReply, PagedMarketItemList: [listing(7)], TotalCount: 1 } },
    });
    renderRoute('/market?key=ohtani&min=10&max=5', '/market/:id?', <MarketPage />);
    expect(await screen.findByText('The listings could not be loaded')).toBeTruthy();
    // The search sent is the normalised one: max cleared because it is below min.
    const sent = fetchMock.mock.calls.map(([url]) => String(url)).find((u) => u.startsWith('/api/market/search'));
    expect(sent).toBe('/api/market/search?key=ohtani&min=10&sort=0&dir=asc');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/2018 Topps Update Shohei Ohtani #US1 Rookie 7/)).toBeTruthy();
    expect(screen.getByText('1 result')).toBeTruthy();
  });
});
