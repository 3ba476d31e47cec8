// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyBidItem } from '../../../domain/bidding/bid.schema';
import { inDays, stubBiddingApi } from '../testing/bidding-fixtures';
import { MyBidsPage } from './my-bids-page';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (ID: number, State: MyBidItem['State'], extra: Partial<MyBidItem> = {}): MyBidItem => ({
  ID,
  Title: `Card ${ID}`,
  TitImg: `/media/${ID}.png`,
  CommodityCode: `HL${ID}`,
  Status: State === 'won' ? -2 : State === 'lost' ? -2 : 1,
  USD_Price: 5000,
  USD_MyPrice: 6000,
  AuctionCount: 4,
  EffectiveDate: State === 'won' || State === 'lost' ? inDays(-1) : inDays(1),
  MyLastBidDate: inDays(-2),
  State,
  OrderId: State === 'won' ? 501 : null,
  ...extra,
});

function renderPage(url = '/myholo/bids') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/myholo/bids" element={<MyBidsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('MyBidsPage', () => {
  it('lists my bids with my maximum, the price, bids, badges, Pay now for a won item and Bid again while live', async () => {
    const items = [row(1, 'leading'), row(2, 'outbid'), row(3, 'won'), row(4, 'lost')];
    stubBiddingApi({ 'GET /api/me/bids': { status: 200, body: { data: items, count: 4 } } });
    renderPage();
    await screen.findByRole('link', { name: 'Card 1' });
    const rows = screen.getAllByRole('listitem').filter((li) => li.className === 'my-bid-row');
    expect(rows).toHaveLength(4);
    const [leading, outbid, won, lost] = rows.map((li) => within(li));
    expect(leading!.getByText('Leading')).toBeTruthy();
    expect(leading!.getByText('$60.00')).toBeTruthy();
    expect(leading!.getByText('$50.00')).toBeTruthy();
    expect(leading!.getByRole('link', { name: '4 bids' }).getAttribute('href')).toBe('/myholo/bidhistory/1');
    expect(outbid!.getByText('Outbid')).toBeTruthy();
    expect(outbid!.getByRole('link', { name: 'Bid again' }).getAttribute('href')).toBe('/carddetails/2');
    expect(won!.getByText('Won')).toBeTruthy();
    expect(won!.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/pay/checkout/501');
    expect(won!.queryByRole('link', { name: 'Bid again' })).toBeNull();
    expect(lost!.getByText('Lost')).toBeTruthy();
    expect(lost!.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(lost!.getByText(/^Ended /)).toBeTruthy();
  });

  it('filters by state through the tabs and the URL', async () => {
    const api = stubBiddingApi({ 'GET /api/me/bids': { status: 200, body: { data: [row(3, 'won')], count: 1 } } });
    renderPage('/myholo/bids?status=won');
    const tab = await screen.findByRole('tab', { name: 'Won' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(String(api.calls('GET /api/me/bids')[0]![0])).toBe('/api/me/bids?status=won&page=1');
    fireEvent.click(screen.getByRole('tab', { name: 'Outbid' }));
    await waitFor(() => expect(String(api.calls('GET /api/me/bids').at(-1)![0])).toBe('/api/me/bids?status=outbid&page=1'));
  });

  it('shows the empty state and the page-fault state with a retry', async () => {
    stubBiddingApi({ 'GET /api/me/bids': { status: 200, body: { data: [], count: 0 } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You have not bid on any items yet' })).toBeTruthy();
    cleanup();

    const api = stubBiddingApi({ 'GET /api/me/bids': { status: 500, body: { error: { code: 'SERVER_ERROR', message: 'Server error' } } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your bids could not be loaded' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.calls('GET /api/me/bids')).toHaveLength(2));
  });
});
