// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BidHistoryReply } from '../../../domain/bidding/bid.schema';
import { session } from '../../../lib/session/session-store';
import { auctionItem, bidRow, inDays, stubBiddingApi } from '../testing/bidding-fixtures';
import { BidHistoryPage } from './bid-history-page';

vi.mock('../../verification', () => ({ useTradeGate: () => async () => true }));
vi.mock('../../../lib/live/use-commodity-live', () => ({ useCommodityLive: () => {} }));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.user = null;
});

function history(overrides: Partial<BidHistoryReply['Item']> = {}, list = [bidRow({ USD_Price: 5000, CreateUserName: 'Collector1', IsMine: true, BuyFavorableCount: 12 }), bidRow({ USD_Price: 4500, IsAuto: true })], count = 2): BidHistoryReply {
  return {
    Item: {
      ID: 7, Title: 'Ohtani rookie', TitImg: '/media/7.png', CommodityCode: 'HL000007', Status: 1, SellUserID: 99, USD_Price: 5000,
      AuctionCount: count, AuctionsUserCount: 2, StartDate: inDays(-5), EffectiveDate: inDays(2), EffectiveDay: 7, IsOutBid: 3, ...overrides,
    },
    List: list,
    Count: count,
  };
}

function renderPage(url = '/myholo/bidhistory/7') {
  session.user = { Id: 1, NickName: 'Collector1' } as typeof session.user;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/myholo/bidhistory/:id" element={<BidHistoryPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('BidHistoryPage', () => {
  it('shows the summary and the bids, own bids under the nickname, and Place bid while the auction runs', async () => {
    stubBiddingApi({ 'GET /api/items/7/bids': { status: 200, body: history() }, 'GET /api/items/7': { status: 200, body: auctionItem() } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ohtani rookie' })).toBeTruthy();
    expect(screen.getByTestId('bid-summary-price').textContent).toBe('$50.00');
    expect(screen.getByText('Current bid')).toBeTruthy();
    expect(screen.getByText('HL000007')).toBeTruthy();
    expect(screen.getByText('7 days')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['Collector1 (12)You', '$50.00'],
      ['b***r (4)Automatic bid', '$45.00'],
    ]);
    expect(await screen.findByRole('button', { name: 'Place bid' })).toBeTruthy();
  });

  it('has no Place bid for the seller or once the auction ended, and says winning bid after the end', async () => {
    stubBiddingApi({ 'GET /api/items/7/bids': { status: 200, body: history({ Status: -2 }) } });
    renderPage();
    expect(await screen.findByText('Winning bid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place bid' })).toBeNull();
    cleanup();

    stubBiddingApi({ 'GET /api/items/7/bids': { status: 200, body: history({ SellUserID: 1 }) }, 'GET /api/items/7': { status: 200, body: auctionItem() } });
    renderPage();
    expect(await screen.findByText('Current bid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place bid' })).toBeNull();
  });

  it('shows the empty, not-found and page-fault states', async () => {
    stubBiddingApi({ 'GET /api/items/7/bids': { status: 200, body: history({ USD_Price: 2000 }, [], 0) }, 'GET /api/items/7': { status: 200, body: auctionItem() } });
    renderPage();
    expect(await screen.findByText('No bids yet')).toBeTruthy();
    expect(screen.getByText('Starting bid')).toBeTruthy();
    cleanup();

    stubBiddingApi({ 'GET /api/items/7/bids': { status: 404, body: { error: { code: 'LISTING_NOT_FOUND', message: 'The item does not exist or has been removed' } } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This item could not be found' })).toBeTruthy();
    expect(screen.getByText('The item does not exist or has been removed')).toBeTruthy();
    cleanup();

    const api = stubBiddingApi({ 'GET /api/items/7/bids': { status: 500, body: { error: { code: 'SERVER_ERROR', message: 'Server error' } } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'The bid history could not be loaded' })).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(api.calls('GET /api/items/7/bids')).toHaveLength(2));
  });

  it('asks for the page in the URL and links the other pages', async () => {
    const api = stubBiddingApi({ 'GET /api/items/7/bids': { status: 200, body: history({}, [bidRow()], 130) }, 'GET /api/items/7': { status: 200, body: auctionItem() } });
    renderPage('/myholo/bidhistory/7?page=2');
    expect(await screen.findByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(String(api.calls('GET /api/items/7/bids')[0]![0])).toBe('/api/items/7/bids?page=2');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/myholo/bidhistory/7?page=3');
  });
});
