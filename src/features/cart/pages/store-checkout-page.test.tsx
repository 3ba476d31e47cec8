// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShippingAddress } from '../../../domain/address/address.schema';
import type { CartLine } from '../../../domain/cart/cart.schema';
import type { CouponOptionReply } from '../../../domain/coupons/coupon.schema';
import { session } from '../../../lib/session/session-store';
import { cartQueries } from '../api/cart-queries';
import { StoreCheckoutPage } from './store-checkout-page';

const line = (id: number, patch: Partial<CartLine> = {}): CartLine => ({
  Id: id, CommodityId: 100 + id, ConditionId: 200 + id, Title: `Card ${id}`, ConditionName: 'Near Mint', Num: 1,
  NewPrice: 1_000, UnderlinedPrice: null, ShowPrice: false, Status: 1, QuantitySold: 0, IsLimit: false, LimitNum: 0,
  Stock: 3, Bought: 0, MaxNum: 3, Disabled: false, DisabledReason: null, Currency: 'USD', Imgs: ['/a.png'],
  AreaCode: 'US', StoreId: 1, StoreName: 'Store One', ...patch,
});
const address: ShippingAddress = {
  Id: 9, UserName: 'Ann Buyer', Country: 'US', StreetAddress: '1 Main St', StreetAddress2: '', City: 'Austin', State: 'Texas',
  StateCode: 'TX', ZipCode: '73301', Phone: '5125550100', IsDefault: true,
};
const coupon = (ID: number, FreeMoney: number, totalCents: number): CouponOptionReply => ({
  ID, CouponID: 1, Title: `Coupon ${ID}`, FreeMoney, IsAllUse: true, Commoditys: [], EndDate: '2099-01-01T00:00:00Z', Status: 0,
  Disabled: false, DiscountCents: Math.min(FreeMoney, totalCents),
});

let lines: CartLine[];
let posted: unknown[];
let couponLinesAsked: (string | null)[];
let postReply: { status: number; body: unknown };
let quoted: { CartLineIds: number[]; AddressId: number; Coupons: { CartLineId: number; MemberCouponId: number }[] }[];
let paid: unknown[];

beforeEach(() => {
  session.user = { Id: 5 } as typeof session.user;
  sessionStorage.setItem('check', JSON.stringify({ kind: 'store', CartLineIds: [1, 3] }));
  lines = [line(1, { Num: 2 }), line(3, { NewPrice: 2_550 })];
  posted = [];
  couponLinesAsked = [];
  quoted = [];
  paid = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  postReply = { status: 200, body: { StoreOrderIds: [77], PriceTotal: 4_549, PayDueAt: '2099-01-01T00:00:00Z' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      let reply: { status: number; body?: unknown } = { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } };
      if (url.pathname === '/api/cart' && method === 'GET') reply = { status: 200, body: { data: lines, count: lines.length } };
      if (url.pathname === '/api/me') {
        reply = {
          status: 200,
          body: {
            Id: 5, NickName: 'AnnBuyer', MemberSource: 'US', IsSeller: false, IsSell: false, PointCount: 0, SumMoney: 0, HeadPortrait: '', VerifyStatus: 2, Count: 1,
            State: null, StateCode: null, Email: 'a@example.com', TelPhone: '5125550100', AreaCode: 'US', Language: 'en', Status: 1,
          },
        };
      }
      if (url.pathname === '/api/me/addresses' && method === 'GET') reply = { status: 200, body: [address] };
      if (url.pathname === '/api/me/coupons/usable') {
        couponLinesAsked.push(url.searchParams.get('lines'));
        const options = (total: number) => [coupon(10, 500, total), coupon(11, 300, total)];
        reply = {
          status: 200,
          body: {
            Lines: [
              { CartLineId: 1, CommodityId: 101, TotalCents: 2_000, Coupons: options(2_000) },
              { CartLineId: 3, CommodityId: 103, TotalCents: 2_550, Coupons: options(2_550) },
            ],
          },
        };
      }
      if (url.pathname === '/api/store-orders/quote' && method === 'POST') {
        const body = JSON.parse(String(init?.body)) as (typeof quoted)[number];
        quoted.push(body);
        // The server's price: items, coupons (5.00 for coupon 10, 3.00 for 11), 4.99 postage, a made-up tax of 1.23.
        const discount = body.Coupons.reduce((sum, c) => sum + (c.MemberCouponId === 10 ? 500 : 300), 0);
        const money = { ItemsCents: 4_550, DiscountCents: discount, PostageCents: 0, TaxCents: 123, TotalCents: 4_550 - discount + 123 };
        reply = {
          status: 200,
          body: { Stores: [{ StoreId: 1, StoreName: 'Store One', ...money }], ...money, PayChannels: [{ ChannelName: 'stripe', IsGuarantee: 6, MinAmount: 50, isPrice: true }, { ChannelName: 'other', IsGuarantee: 12, MinAmount: 50, isPrice: true }] },
        };
      }
      if (url.pathname === '/api/store-orders/payment' && method === 'POST') {
        paid.push(JSON.parse(String(init?.body)));
        reply = { status: 200, body: { PaymentCode: 'PY1', PayUrl: '/sandbox/pay?s=1' } };
      }
      if (url.pathname === '/api/store-orders' && method === 'POST') {
        posted.push(JSON.parse(String(init?.body)));
        reply = postReply;
      }
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  session.user = null;
});

/** Opens the checkout; `kept` is the cart as the device's persisted cache holds it. */
function open(kept?: CartLine[]) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (kept) queryClient.setQueryData(cartQueries.lines().queryKey, { data: kept, count: kept.length });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/pay/storecheckout']}>
          <Routes>
            <Route path="/pay/storecheckout" element={<StoreCheckoutPage />} />
            <Route path="/pay/storecheckout/:id" element={<p>Order page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));
