/* eslint-disable lingui/no-unlocalized-strings -- test fixtures and stubs, never shown to a person */
// Test helpers of the checkout feature (jsdom): a marketplace order and a fetch stub by method and path.
import { vi } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import type { ShippingAddress } from '../../../domain/address/address.schema';
import type { OrderDetail } from '../../../domain/orders/order.schema';

export const member: CurrentUser = {
  Id: 7, NickName: 'AlexMorgan', MemberSource: 'US', IsSeller: false, IsSell: false, PointCount: 0, SumMoney: 0,
  HeadPortrait: '', VerifyStatus: 2, Count: 2, State: 'New York', StateCode: 'NY', Email: 'a@example.com',
  TelPhone: '2125550100', AreaCode: 'US', Language: 'en', Status: 1,
};

export const address = (Id: number, UserName: string, IsDefault = false): ShippingAddress => ({
  Id, UserName, Country: 'US', StreetAddress: `${Id} Main Street`, StreetAddress2: '', City: 'Austin', State: 'Texas',
  StateCode: 'TX', ZipCode: '73301', Phone: '5125550100', IsDefault,
});

export function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ID: 5,
    Code: 'HO00000005',
    CommodityID: 70,
    Title: '1999 Pokemon Base Set Charizard Holo #4',
    TitImg: '/media/70.png',
    Source: 'buynow',
    OrderType: 0,
    BusinessType: 0,
    OrderStatus: 1,
    USD_Price: 3_000,
    PostageMoney: 500,
    ServiceFee: 175,
    TaxPrice: 0,
    TaxPercent: null,
    Discount: 0,
    Total: 3_675,
    IsGuarantee: 6,
    PayDueAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    CreateDate: new Date().toISOString(),
    PaidAt: null,
    SellUserID: 99,
    SellRealName: 'DemoSeller',
    BuyerMemberSource: 'US',
    Currency: 'USD',
    ChargedTotal: 3_675,
    Address: null,
    ...overrides,
  };
}

export const nyAddress = {
  AddressId: 1, Consignee: 'Alex Morgan', Nation: 'US', Provice: 'New York', City: 'New York', ZipCode: '10118',
  Mobile: '2025550143', Address: '350 Fifth Avenue',
};

export type Reply = { status: number; body?: unknown };
type Route = `${'GET' | 'POST' | 'PUT'} ${string}`;

/** Stubs fetch: `routes['PUT /api/orders/5']` answers (a reply or a function of the body). */
export function stubCheckoutApi(routes: Record<Route, Reply | ((body: unknown) => Reply)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}` as Route;
    const entry = routes[key] ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Request failed' } } };
    const reply = typeof entry === 'function' ? entry(init?.body ? JSON.parse(String(init.body)) : undefined) : entry;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (key: Route) =>
    fetchMock.mock.calls
      .filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key)
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
  return { fetchMock, calls };
}
