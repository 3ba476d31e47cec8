// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { setSessionUser } from '../../../lib/session/session-store';
import { ShareCouponPage } from './share-coupon-page';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionUser(null);
  sessionStorage.clear();
});

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAb_-CCCCCCCCCCCCCCCCCCCC';
const friend = { Id: 9, NickName: 'friendly9', HeadPortrait: '' } as CurrentUser;
const gift = { ID: 31, CouponID: 1, Title: "Friend's gift", FreeMoney: 200, IsAllUse: true, Commoditys: [], EndDate: '2026-12-21T12:00:00Z', Status: 0 };

function stubDraw(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/coupon" element={<ShareCouponPage />} />
            <Route path="/login" element={<p>Login page</p>} />
            <Route path="/myholo/coupons" element={<p>My coupons page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('ShareCouponPage', () => {
  it('draws the coupon of the link\'s token for a member, showing nothing of the order or the sharer', async () => {
    setSessionUser(friend);
    const fetchMock = stubDraw(200, { Coupon: gift, AlreadyDrawn: false });
    renderPage(`/coupon?s=${TOKEN}`);
    expect(document.querySelector('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Draw the coupon' }));
    expect(await screen.findByText("Friend's gift")).toBeTruthy();
    expect(screen.getByText('$2.00 off')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`/api/coupons/shares/${TOKEN}/draw`, expect.objectContaining({ method: 'POST', body: undefined }));
    expect(screen.getByRole('link', { name: 'See my coupons' }).getAttribute('href')).toBe('/myholo/coupons');
  });

  it('says share expired in an alert with a Sure button', async () => {
    setSessionUser(friend);
    stubDraw(409, { error: { code: 'SHARE_EXPIRED', message: 'share expired' } });
    renderPage(`/coupon?s=${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: 'Draw the coupon' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sure' }));
    expect(screen.getByText('This share has expired.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Draw the coupon' })).toBeNull();
  });

  it('sends a visitor to /login and remembers to come back', () => {
    setSessionUser(null); // a known visitor, whichever test ran before
    const fetchMock = stubDraw(200, {});
    renderPage(`/coupon?s=${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: 'Draw the coupon' }));
    expect(screen.getByText('Login page')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(JSON.stringify(Object.values(sessionStorage))).toContain(`/coupon?s=${TOKEN}`);
  });

  it('says a link without a token, or with the old guessable order and member ids, is not valid', () => {
    renderPage('/coupon?e=12&t=5&m=');
    expect(screen.getByRole('heading', { name: 'This share link is not valid' })).toBeTruthy();
  });
});
