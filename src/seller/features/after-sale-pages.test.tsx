// @vitest-environment jsdom
/**
 * The seller site's after-sale pages in jsdom, each on its own route with a stubbed API: the offers
 * desk (counter rules, accept), an order to ship (the API's refusal shown by its field, then
 * shipped), the packing slip, proceeds and the store profile.
 */
import type { ReactElement } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OffersPage } from './offers/pages/offers-page';
import { OrderPage } from './orders/pages/order-page';
import { PackingSlipPage } from './orders/pages/packing-slip-page';
import { ProceedsPage } from './proceeds/pages/proceeds-page';
import { StorePage } from './store/pages/store-page';

vi.mock('../../components/dialog/dialog', () => ({
  // jsdom has no <dialog>.showModal: draw the dialog's parts inline.
  Dialog: ({ open, title, children, actions }: { open: boolean; title: string; children: ReactElement; actions: ReactElement }) =>
    open ? (
      <div role="dialog" aria-label={title}>
        {children}
        {actions}
      </div>
    ) : null,
}));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Reply = { status: number; body?: unknown };
const me = { Id: 3, NickName: 'cardshop', MemberSource: 'US', IsSeller: true, IsSell: true, PointCount: 0, SumMoney: 0, HeadPortrait: '', VerifyStatus: 2, Count: 1, State: null, StateCode: null, Email: null, TelPhone: null, AreaCode: null, Language: 'en', Status: 1 };

/** Stubs fetch: `METHOD /path` keys answer one method, the longest matching prefix wins. */
type Replies = Record<string, Reply | ((init?: RequestInit) => Reply)>;