const totalRow = () => summary().getByText('Total').parentElement!;
const placeButton = () => screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
const agree = () => fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));

describe('StoreCheckoutPage coupons', () => {
  it('chooses the best coupons by default, shows the server’s tax and total, and pays with the chosen method in one step', async () => {
    open();
    const first = (await screen.findByLabelText('Coupon for Card 1')) as HTMLSelectElement;
    const second = screen.getByLabelText('Coupon for Card 3') as HTMLSelectElement;
    // Both coupons fit both lines: the 5.00 one on the first line, the 3.00 one on the other.
    await waitFor(() => expect(first.value).toBe('10'));
    expect(second.value).toBe('11');
    expect(first.options[0]!.textContent).toBe('No coupon');
    await waitFor(() => expect(summary().getByText('Estimated state tax').parentElement!.textContent).toContain('$1.23'));
    expect(totalRow().textContent).toContain('$38.73');
    expect(quoted.at(-1)).toEqual({ CartLineIds: [1, 3], AddressId: 9, Coupons: [{ CartLineId: 1, MemberCouponId: 10 }, { CartLineId: 3, MemberCouponId: 11 }] });
    fireEvent.change(second, { target: { value: '' } });
    await waitFor(() => expect(totalRow().textContent).toContain('$41.73'));
    fireEvent.click(screen.getByRole('radio', { name: 'Other local payment methods' }));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    // Spec 2 section 5: nothing is placed before the Terms and the Privacy Policy are agreed.
    fireEvent.click(placeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Please agree to the Terms of Service and Privacy Policy');
    expect(posted).toEqual([]);
    agree();
    fireEvent.click(placeButton());
    await waitFor(() => expect(paid).toEqual([{ StoreOrderIds: [77], IsGuarantee: 12 }]));
    expect(posted).toEqual([{ CartLineIds: [1, 3], AddressId: 9, Coupons: [{ CartLineId: 1, MemberCouponId: 10 }] }]);
    expect(couponLinesAsked).toEqual(['1,3']);
  });

  it('disables on the other line a coupon chosen on one line', async () => {
    open();
    const first = (await screen.findByLabelText('Coupon for Card 1')) as HTMLSelectElement;
    const second = screen.getByLabelText('Coupon for Card 3') as HTMLSelectElement;
    await waitFor(() => expect(first.value).toBe('10'));
    const option = [...second.options].find((o) => o.value === '10')!;
    expect(option.disabled).toBe(true);
    expect(option.textContent).toBe('Coupon 10: $5.00 off (chosen for another item)');
    expect([...first.options].find((o) => o.value === '11')!.disabled).toBe(true);
    fireEvent.change(second, { target: { value: '' } });
    expect([...first.options].find((o) => o.value === '11')!.disabled).toBe(false);
  });

  it('shows a refused coupon like the other errors', async () => {
    postReply = { status: 409, body: { error: { code: 'COUPON_USED', message: 'This coupon has already been used', field: 'Coupons' } } };
    open();
    fireEvent.change(await screen.findByLabelText('Coupon for Card 3'), { target: { value: '11' } });
    await screen.findByText('Ann Buyer', { exact: false });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    agree();
    fireEvent.click(placeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('This coupon has already been used');
    await waitFor(() => expect(posted).toHaveLength(1));
  });
});

describe('StoreCheckoutPage and a changed cart', () => {
  it('refuses a selection naming a cart row the server no longer has', async () => {
    // Chosen on the device's copy: row 3 was removed meanwhile (the card is back as row 4).
    lines = [line(1, { Num: 2 }), line(4, { NewPrice: 2_550 })];
    open([line(1, { Num: 2 }), line(3, { NewPrice: 2_550 })]);
    await screen.findByText('Your cart has changed since you chose these items.', { exact: false });
    await screen.findByText('Ann Buyer', { exact: false });
    expect(screen.queryByText('Card 3')).toBeNull();
    expect(placeButton().disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/pay/cart');
    expect(posted).toEqual([]);
  });

  it('places the order once the server has confirmed the chosen rows', async () => {
    open([line(1, { Num: 2 }), line(3, { NewPrice: 2_550 })]);
    const place = placeButton();
    expect(place.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Checking stock and prices…');
    await waitFor(() => expect(place.disabled).toBe(false));
    expect(screen.queryByText('Your cart has changed', { exact: false })).toBeNull();
  });
});
