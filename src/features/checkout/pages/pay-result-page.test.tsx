// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentReply } from '../../../domain/payment/payment.schema';
import { stubCheckoutApi } from '../testing/checkout-fixtures';
import { PayResultPage } from './pay-result-page';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const payment = (overrides: Partial<PaymentReply> = {}): PaymentReply => ({
  PaymentCode: 'PY1', Purpose: 'order', ReferenceId: 5, Status: 1, USD_Amount: 3_988, Currency: 'USD', ChargedAmount: 3_988, IsGuarantee: 6,
  ...overrides,
});

function setup(replies: PaymentReply[], url = '/pay/result?type=pay&id=PY1') {
  let call = 0;
  const api = stubCheckoutApi({ 'GET /api/payments/PY1': () => ({ status: 200, body: replies[Math.min(call++, replies.length - 1)] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <PayResultPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...api, invalidate };
}

describe('PayResultPage', () => {
  it('keeps checking while the callback has not landed, then shows the success with what was paid and re-reads the member', async () => {
    const { invalidate } = setup([payment({ Status: 0 }), payment()]);
    expect(await screen.findByRole('heading', { name: 'Checking your payment…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, { timeout: 3_000 })).toBeTruthy();
    expect(screen.getByText('$39.88')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe('/pay/checkout/5');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });
  });

  it('a declined CHP top-up says Payment failed and Try again goes back to the charge page', async () => {
    setup([payment({ Purpose: 'chp', ReferenceId: 2, Status: 2, USD_Amount: 2_000 })], '/pay/result?type=chp&id=PY1');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/pay/chp');
  });

  it('an abandoned payment says Payment cancelled; one paid after the order closed explains the CHP credit', async () => {
    setup([payment({ Status: 3 })]);
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/pay/checkout/5');
    cleanup();

    setup([payment({ Status: 4 })]);
    expect(await screen.findByText(/so the amount was added to your CHP balance/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your CHP balance' }).getAttribute('href')).toBe('/myholo/chp');
  });

  it('a payment cancelled by a new total says so with Try again; a refunded one says the money went back', async () => {
    setup([payment({ Status: 5 })]);
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeTruthy();
    expect(screen.getByText(/cancelled before it was paid, because the total changed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/pay/checkout/5');
    cleanup();

    setup([payment({ Status: 6 })]);
    expect(await screen.findByRole('heading', { name: 'Payment refunded' })).toBeTruthy();
    expect(screen.getByText(/refunded to your payment method/)).toBeTruthy();
  });
});
