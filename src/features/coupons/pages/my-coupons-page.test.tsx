// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberCoupon } from '../../../domain/coupons/coupon.schema';
import { MyCouponsPage } from './my-coupons-page';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const coupon = (ID: number, values: Partial<MemberCoupon> = {}): MemberCoupon => ({
  ID,
  CouponID: 1,
  Title: `Coupon ${ID}`,
  FreeMoney: 500,
  IsAllUse: true,
  Commoditys: [],
  EndDate: '2026-12-21T12:00:00Z',
  Status: 0,
  ...values,
});

function stubList(byType: Record<string, { data: MemberCoupon[]; count: number }>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const body = byType[url.searchParams.get('type') ?? '0'] ?? { data: [], count: 0 };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(url = '/myholo/coupons') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/myholo/coupons" element={<MyCouponsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('MyCouponsPage', () => {
  it('shows each unused coupon with its amount off, expiry date and products, 12 a page', async () => {
    const fetchMock = stubList({ '0': { data: [coupon(1), coupon(2, { FreeMoney: 300, IsAllUse: false, Commoditys: [4, 5] })], count: 14 } });
    renderPage();
    const first = (await screen.findByRole('heading', { name: 'Coupon 1' })).closest('li')!;
    expect(within(first).getByText('$5.00 off')).toBeTruthy();
    expect(within(first).getByText('All products')).toBeTruthy();
    expect(within(first).getByText(/^Valid until Dec 21, 2026/)).toBeTruthy();
    const second = screen.getByRole('heading', { name: 'Coupon 2' }).closest('li')!;
    expect(within(second).getByText('Selected items only')).toBeTruthy();
    expect(screen.getByText('14 coupons')).toBeTruthy();
    expect(screen.getByRole('link', { name: /2/ }).getAttribute('href')).toBe('/myholo/coupons?page=2');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/me/coupons?type=0&page=1&size=12');
  });

  it('lists expired and used coupons on the Expired tab, and says when there are none', async () => {
    stubList({ '1': { data: [coupon(3, { Status: 2 }), coupon(4, { Status: 1 })], count: 2 } });
    renderPage();
    expect(await screen.findByText('You have no coupons to use')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Expired' }));
    const expired = (await screen.findByRole('heading', { name: 'Coupon 3' })).closest('li')!;
    expect(within(expired).getByText(/^Expired on/)).toBeTruthy();
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(screen.getByRole('heading', { name: 'Coupon 4' }).closest('li')!).getByText('Used')).toBeTruthy();
  });
});
