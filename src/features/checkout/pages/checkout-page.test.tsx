// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '../../../domain/orders/order.schema';
import { setSessionUser } from '../../../lib/session/session-store';
import { address, member, nyAddress, order, stubCheckoutApi, type Reply } from '../testing/checkout-fixtures';
import { CheckoutPage } from './checkout-page';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => setSessionUser(member));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionUser(null);
});

const addresses = [address(1, 'Alex Morgan', true), address(2, 'Sam Lee')];
const withTax = order({ Address: nyAddress, TaxPrice: 313, Total: 3_988, ChargedTotal: 3_988 });

function setup(initial: OrderDetail, routes: Record<string, Reply | ((body: unknown) => Reply)> = {}) {
  const api = stubCheckoutApi({
    'GET /api/orders/5': { status: 200, body: initial },
    'GET /api/me/addresses': { status: 200, body: addresses },
    'PUT /api/orders/5': { status: 200, body: withTax },
    ...routes,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/pay/checkout/5']}>
          <Routes>
            <Route path="/pay/checkout/:orderId?" element={<CheckoutPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return api;
}

const summary = () => within(screen.getByRole('region', { name: 'Summary' }));
const row = (scope: ReturnType<typeof within>, label: string) => scope.getByText(label).closest('div')!.querySelector('dd')!.textContent;

describe('CheckoutPage breakdown', () => {
  it('puts the default address on a new order, and the table and summary show price, shipping, premium, the state tax it brings and the total', async () => {
    const api = setup(order());
    await waitFor(() => expect(api.calls('PUT /api/orders/5')).toEqual([{ AddressId: 1 }]));
    await waitFor(() => expect(row(summary(), 'State tax')).toBe('$3.13'));
    expect(row(summary(), 'Item price')).toBe('$30.00');
    expect(row(summary(), 'Shipping')).toBe('$5.00');
    expect(row(summary(), 'Buyer premium')).toBe('$1.75');
    expect(row(summary(), 'Order total')).toBe('$39.88');

    const table = within(screen.getByRole('table'));
    expect(table.getByRole('rowheader').textContent).toContain('1999 Pokemon Base Set Charizard Holo #4');
    expect(table.getAllByRole('cell').map((cell) => [cell.getAttribute('data-label'), cell.textContent])).toEqual([
      ['Price', '$30.00'],
      ['Shipping', '$5.00'],
      ['Buyer premium', '$1.75'],
      ['State tax', '$3.13'],
      ['Order total', '$39.88'],
    ]);
    expect((screen.getByRole('radio', { name: /Alex Morgan/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('changing the ship-to address updates the order and shows the re-priced total', async () => {
    const api = setup(withTax, { 'PUT /api/orders/5': { status: 200, body: order({ Address: { ...nyAddress, AddressId: 2 }, TaxPrice: 0 }) } });
    fireEvent.click(await screen.findByRole('radio', { name: /Sam Lee/ }));
    await waitFor(() => expect(row(summary(), 'Order total')).toBe('$36.75'));
    expect(api.calls('PUT /api/orders/5')).toEqual([{ AddressId: 2 }]);
  });

  it('a Macao buyer sees no state tax, the total in MOP and MPay as the card channel', async () => {
    setup(order({ Address: nyAddress, BuyerMemberSource: 'MO', IsGuarantee: 9, Currency: 'MOP', ChargedTotal: 29_950 }));
    await waitFor(() => expect(row(summary(), 'You pay in MOP')).toMatch(/MOP\s?299\.50/));
    expect(summary().queryByText('State tax')).toBeNull();
    expect(screen.getByRole('table').textContent).not.toContain('State tax');
    expect((screen.getByRole('radio', { name: 'MPay (card)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('Confirm and pay shows the breakdown and needs the agreement before it starts the payment', async () => {
    const api = setup(withTax, { 'POST /api/payments': { status: 200, body: { PaymentCode: 'PY1', PayUrl: 'about:blank' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm and pay' }));
    expect(row(dialog, 'Order total')).toBe('$39.88');
    fireEvent.click(dialog.getByRole('button', { name: 'Pay' }));
    expect(dialog.getByRole('alert').textContent).toBe('Please agree to the Terms of Service and Privacy Policy');
    expect(api.calls('POST /api/payments')).toHaveLength(0);

    expect(dialog.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms/privacy?type=2');
    expect(dialog.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/terms/privacy?type=1');
    fireEvent.click(dialog.getByRole('checkbox'));
    fireEvent.click(dialog.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(api.calls('POST /api/payments')).toEqual([{ Purpose: 'order', ReferenceId: 5, IsGuarantee: 6 }]));
  });

  it('a paid order says it has been placed, links to the item and offers no payment', async () => {
    setup(order({ Address: nyAddress, OrderStatus: 2 }));
    expect(await screen.findByText('The order has already been placed and paid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the item' }).getAttribute('href')).toBe('/carddetails/70');
    expect(screen.queryByRole('button', { name: 'Confirm and pay' })).toBeNull();
  });
});