function stubApi(replies: Replies) {
  const all: Replies = { 'GET /api/me': { status: 200, body: me }, ...replies };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}${url.search}`;
    const match = Object.keys(all).sort((a, b) => b.length - a.length).find((k) => key.startsWith(k));
    const entry = match ? all[match]! : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    const reply = typeof entry === 'function' ? entry(init) : entry;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(url: string, path: string, page: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000 + 30_000).toISOString();
const offer = {
  ID: 41, CommodityID: 7, Title: 'PSA 10 Charizard', TitImg: '', USD_Price: 10_000, US_Price: 6_000, Remark: 'Would you take 60?',
  Status: 0, BuyerName: 'a***z', Createdate: new Date().toISOString(), ReplyDueAt: soon(47), Counter: null, OrderId: null,
};

describe('the offers desk', () => {
  it('shows the masked buyer, the amount against the price and the 48-hour clock', async () => {
    stubApi({ 'GET /api/seller/offers': { status: 200, body: { data: [offer], count: 1, Counts: { 1: 1, 2: 4 } } } });
    renderAt('/offers', '/offers', <OffersPage />);
    const card = await screen.findByRole('article', { name: 'PSA 10 Charizard' });
    expect(within(card).getByText('$60.00')).toBeTruthy();
    expect(within(card).getByText('of $100.00 (60%)')).toBeTruthy();
    expect(within(card).getByText('From a***z')).toBeTruthy();
    expect(within(card).getByText('47 h 0 min left to answer')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Answered (4)' })).toBeTruthy();
  });

  it('pages 60 offers at a time, the page in the address', async () => {
    const fetchMock = stubApi({ 'GET /api/seller/offers': { status: 200, body: { data: [offer], count: 61, Counts: { 1: 61, 2: 0 } } } });
    renderAt('/offers?tab=1&page=2', '/offers', <OffersPage />);
    const pager = await screen.findByRole('navigation', { name: 'Offer pages' });
    expect(within(pager).getByText('Page 2 of 2')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/seller/offers?tab=1&page=2')).toBe(true);
  });

  it('refuses a counter at or below the offer before sending, then sends a valid one', async () => {
    const fetchMock = stubApi({
      'GET /api/seller/offers': { status: 200, body: { data: [offer], count: 1, Counts: { 1: 1, 2: 0 } } },
      'POST /api/seller/offers/41/counter': { status: 200, body: { ID: 42, CommodityID: 7, BargainType: 2, Status: 0, OrderId: null, ReplyDueAt: soon(48), OffersLeft: 2 } },
    });
    renderAt('/offers', '/offers', <OffersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Counter' }));
    const dialog = screen.getByRole('dialog', { name: 'Counter the offer' });
    const amount = within(dialog).getByLabelText('Your counter-offer (USD)');
    fireEvent.change(amount, { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(within(dialog).getByRole('alert').textContent).toBe("The counter-offer must be above the buyer's offer and below the Buy It Now price");
    fireEvent.change(amount, { target: { value: '80' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/41/counter'))).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/41/counter'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ Price: 8_000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

const sale = {
  Kind: 'order', Id: 9, Code: 'HS0009', OrderStatus: 2, Title: 'PSA 10 Charizard', TitImg: '', Quantity: 1, BuyerUserID: 5, BuyerName: 'annbuyer',
  SellerTotal: 4_500, Address: { Consignee: 'Ann Buyer', Mobile: '2135550100', Address: '1 Main Street', City: 'Los Angeles', Provice: 'California', ZipCode: '90012', Nation: 'US' },
  PaidAt: '2026-11-01T10:00:00.000Z', SendTime: null, Express: null, ExpressCode: null, DeliveredAt: null, FinishTime: null, IsBuyAppraisal: 0, IsAppraisal: 0,
  Lines: [{ Title: 'PSA 10 Charizard', Condition: '', Quantity: 1 }],
};
const carriers = { data: [{ ShipperCode: 'UPS', ShipperName: 'UPS' }, { ShipperCode: 'DHL', ShipperName: 'DHL' }] };

describe('an order to ship', () => {
  it("ships with a carrier of the seller's region, showing the API's refusal under the tracking number first", async () => {
    let attempts = 0;
    const fetchMock = stubApi({
      'GET /api/seller/sales/order/9': { status: 200, body: sale },
      'GET /api/carriers?area=US': { status: 200, body: carriers },
      'POST /api/seller/orders/9/ship': () =>
        ++attempts === 1
          ? { status: 400, body: { error: { code: 'TRACKING_NUMBER_INVALID', message: 'x', field: 'LogisticCode' } } }
          : { status: 200, body: { OrderStatus: 3, SendTime: '2026-11-02T10:00:00.000Z' } },
    });
    renderAt('/orders/order/9', '/orders/:kind/:id', <OrderPage />);
    expect(await screen.findByRole('heading', { name: 'Order HS0009' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Ship the order' });
    await within(form).findByRole('option', { name: 'DHL' });
    fireEvent.change(within(form).getByLabelText('Carrier'), { target: { value: 'UPS' } });
    fireEvent.change(within(form).getByLabelText('Tracking number'), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => expect(within(form).getByLabelText('Tracking number').getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(within(form).getByLabelText('Tracking number'), { target: { value: '1Z9999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => expect(attempts).toBe(2));
    const body = JSON.parse(String(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/ship'))[1]![1]!.body));
    expect(body).toEqual({ ShipperCode: 'UPS', LogisticCode: '1Z9999' });
  });

  it('prints a packing slip with the order number, the address and the items', async () => {
    stubApi({ 'GET /api/seller/sales/order/9': { status: 200, body: sale } });
    renderAt('/orders/order/9/packing-slip', '/orders/:kind/:id/packing-slip', <PackingSlipPage />);
    const slip = await screen.findByRole('article', { name: 'Packing slip' });
    expect(within(slip).getByText(/Order HS0009/)).toBeTruthy();
    expect(within(slip).getByText('Ann Buyer')).toBeTruthy();
    expect(within(slip).getByRole('cell', { name: 'PSA 10 Charizard' })).toBeTruthy();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it("says an order that is not the seller's does not exist", async () => {
    stubApi({ 'GET /api/seller/sales/order/9': { status: 404, body: { error: { code: 'ORDER_NOT_FOUND', message: 'x' } } } });
    renderAt('/orders/order/9', '/orders/:kind/:id', <OrderPage />);
    expect(await screen.findByRole('heading', { name: 'This order does not exist' })).toBeTruthy();
  });
});

describe('proceeds and the store', () => {
  it('shows pending and credited proceeds and the ledger lines, a refund as a minus', async () => {
    stubApi({
      'GET /api/seller/proceeds': {
        status: 200,
        body: {
          PendingCents: 9_000, PendingOrders: 2, CreditedCents: 3_500, count: 2,
          data: [
            { ID: 2, AmountCents: -1_000, Event: 'refunded', OrderKind: 'order', OrderId: 9, OrderCode: 'HS0009', CreatedAt: '2026-11-03T10:00:00.000Z' },
            { ID: 1, AmountCents: 4_500, Event: 'finished', OrderKind: 'order', OrderId: 9, OrderCode: 'HS0009', CreatedAt: '2026-11-02T10:00:00.000Z' },
          ],
        },
      },
    });
    renderAt('/proceeds', '/proceeds', <ProceedsPage />);
    expect(await screen.findByText('$90.00')).toBeTruthy();
    expect(screen.getByText('$35.00')).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('-$10.00').className).toContain('sa-amount--minus');
  });

  it("saves the store's name and about text and shows the API's refusal by the name", async () => {
    const fetchMock = stubApi({
      'GET /api/seller/store': { status: 200, body: { Id: 4, StoreName: 'Corner Cards', StoreLogo: '/logo.png', AboutStore: '' } },
      'PUT /api/seller/store': { status: 409, body: { error: { code: 'STORE_NAME_TAKEN', message: 'x', field: 'StoreName' } } },
    });
    renderAt('/store', '/store', <StorePage />);
    const name = await screen.findByLabelText('Store name');
    fireEvent.change(name, { target: { value: 'Taken Name' } });
    fireEvent.change(screen.getByLabelText('About the store'), { target: { value: 'Graded cards only.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another store already has this name')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ StoreName: 'Taken Name', AboutStore: 'Graded cards only.' });
  });
});
