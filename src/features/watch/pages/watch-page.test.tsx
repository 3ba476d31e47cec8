// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../components/toast/toast-store';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import type { WatchItem } from '../../../domain/member/watch.schema';
import { session } from '../../../lib/session/session-store';
import { WatchPage } from './watch-page';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  session.user = { Id: 7 } as CurrentUser;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.items.splice(0);
});

const item = (ID: number, Title: string, extra: Partial<WatchItem> = {}): WatchItem => ({
  ID,
  Title,
  TitImg: '/media/x.svg',
  CommodityCode: `HL${ID}`,
  Status: 1,
  IsOutBid: 0,
  ByWay: 2,
  Bargain: false,
  EffectiveDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  AttentionCount: 2,
  AuctionCount: 1,
  USD_Price: 1250,
  USD_PostageMoney: 300,
  ReceiveUserID: 5,
  RealName: 'CardShop',
  BuyFavorableCount: 0,
  SellFavorableCount: 41,
  BuyNegativeCount: 0,
  SellNegativeCount: 1,
  SellMemberSource: 'US',
  ...extra,
});

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A watch list of three; DELETE /api/watch removes what it names. */
function stubApi() {
  let items = [item(1, 'Ohtani rookie', { IsOutBid: 2 }), item(2, 'Judge auto', { IsOutBid: 3 }), item(3, 'Jordan fleer', { Status: -2 })];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/watch' && init?.method === 'DELETE') {
      const ids = (JSON.parse(String(init.body)) as { ids: number[] }).ids;
      items = items.filter((entry) => !ids.includes(entry.ID));
      return json(204);
    }
    if (url.pathname === '/api/watch') return json(200, { data: items, count: items.length });
    return json(404, { error: { code: 'NOT_FOUND', message: 'Request failed' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(url = '/myholo/watch') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/myholo/watch" element={<WatchPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('WatchPage', () => {
  it('shows each item with its badges, price and shipping', async () => {
    stubApi();
    renderPage();
    await screen.findByText('Ohtani rookie');
    const row = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
    const first = row('Ohtani rookie');
    expect(within(first).getByText('Outbid').className).toContain('tag--outbid');
    expect(within(first).getByText('+ $3.00 shipping')).toBeTruthy();
    expect(within(first).getByText('$12.50')).toBeTruthy();
    const second = row('Judge auto');
    expect(within(second).getByText('Leading').className).toContain('tag--leading');
    const third = row('Jordan fleer');
    expect(within(third).getByText('Sold out')).toBeTruthy();
  });

  it("shows each seller's positive count and percentage, linking to their seller feedback", async () => {
    stubApi();
    renderPage();
    await screen.findByText('Ohtani rookie');
    const first = screen.getByRole('link', { name: 'Ohtani rookie' }).closest('li')!;
    expect(within(first).getByText('Seller: CardShop')).toBeTruthy();
    // 41 positive, 1 negative.
    expect(within(first).getByRole('link', { name: '41 positive' }).getAttribute('href')).toBe('/feedback/seller?id=5&type=1');
    expect(first.querySelector('.feedback-score__percent')?.textContent).toBe('97.62% positive feedback');
  });

  it('select-all then delete selected asks first, sends the page ids and empties the list', async () => {
    const fetchMock = stubApi();
    renderPage();
    await screen.findByText('Ohtani rookie');
    const deleteButton = screen.getByRole('button', { name: 'Delete selected' });
    expect(deleteButton.hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    fireEvent.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Delete selected items?' });
    expect(dialog.textContent).toContain('3 items will be removed from your watch list.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/watch', expect.objectContaining({ method: 'DELETE', body: '{"ids":[1,2,3]}' })));
    expect(await screen.findByText('Your watch list is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the market' }).getAttribute('href')).toBe('/market');
    expect(toasts.items.map((toast) => toast.text)).toEqual(['3 items removed from your watch list']);
  });

  it('unchecking one after select-all deletes only the rest', async () => {
    const fetchMock = stubApi();
    renderPage();
    await screen.findByText('Ohtani rookie');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Judge auto' }));
    expect((screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/watch', expect.objectContaining({ body: '{"ids":[1,3]}' })));
    await waitFor(() => expect(screen.queryByText('Ohtani rookie')).toBeNull());
    expect(screen.getByText('Judge auto')).toBeTruthy();
  });

  it('passes the search, status and sort of the URL to the API', async () => {
    const fetchMock = stubApi();
    renderPage('/myholo/watch?search=ohtani&status=ended&sort=price-asc');
    await screen.findByText('Ohtani rookie');
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toBe('/api/watch?status=ended&sort=price-asc&page=1&size=60&search=ohtani');
  });
});
