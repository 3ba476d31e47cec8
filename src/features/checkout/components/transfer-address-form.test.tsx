// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubCheckoutApi, type Reply } from '../testing/checkout-fixtures';
import { TransferAddressForm } from './transfer-address-form';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(onSaved = vi.fn(), onCancel = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TransferAddressForm country="MO" countryName="Macau" onSaved={onSaved} onCancel={onCancel} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { onSaved, onCancel };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillAll() {
  fill('Name', 'Chan Tai Man');
  fill('Street address', '澳門新馬路');
  fill('City or district', 'Macau');
  fill('Province or region', 'Macau');
  fill('Postal code', '999078');
  fill('Phone', '85328000000');
}

const saved = (body: unknown): Reply => ({ status: 201, body: { Id: 3, State: 'Macau', StreetAddress2: '', ...(body as object) } });

describe('TransferAddressForm', () => {
  it("shows the agency's country and the transfer labels, and saves the address in that country", async () => {
    const api = stubCheckoutApi({ 'POST /api/me/transfer-addresses': saved });
    const { onSaved } = renderForm();
    expect(screen.getByText('Country or region: Macau')).toBeTruthy();
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Save transfer address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ Id: 3, UserName: 'Chan Tai Man' })));
    expect(api.calls('POST /api/me/transfer-addresses')[0]).toMatchObject({ Country: 'MO', City: 'Macau', StateCode: 'Macau', ZipCode: '999078' });
  });

  it('checks the street lines for 4 Chinese characters on blur and on save, and sends nothing until fixed', async () => {
    const api = stubCheckoutApi({ 'POST /api/me/transfer-addresses': saved });
    renderForm();
    fillAll();
    fill('Street address', '1 Rua do Campo');
    fireEvent.blur(screen.getByLabelText('Street address'));
    expect(screen.getByText('Detail address must contain 4 Chinese characters')).toBeTruthy();
    fill('Name', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save transfer address' }));
    expect(await screen.findByText("Please enter the recipient's name")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(api.calls('POST /api/me/transfer-addresses')).toHaveLength(0);
    // The second street line re-checks the first.
    fill('Apartment, suite, unit (optional)', '澳門新馬路');
    fireEvent.blur(screen.getByLabelText('Apartment, suite, unit (optional)'));
    expect(screen.queryByText('Detail address must contain 4 Chinese characters')).toBeNull();
  });

  it("places the server's refusal on its field, and cancels", async () => {
    stubCheckoutApi({
      'POST /api/me/transfer-addresses': { status: 400, body: { error: { code: 'ADDRESS_CITY_TOO_LONG', message: 'The city can be at most 30 characters', field: 'City' } } },
    });
    const { onCancel } = renderForm();
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Save transfer address' }));
    const message = await screen.findByText('The city can be at most 30 characters');
    expect(message.id).toBe(screen.getByLabelText('City or district').getAttribute('aria-describedby'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
