/* eslint-disable lingui/no-unlocalized-strings -- test fixtures: fake orders and members, never shown to users */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ToastRegion } from '../../../components/toast/toast-region';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import type { ShippingAddress } from '../../../domain/address/address.schema';
import type { MyOrderRow, MyStoreOrderRow } from '../../../domain/orders/order-list.schema';
import type { OrderPage, StoreOrderPage } from '../../../domain/orders/order-page.schema';
import type { TrackingReply } from '../../../domain/shipping/shipping.schema';
import { MallOrderPage } from '../pages/mall-order-page';
import { OrderDetailPage } from '../pages/order-detail-page';
import { PurchasePage } from '../pages/purchase-page';
import { StoreOrderDetailPage } from '../pages/store-order-detail-page';

export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export const order = (ID: number, extra: Partial<MyOrderRow> = {}): MyOrderRow => ({
  ID,
  Code: `HO${String(ID).padStart(8, '0')}`,
  CommodityID: 100 + ID,
  Title: `Card ${ID}`,
  TitImg: `/media/${ID}.png`,
  Source: 'buynow',
  OrderType: 0,
  BusinessType: 0,
  OrderStatus: 1,
  USD_Price: 4_000,
  PostageMoney: 500,
  ServiceFee: 200,
  TaxPrice: 300,
  Discount: 0,
  Total: 5_000,
  IsGuarantee: 6,
  PayDueAt: inHours(40),
  CreateDate: inHours(-8),
  PaidAt: null,
  ClosedAt: null,
  SellUserID: 9,
  SellRealName: 'CardShop',
  SellMemberSource: 'US',
  HeadPortrait: '',
  SellerIntegral: 0,
  SellNegativeCount: 0,
  IsAppraisal: 0,
  IsBuyAppraisal: 0,
  SRType: 0,
  Address: null,
  SendTime: null,
  Express: null,
  ExpressName: null,
  ExpressCode: null,
  DeliveredAt: null,
  FinishTime: null,
  IsReceive: false,
  AutoFinishAt: null,
  ...extra,
});

/** A marketplace order shipped 2 days ago with UPS, finishing by itself in 28 days. */
export const shippedOrder = (ID: number, extra: Partial<MyOrderRow> = {}) =>
  order(ID, {
    OrderStatus: 3,
    PaidAt: inHours(-60),
    SendTime: inHours(-48),
    Express: 'UPS',
    ExpressName: 'UPS',
    ExpressCode: '1Z999AA10123456784',
    AutoFinishAt: inHours(28 * 24),
    ...extra,
  });

export const finishedOrder = (ID: number, extra: Partial<MyOrderRow> = {}) =>
  shippedOrder(ID, { OrderStatus: 5, IsReceive: true, FinishTime: inHours(-2), AutoFinishAt: null, ...extra });

export const orderAddress = {
  AddressId: 2,
  Consignee: 'Ann Lee',
  Nation: 'US',
  Provice: 'California',
  City: 'Los Angeles',
  ZipCode: '90012',
  Mobile: '2135550100',
  Address: '1 Main Street',
};

export const orderPage = (ID: number, extra: Partial<OrderPage> = {}): OrderPage => ({
  ...order(ID),
  Viewer: 'buyer',
  BuyerUserID: 7,
  BuyerName: 'AlexMorgan',
  SellerTotal: 4_500,
  ToWarehouse: false,
  WarehouseCity: null,
  CheckState: 0,
  CheckTimeLong: null,
  ...extra,
});

