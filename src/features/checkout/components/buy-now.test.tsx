// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../components/toast/toast-store';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { setSessionUser } from '../../../lib/session/session-store';
import { member, stubCheckoutApi, type Reply } from '../testing/checkout-fixtures';
import { BuyNow } from './buy-now';

const gate = vi.fn(async () => true);
vi.mock('../../verification', () => ({ useTradeGate: () => gate }));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  gate.mockClear();
  setSessionUser(member);
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.items.splice(0);
  setSessionUser(null);
});

const item = (overrides: Partial<ItemDetail> = {}) =>
  ({
    ID: 70, Title: 'Charizard Holo #4', ByWay: 1, OrderType: 0, Status: 1, USD_Price: 3_000, PostageMoney: 500, BuyerPremium: 175,
    StateTax: { StateName: 'New York', TaxPercent: 8.875, TaxPrice: 313 }, IsOwn: false, SellUserID: 99,
    ...overrides,
  }) as ItemDetail;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function setup(listing: ItemDetail, routes: Record<string, Reply> = {}) {
  const api = stubCheckoutApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/carddetails/70']}>
          <Routes>
            <Route path="*" element={<><BuyNow item={listing} /><Where /></>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return api;
}

describe('BuyNow', () => {
  it('passes the gate, confirms the breakdown, creates the order and opens its checkout', async () => {
    const api = setup(item(), { 'POST /api/items/70/buy': { status: 200, body: { OrderId: 41 } } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Buy it now' }));
    expect(gate).toHaveBeenCalledOnce();
    expect(dialog.getByText('Estimated state tax (New York)')).toBeTruthy();
    expect(dialog.getByText('Estimated total').nextSibling!.textContent).toBe('$39.88');
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/pay/checkout/41'));
    expect(api.calls('POST /api/items/70/buy')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('check')!)).toEqual({ kind: 'marketplace', orderId: 41 });
  });

  it("shows the spec's message when another buyer was first", async () => {
    setup(item(), { 'POST /api/items/70/buy': { status: 409, body: { error: { code: 'ITEM_BOUGHT', message: 'x' } } } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Buy it now' })).getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(toasts.items.map((toast) => toast.text)).toEqual(['Sorry, this item has been bought by another buyer']));
    expect(screen.queryByRole('dialog', { name: 'Buy it now' })).toBeNull();
  });

  it('sends a visitor to sign in and back', async () => {
    setSessionUser(null);
    setup(item());
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(sessionStorage.getItem('holo_return_to')).toBe('/carddetails/70');
    expect(gate).not.toHaveBeenCalled();
  });

  it('is disabled on the seller’s own item, answers Coming Soon before the sale and is absent once sold', async () => {
    setup(item({ IsOwn: true }));
    expect((screen.getByRole('button', { name: 'Buy now' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You cannot buy your own item')).toBeTruthy();
    cleanup();

    setup(item({ Status: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('dialog', { name: 'Coming Soon' })).toBeTruthy();
    expect(gate).not.toHaveBeenCalled();
    cleanup();

    setup(item({ Status: -2 }));
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
  });

  it('waits offline and says buying needs a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setup(item());
    expect((screen.getByRole('button', { name: 'Buy now' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You are offline: buying needs a connection')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
