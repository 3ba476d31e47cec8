// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShareCouponButton } from './share-coupon-button';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderButton(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ShareCouponButton orderId={12} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Share coupon' }));
}

describe('ShareCouponButton', () => {
  it('shows the link of the order and copies it', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const link = '/coupon?s=Xy7_-0123456789abcdefghijklmnopqrstuvwxyzAB';
    renderButton(200, { Link: link, ExpiresAt: '2026-11-28T12:00:00Z' });
    const input = (await screen.findByLabelText('Share link')) as HTMLInputElement;
    expect(input.value).toBe(`${window.location.origin}${link}`);
    expect(fetch).toHaveBeenCalledWith('/api/coupons/shares', expect.objectContaining({ method: 'POST', body: JSON.stringify({ OrderId: 12 }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(input.value));
  });

  it('says share expired for an order past its week', async () => {
    renderButton(409, { error: { code: 'SHARE_EXPIRED', message: 'share expired' } });
    expect((await screen.findByRole('alert')).textContent).toBe('share expired');
  });
});
