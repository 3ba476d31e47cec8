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

  it('Confirm and pay waits while the address book loads, so a quick tap never says "no address" to a member who has one', async () => {
    setup(order());
    const stubbed = globalThis.fetch;
    let release = () => {};
    const addressBook = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/me/addresses')) await addressBook;
      return stubbed(input, init);
    });
    const pay = await screen.findByRole('button', { name: 'Confirm and pay' });
    expect(pay).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(row(summary(), 'State tax')).toBe('$3.13'));
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    fireEvent.click(pay);
    expect(await screen.findByRole('dialog', { name: 'Confirm and pay' })).toBeTruthy();
    expect(screen.queryByText('You have not set your shipping address!')).toBeNull();
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

describe('CheckoutPage transfer service', () => {
  const hkAgency = { Id: 3, AreaId: 'HK', Nation: 'HK', Provice: 'Kowloon', City: 'Kwun Tong', AgencyAddress: 'Unit 1203, 9 Hung To Road', ZipCode: '999077', Phone: '' };
  const transferAddress = {
    Id: 31, UserName: 'Chan Tai Man', Country: 'HK', StreetAddress: '九龍旺角彌敦道100號', StreetAddress2: '', City: 'Mong Kok', State: 'Kowloon',
    ZipCode: '999077', Phone: '85291234567',
  };
  const hkDelivery = { AddressId: null, Consignee: 'Chan Tai Man', Nation: 'HK', Provice: 'Kowloon', City: 'Mong Kok', ZipCode: '999077', Mobile: '85291234567', Address: '九龍旺角彌敦道100號' };
  const onTransfer = order({ SellMemberSource: 'HK', BusinessType: 2, AgencyId: 3, TransferAddressId: 31, Address: hkDelivery });
  // Issue 31: every cross-region sale starts into the buyer's warehouse at the seller region's agency.
  const intoWarehouse = order({ SellMemberSource: 'HK', BusinessType: 2, AgencyId: 3, TransferAddressId: null, Address: null });

  it('is offered only for a cross-region item from a seller in an agency region', async () => {
    setup(order({ Address: nyAddress, SellMemberSource: 'US' }));
    expect(await screen.findByRole('radio', { name: /Alex Morgan/ })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /Transfer service/ })).toBeNull();
    cleanup();
    setup(intoWarehouse, { 'GET /api/agency': { status: 200, body: hkAgency } });
    expect(await screen.findByRole('switch', { name: /Transfer service/ })).toBeTruthy();
  });

  it("sends a cross-region card to Holo's warehouse: no address asked for or put on the order, and Confirm and pay does not wait for one", async () => {
    const api = setup(intoWarehouse, {
      'GET /api/agency': { status: 200, body: hkAgency },
      // The address book never answers: paying must not wait for it.
      'GET /api/me/addresses': () => new Promise<never>(() => {}) as never,
      'POST /api/payments': { status: 200, body: { PaymentCode: 'PY1', PayUrl: 'about:blank' } },
    });
    expect(await screen.findByText("Ships to Holo's warehouse in Kwun Tong: you forward it from your warehouse")).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Alex Morgan/ })).toBeNull();
    // No state tax on this leg: the warehouse's forwarding order carries it.
    expect(row(summary(), 'State tax')).toBe('$0.00');
    const pay = screen.getByRole('button', { name: 'Confirm and pay' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(false);
    fireEvent.click(pay);
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm and pay' }));
    fireEvent.click(dialog.getByRole('checkbox'));
    fireEvent.click(dialog.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(api.calls('POST /api/payments')).toEqual([{ Purpose: 'order', ReferenceId: 5, IsGuarantee: 6 }]));
    expect(api.calls('PUT /api/orders/5')).toEqual([]);
  });

  it("names the US warehouse for a Macao buyer's card from a US seller, with no transfer service", async () => {
    const usAgency = { Id: 2, AreaId: 'US', Nation: 'US', Provice: 'California', City: 'Torrance', AgencyAddress: '2100 W 190th Street', ZipCode: '90504', Phone: '' };
    const api = setup(order({ SellMemberSource: 'US', BuyerMemberSource: 'MO', BusinessType: 2, AgencyId: 2, IsGuarantee: 9, Currency: 'MOP' }), {
      'GET /api/agency': { status: 200, body: usAgency },
    });
    expect(await screen.findByText("Ships to Holo's warehouse in Torrance: you forward it from your warehouse")).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /Transfer service/ })).toBeNull();
    expect(api.calls('PUT /api/orders/5')).toEqual([]);
  });

  it('warns when there is no transfer address, adds one in the agency country and puts the order on it', async () => {
    const api = setup(intoWarehouse, {
      'GET /api/agency': { status: 200, body: hkAgency },
      'GET /api/me/transfer-addresses': { status: 200, body: { Data: [], Count: 0 } },
      'POST /api/me/transfer-addresses': { status: 201, body: transferAddress },
      'PUT /api/orders/5': { status: 200, body: onTransfer },
    });
    fireEvent.click(await screen.findByRole('switch', { name: /Transfer service/ }));
    expect((await screen.findByRole('status')).textContent).toContain('You have no transfer address in Hong Kong yet.');
    expect(screen.getByRole('status').textContent).toContain('or turn it off to keep the item in your Holo warehouse there.');
    expect(screen.getByText(/takes about 2 weeks/).textContent).toContain('Hung To Road');
    expect(api.calls('PUT /api/orders/5')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Add a transfer address' }));
    const form = within(screen.getByRole('form', { name: 'New transfer address' }));
    const type = (label: string, value: string) => fireEvent.change(form.getByLabelText(label), { target: { value } });
    type('Name', 'Chan Tai Man');
    type('Street address', 'Nathan Road 100');
    fireEvent.blur(form.getByLabelText('Street address'));
    expect(form.getByRole('alert').textContent).toBe('Detail address must contain 4 Chinese characters');
    type('Street address', '九龍旺角彌敦道100號');
    type('City or district', 'Mong Kok');
    type('Province or region', 'Kowloon');
    type('Postal code', '999077');
    type('Phone', '85291234567');
    fireEvent.click(form.getByRole('button', { name: 'Save transfer address' }));

    await waitFor(() => expect(api.calls('PUT /api/orders/5')).toEqual([{ TransferAddressId: 31 }]));
    expect(api.calls('POST /api/me/transfer-addresses')).toEqual([
      { Country: 'HK', UserName: 'Chan Tai Man', StreetAddress: '九龍旺角彌敦道100號', StreetAddress2: '', City: 'Mong Kok', StateCode: 'Kowloon', ZipCode: '999077', Phone: '85291234567' },
    ]);
    expect(await screen.findByText('Through the transfer service, to your transfer address:')).toBeTruthy();
  });

  it("shows the chosen transfer address, and turning it off goes back to Holo's warehouse, not to an address of the book", async () => {
    const api = setup(onTransfer, {
      'GET /api/agency': { status: 200, body: hkAgency },
      'GET /api/me/transfer-addresses': { status: 200, body: { Data: [transferAddress], Count: 1 } },
      'PUT /api/orders/5': { status: 200, body: intoWarehouse },
    });
    const choice = (await screen.findByRole('radio', { name: /Chan Tai Man/ })) as HTMLInputElement;
    expect(choice.checked).toBe(true);
    const toggle = screen.getByRole('switch', { name: /Transfer service/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(api.calls('PUT /api/orders/5')).toEqual([{ TransferAddressId: null }]));
    expect(await screen.findByText("Ships to Holo's warehouse in Kwun Tong: you forward it from your warehouse")).toBeTruthy();
  });
});
