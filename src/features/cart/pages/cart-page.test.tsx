// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../../domain/cart/cart.schema';
import { session } from '../../../lib/session/session-store';
import { cartQueries } from '../api/cart-queries';
import { toasts } from '../../../components/toast/toast-store';
import { CartPage } from './cart-page';

const line = (id: number, patch: Partial<CartLine> = {}): CartLine => ({
  Id: id, CommodityId: 100 + id, ConditionId: 200 + id, Title: `Card ${id}`, ConditionName: 'Near Mint', Num: 1,
  NewPrice: 1_000, UnderlinedPrice: null, ShowPrice: false, Status: 1, QuantitySold: 0, IsLimit: false, LimitNum: 0,
  Stock: 3, Bought: 0, MaxNum: 3, Disabled: false, DisabledReason: null, Currency: 'USD', Imgs: ['/a.png'],
  AreaCode: 'US', StoreId: 1, StoreName: 'Store One', ...patch,
});

let lines: CartLine[];
/** While set, GET /api/cart waits for it: the page shows the device's copy meanwhile. */
let cartReadGate: Promise<void> | null;
let putReply: { status: number; body: unknown };

beforeEach(() => {
  session.user = { Id: 5 } as typeof session.user;
  sessionStorage.clear();
  toasts.items.splice(0);
  cartReadGate = null;
  lines = [line(1, { Num: 2 }), line(2, { Status: 0, Stock: 0, MaxNum: 0, Disabled: true, DisabledReason: 'sold_out' }), line(3, { NewPrice: 2_550 })];
  putReply = { status: 409, body: { error: { code: 'INSUFFICIENT_INVENTORY', message: 'Insufficient inventory' } } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      let reply: { status: number; body?: unknown } = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
      if (path === '/api/cart' && method === 'GET') {
        await cartReadGate;
        reply = { status: 200, body: { data: lines, count: lines.length } };
      }
      if (path.startsWith('/api/cart/') && method === 'PUT') reply = putReply;
      if (path === '/api/cart' && method === 'DELETE') {
        const ids = (JSON.parse(String(init?.body)) as { Ids: number[] }).Ids;
        lines = lines.filter((l) => !ids.includes(l.Id));
        reply = { status: 200, body: { Removed: ids.length, CartCount: lines.length } };
      }
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.user = null;
});

/** Opens the cart; `kept` is the cart as the device's persisted cache holds it. */
function open(kept?: CartLine[]) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (kept) queryClient.setQueryData(cartQueries.lines().queryKey, { data: kept, count: kept.length });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/pay/cart']}>
          <Routes>
            <Route path="/pay/cart" element={<CartPage />} />
            <Route path="/pay/storecheckout" element={<p>Checkout page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('CartPage', () => {
  it('arrives with the lines that can be bought ticked, totals them and hands the selection to the checkout under check', async () => {
    open();
    const all = (await screen.findByRole('checkbox', { name: 'Select all' })) as HTMLInputElement;
    await waitFor(() => expect(all.checked).toBe(true));
    expect((screen.getByRole('checkbox', { name: 'Select Card 2' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select Card 1' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Select Card 2' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('3 items selected')).toBeTruthy();
    expect(screen.getByText('$45.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await screen.findByText('Checkout page');
    expect(JSON.parse(sessionStorage.getItem('check')!)).toEqual({ kind: 'store', CartLineIds: [1, 3] });
  });

  it('keeps a line the buyer unticked unticked over a reload; select all ticks and unticks every line that can be bought', async () => {
    open();
    const card3 = (await screen.findByRole('checkbox', { name: 'Select Card 3' })) as HTMLInputElement;
    await waitFor(() => expect(card3.checked).toBe(true));
    fireEvent.click(card3);
    expect(screen.getByText('2 items selected')).toBeTruthy();
    cleanup();
    open();
    const again = (await screen.findByRole('checkbox', { name: 'Select Card 3' })) as HTMLInputElement;
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Select Card 1' }) as HTMLInputElement).checked).toBe(true));
    expect(again.checked).toBe(false);
    const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    fireEvent.click(all);
    expect(again.checked).toBe(true);
    fireEvent.click(all);
    expect(screen.getByText('0 items selected')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Proceed to checkout' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says it is checking the cart while nothing is kept on the device yet', async () => {
    lines = [line(1)];
    let answer = () => {};
    cartReadGate = new Promise((resolve) => (answer = resolve));
    open();
    expect(screen.getByRole('status').textContent).toBe('Checking stock and prices…');
    answer();
    await screen.findByRole('checkbox', { name: 'Select all' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the device\'s copy at once but lets lines be chosen only from the server\'s answer', async () => {
    // The device kept line 2, which was removed since; the server has line 4 (the same card added again).
    const kept = [line(1), line(2)];
    lines = [line(1), line(4, { CommodityId: 102, ConditionId: 202, Title: 'Card 2' })];
    let answer = () => {};
    cartReadGate = new Promise((resolve) => (answer = resolve));
    open(kept);
    const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(all.disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Select Card 2' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Checking stock and prices…');
    expect((screen.getByRole('button', { name: 'Proceed to checkout' }) as HTMLButtonElement).disabled).toBe(true);

    answer();
    await waitFor(() => expect(all.disabled).toBe(false));
    expect(screen.queryByRole('status')).toBeNull();
    expect(all.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await screen.findByText('Checkout page');
    expect(JSON.parse(sessionStorage.getItem('check')!)).toEqual({ kind: 'store', CartLineIds: [1, 4] });
  });

  it('puts the quantity back and shows Insufficient inventory for 3 seconds when the server refuses it', async () => {
    open();
    const input = (await screen.findByRole('textbox', { name: 'Quantity of Card 1' })) as HTMLInputElement;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(toasts.items.map((t) => t.text)).toEqual(['Insufficient inventory']));
    await waitFor(() => expect(input.value).toBe('2'));
    act(() => void vi.advanceTimersByTime(2_900));
    expect(toasts.items).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(200));
    expect(toasts.items).toHaveLength(0);
    vi.useRealTimers();
  });

  it('removes a line, and shows the empty state when none is left', async () => {
    lines = [line(1)];
    open();
    const row = (await screen.findByRole('link', { name: 'Card 1' })).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Remove Card 1' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });
});