export const storeOrder = (Id: number, extra: Partial<MyStoreOrderRow> = {}): MyStoreOrderRow => ({
  Id,
  OrderCode: `HS${String(Id).padStart(8, '0')}`,
  OrderStatus: 1,
  StoreId: 3,
  StoreName: 'Holo Store',
  StoreLogo: '/logo.png',
  AreaCode: 'US',
  Currency: 'USD',
  OrderAmount: 8_500,
  TaxAmount: 100,
  DiscountAmount: 0,
  PostageType: 3,
  Postage: 499,
  PriceTotal: 9_099,
  AddressMsg: { Consignee: 'Ann', Telephone: '1', PostalCode: '90012', ProvinceName: 'California', CityName: 'LA', AddressDetail: '1 Main' },
  CommodityList: [
    { CommodityId: 50, ConditionId: 60, Quantity: 2, Price: 3_000, Title: 'Booster box', ConditionName: 'Sealed', Imgs: ['/b.png'] },
    { CommodityId: 51, ConditionId: 61, Quantity: 1, Price: 2_500, Title: 'Sleeves', ConditionName: 'New', Imgs: [] },
  ],
  CreateDate: inHours(-1),
  PayDueAt: inHours(47),
  PayDateTime: null,
  ClosedAt: null,
  SellerMemberId: 12,
  SellFavorableCount: 0,
  SellNegativeCount: 0,
  SendDateTime: null,
  LogisticsCompanyCode: null,
  LogisticsCompanyName: null,
  LogisticsCode: null,
  DeliveredAt: null,
  CompleteTime: null,
  IsReceive: false,
  AutoFinishAt: null,
  IsAppraisal: 0,
  IsBuyAppraisal: 0,
  SRType: 0,
  ...extra,
});

export const storeOrderPage = (Id: number, extra: Partial<StoreOrderPage> = {}): StoreOrderPage => ({
  ...storeOrder(Id),
  Viewer: 'buyer',
  BuyerUserID: 7,
  BuyerName: 'AlexMorgan',
  SellerTotal: 8_999,
  ...extra,
});

export const tracking = (extra: Partial<TrackingReply> = {}): TrackingReply => ({
  ShipperCode: 'UPS',
  ShipperName: 'UPS',
  LogisticCode: '1Z999AA10123456784',
  SendTime: inHours(-48),
  State: 2,
  DeliveredAt: null,
  Traces: [
    { AcceptTime: inHours(-5), AcceptStation: 'Out for delivery — Los Angeles, CA' },
    { AcceptTime: inHours(-30), AcceptStation: 'In transit — Louisville, KY' },
    { AcceptTime: inHours(-47), AcceptStation: 'Picked up — Portland, OR' },
  ],
  NoLogistics: false,
  ...extra,
});

export const member: CurrentUser = {
  Id: 7, NickName: 'AlexMorgan', MemberSource: 'US', IsSeller: false, IsSell: false, PointCount: 0, SumMoney: 0,
  HeadPortrait: '', VerifyStatus: 2, Count: 2, State: 'California', StateCode: 'CA', Email: 'a@example.com',
  TelPhone: '2135550100', AreaCode: 'US', Language: 'en', Status: 1,
};

export const bookAddress = (Id: number, UserName: string, IsDefault = false): ShippingAddress => ({
  Id, UserName, Country: 'US', StreetAddress: `${Id} Main Street`, StreetAddress2: '', City: 'Los Angeles', State: 'California',
  StateCode: 'CA', ZipCode: '90012', Phone: '2135550100', IsDefault,
});

export type Reply = { status: number; body?: unknown } | 'network-error';

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

/** fetch answering by method and path; every call is recorded. */
export function stubApi(answer: (call: ApiCall) => Reply) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: new URL(String(input), 'http://localhost'), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const reply = answer(call);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    last: () => calls.at(-1)!.url,
    /** The calls other than GETs: what the page changed. */
    writes: () => calls.filter((call) => call.method !== 'GET'),
    reads: (path: string) => calls.filter((call) => call.method === 'GET' && call.url.pathname === path).length,
  };
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const refused = (status: number, code: string, message: string): Reply => ({ status, body: { error: { code, message } } });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export const location = () => screen.getByTestId('location').textContent;

/** The order pages at `url` with the toasts, as the app routes them. */
export function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/myholo/purchase" element={<PurchasePage />} />
            <Route path="/myholo/mallorder" element={<MallOrderPage />} />
            <Route path="/myholo/detail/:orderId" element={<OrderDetailPage />} />
            <Route path="/myholo/orderdetail/:id" element={<StoreOrderDetailPage />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <ToastRegion />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return queryClient;
}
