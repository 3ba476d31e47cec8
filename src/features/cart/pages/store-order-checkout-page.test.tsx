// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import type { ShippingAddress } from '../../../domain/address/address.schema';
import type { StoreOrderDetail } from '../../../domain/cart/store-order.schema';
import { setSessionUser } from '../../../lib/session/session-store';
import { StoreOrderCheckoutPage } from './store-order-checkout-page';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const me = (MemberSource: string): CurrentUser => ({
  Id: 5, NickName: 'AnnBuyer', MemberSource, IsSeller: false, IsSell: false, PointCount: 0, SumMoney: 0, HeadPortrait: '',
  VerifyStatus: 2, Count: 1, State: null, StateCode: null, Email: 'a@example.com', TelPhone: '5125550100', AreaCode: 'US', Language: 'en', Status: 1,
});
const texas: ShippingAddress = {
  Id: 9, UserName: 'Ann Ranch', Country: 'US', StreetAddress: '1 Ranch Road', StreetAddress2: '', City: 'Austin', State: 'Texas',
  StateCode: 'TX', ZipCode: '73301', Phone: '5125550100', IsDefault: true,
};
const storeOrder = (patch: Partial<StoreOrderDetail> = {}): StoreOrderDetail => ({
  Id: 77, OrderCode: 'HS00000077', OrderStatus: 1, StoreId: 1, StoreName: 'Store One', StoreLogo: '', AreaCode: 'US', Currency: 'USD',
  OrderAmount: 3_000, TaxAmount: 200, DiscountAmount: 1_000, PostageType: 3, Postage: 499, PriceTotal: 2_699,
  AddressMsg: { Consignee: 'Ann Buyer', Telephone: '5125550100', PostalCode: '90012', ProvinceName: 'California', CityName: 'Los Angeles', AddressDetail: '1 Main Street' },
  CommodityList: [{ CommodityId: 101, ConditionId: 201, Quantity: 1, Price: 3_000, Title: 'Card 1', ConditionName: 'Near Mint', Imgs: ['/a.png'] }],
  CreateDate: '2026-11-21T12:00:00Z', PayDueAt: '2099-01-01T00:00:00Z', PayDateTime: null, IsGuarantee: 6, ...patch,
});

let puts: unknown[];
let payments: unknown[];
let source: string;

beforeEach(() => {
  puts = [];
  payments = [];
  source = 'US';
  setSessionUser(me('US'));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      let reply: { status: number; body?: unknown } = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Request failed' } } };
      if (url.pathname === '/api/me') reply = { status: 200, body: me(source) };
      if (url.pathname === '/api/me/addresses') reply = { status: 200, body: [texas] };
      if (url.pathname === '/api/store-orders/77' && method === 'GET') reply = { status: 200, body: storeOrder({ IsGuarantee: source === 'MO' ? 9 : 6 }) };
      if (url.pathname === '/api/store-orders/77' && method === 'PUT') {
        puts.push(body);
        reply = body.AddressId
          ? { status: 200, body: storeOrder({ TaxAmount: 206, PriceTotal: 2_705, AddressMsg: { ...storeOrder().AddressMsg, Consignee: 'Ann Ranch', CityName: 'Austin' } }) }
          : { status: 200, body: storeOrder({ IsGuarantee: body.IsGuarantee }) };
      }
      if (url.pathname === '/api/payments') {
        payments.push(body);
        reply = { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } };
      }
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionUser(null);
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/pay/cartcheckout/77']}>
          <Routes>
            <Route path="/pay/cartcheckout/:id" element={<StoreOrderCheckoutPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('StoreOrderCheckoutPage (re-pay)', () => {
  it('offers the card and other methods only, changes the method on the order and pays with it', async () => {
    setup();
    const other = (await screen.findByRole('radio', { name: 'Other local payment methods' })) as HTMLInputElement;
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Credit or debit card', 'Other local payment methods']);
    expect((screen.getByRole('radio', { name: 'Credit or debit card' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(other);
    await waitFor(() => expect(puts).toEqual([{ IsGuarantee: 12 }]));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please agree to the Terms of Service and Privacy Policy');
    expect(payments).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(payments).toEqual([{ Purpose: 'store_order', ReferenceId: 77, IsGuarantee: 12 }]));
  });

  it('keeps a Macao order on MPay once the region is known', async () => {
    source = 'MO';
    setup();
    expect(((await screen.findByRole('radio', { name: 'MPay (card)' })) as HTMLInputElement).checked).toBe(true);
    expect(puts).toEqual([]);
  });

  it('changes the address through the address book; the coupon stays and the total follows', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Change address' }));
    // The native <dialog> is not shown by jsdom: its contents are reached as hidden.
    const choices = await screen.findAllByRole('radio', { hidden: true });
    fireEvent.click(choices.find((radio) => radio.closest('label')!.textContent!.includes('Ann Ranch'))!);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
    await waitFor(() => expect(puts).toEqual([{ AddressId: 9 }]));
    expect(await screen.findByText('Ann Ranch')).toBeTruthy();
    expect(screen.getByText('−$10.00')).toBeTruthy();
  });
});
