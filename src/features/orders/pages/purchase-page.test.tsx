// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyOrdersReply, MyStoreOrdersReply } from '../../../domain/orders/order-list.schema';
import { inHours, location, order, renderAt, storeOrder, stubApi as stubOrderApi, type Reply } from '../testing/order-fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };

/** fetch answering by URL; each call's URL is recorded. */
const stubApi = (answer: (url: URL) => Reply) => stubOrderApi((call) => answer(call.url));

const rowsOf = () => screen.getAllByRole('listitem').filter((li) => li.classList.contains('order-card'));

describe('PurchasePage', () => {
  it('shows the tabs with count badges capped at 99+, none for an empty tab', async () => {
    const reply: MyOrdersReply = { data: [order(1)], count: 1, Counts: { ...counts, 1: 1, 2: 120, 6: 7 } };
    stubApi(() => ({ status: 200, body: reply }));
    renderAt('/myholo/purchase');
    await screen.findByRole('link', { name: 'Card 1' });
    expect(screen.getByRole('tab', { name: 'Unpaid 1' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'To be shipped 99+' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Shipped' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Dispute' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'To leave feedback' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Completed 7' })).toBeTruthy();
  });

  it('switches tab through the URL and asks for that tab, back on page 1 with the filters kept', async () => {
    const api = stubApi(() => ({ status: 200, body: { data: [], count: 0, Counts: counts } }));
    renderAt('/myholo/purchase?type=1&title=pika&page=3');
    await screen.findByText('No orders waiting for payment');
    expect(api.last().search).toBe('?type=1&page=3&title=pika');
    fireEvent.click(screen.getByRole('tab', { name: 'Shipped' }));
    await waitFor(() => expect(location()).toBe('/myholo/purchase?type=3&title=pika'));
    await screen.findByText('No shipped orders');
    expect(api.last().search).toBe('?type=3&page=1&title=pika');
    expect(screen.getByRole('tab', { name: 'Shipped' }).getAttribute('aria-selected')).toBe('true');
  });

  it('searches by title, order number and seller with the Search button', async () => {
    const api = stubApi(() => ({ status: 200, body: { data: [], count: 0, Counts: counts } }));
    renderAt('/myholo/purchase?type=2');
    await screen.findByText('No orders waiting to be shipped');
    fireEvent.change(screen.getByLabelText('Item title'), { target: { value: ' 100% _mint ' } });
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'HO0001' } });
    fireEvent.change(screen.getByLabelText('Seller name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/myholo/purchase?type=2&title=100%25+_mint&orderNo=HO0001&seller=Ann'));
    await waitFor(() => expect(api.last().searchParams.get('title')).toBe('100% _mint'));
    expect(api.last().searchParams.get('orderNo')).toBe('HO0001');
    expect(api.last().searchParams.get('seller')).toBe('Ann');
  });

  it('lists an unpaid order with its seller and record, breakdown, countdown, the details page and the checkout', async () => {
    const unpaid = order(1, { Discount: 100, Total: 4_900, SellerIntegral: 120, SellNegativeCount: 2 });
    stubApi(() => ({ status: 200, body: { data: [unpaid], count: 1, Counts: { ...counts, 1: 1 } } }));
    renderAt('/myholo/purchase');
    await screen.findByRole('link', { name: 'Card 1' });
    const row = within(rowsOf()[0]!);
    expect(row.getByRole('link', { name: 'Card 1' }).getAttribute('href')).toBe('/carddetails/101');
    expect(row.getByRole('link', { name: 'CardShop' }).getAttribute('href')).toBe('/seller/detail/9');
    expect(row.getByText('Order HO00000001', { exact: false })).toBeTruthy();
    expect(row.getByText('Awaiting payment')).toBeTruthy();
    const price = (label: string) => row.getByText(label).nextElementSibling?.textContent;
    expect(price('Item')).toBe('$40.00');
    expect(price('Shipping')).toBe('$5.00');
    expect(price('Buyer premium')).toBe('$2.00');
    expect(price('Tax')).toBe('$3.00');
    expect(price('Discount')).toBe('−$1.00');
    expect(price('Total')).toBe('$49.00');
    expect(row.getByText('Pay within').closest('p')?.className).toBe('pay-countdown');
    expect(row.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/pay/checkout/1');
    expect(row.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/myholo/detail/1');
    expect(row.getByRole('link', { name: '120 positive' }).getAttribute('href')).toBe('/feedback/seller?id=9&type=1');
    expect(row.getByText('98.36%')).toBeTruthy();
    // Change address opens the address dialog; nothing else (no case link, no contact yet).
    expect(row.getAllByRole('button').map((button) => button.textContent)).toEqual(['Change address']);
  });

  it('turns the countdown red under 12 hours and drops Pay now once the time is up', async () => {
    const soon = order(1, { PayDueAt: inHours(11) });
    const over = order(2, { PayDueAt: inHours(-1) });
    stubApi(() => ({ status: 200, body: { data: [soon, over], count: 2, Counts: { ...counts, 1: 2 } } }));
    renderAt('/myholo/purchase');
    await screen.findByRole('link', { name: 'Card 1' });
    const [first, second] = rowsOf().map((li) => within(li));
    expect(first!.getByText('Pay within').closest('p')?.className).toBe('pay-countdown pay-countdown--urgent');
    expect(second!.getByText('Payment time is up')).toBeTruthy();
    expect(second!.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(second!.queryByRole('button', { name: 'Change address' })).toBeNull();
    expect(second!.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/myholo/detail/2');
  });

  it('shows finished and closed orders with their status, View details opening the order page', async () => {
    const finished = order(3, { OrderStatus: 5, PaidAt: inHours(-5), IsAppraisal: 1 });
    const closed = order(4, { OrderStatus: 6, ClosedAt: inHours(-2) });
    stubApi(() => ({ status: 200, body: { data: [closed, finished], count: 2, Counts: { ...counts, 5: 1, 6: 2 } } }));
    renderAt('/myholo/purchase?type=6');
    await screen.findByRole('link', { name: 'Card 3' });
    const [closedRow, finishedRow] = rowsOf().map((li) => within(li));
    expect(closedRow!.getByText('Closed')).toBeTruthy();
    expect(closedRow!.getByText(/^Closed .+/)).toBeTruthy();
    expect(finishedRow!.getByText('Finished')).toBeTruthy();
    for (const row of [closedRow!, finishedRow!]) {
      expect(row.getAllByRole('link').map((a) => a.textContent)).not.toContain('Pay now');
      expect(row.queryByText('Pay within')).toBeNull();
    }
    expect(finishedRow!.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/myholo/detail/3');
    expect(closedRow!.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/myholo/detail/4');
    expect(closedRow!.queryByRole('button')).toBeNull();
  });

  it('offers Share coupon on a paid order and not on an unpaid one', async () => {
    const paid = order(5, { OrderStatus: 2, PaidAt: inHours(-3) });
    const unpaid = order(6);
    stubApi(() => ({ status: 200, body: { data: [paid, unpaid], count: 2, Counts: { ...counts, 1: 1, 2: 1 } } }));
    renderAt('/myholo/purchase?type=2');
    await screen.findByRole('link', { name: 'Card 5' });
    const [paidRow, unpaidRow] = rowsOf().map((li) => within(li));
    expect(paidRow!.getByRole('button', { name: 'Share coupon' })).toBeTruthy();
    expect(unpaidRow!.queryByRole('button', { name: 'Share coupon' })).toBeNull();
  });

  it('pages through the URL, 60 a page', async () => {
    const api = stubApi(() => ({ status: 200, body: { data: [order(1)], count: 130, Counts: { ...counts, 1: 130 } } }));
    renderAt('/myholo/purchase');
    await screen.findByRole('link', { name: 'Card 1' });
    expect(screen.getByText('130 orders')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(location()).toBe('/myholo/purchase?type=1&page=3'));
    await waitFor(() => expect(api.last().searchParams.get('page')).toBe('3'));
    expect(screen.queryByRole('link', { name: 'Page 4' })).toBeNull();
  });

  it('shows the fault view with Try again when the list cannot be loaded', async () => {
    let fail = true;
    stubApi(() => (fail ? 'network-error' : { status: 200, body: { data: [order(1)], count: 1, Counts: { ...counts, 1: 1 } } }));
    renderAt('/myholo/purchase');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your orders could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Card 1' });
  });
});

describe('empty order lists (issue 32)', () => {
  it('an empty purchases tab names what is empty and links to the market', async () => {
    stubApi(() => ({ status: 200, body: { data: [], count: 0, Counts: counts } }));
    renderAt('/myholo/purchase?type=4');
    await screen.findByText('No disputes');
    expect(screen.getByRole('link', { name: 'Browse the market' }).getAttribute('href')).toBe('/market');
  });

  it('a search that finds no order offers to clear the search instead', async () => {
    stubApi(() => ({ status: 200, body: { data: [], count: 0, Counts: counts } }));
    renderAt('/myholo/purchase?type=2&title=pika&seller=Ann');
    await screen.findByText('No orders waiting to be shipped');
    expect(screen.queryByRole('link', { name: 'Browse the market' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(location()).toBe('/myholo/purchase?type=2'));
    expect(await screen.findByRole('link', { name: 'Browse the market' })).toBeTruthy();
  });

  it('an empty store orders tab links to the stores', async () => {
    stubApi(() => ({ status: 200, body: { data: [], count: 0, Counts: { 1: 0, 2: 0, 3: 0, 4: 0 } } }));
    renderAt('/myholo/mallorder?type=4');
    await screen.findByText('No completed store orders');
    expect(screen.getByRole('link', { name: 'Browse the stores' }).getAttribute('href')).toBe('/seller/list');
  });
});

describe('MallOrderPage', () => {
  it('lists store orders with their lines, postage by type and the store checkout links', async () => {
    const reply: MyStoreOrdersReply = {
      data: [storeOrder(1), storeOrder(2, { OrderStatus: 2, PostageType: 2, Postage: 0 }), storeOrder(3, { OrderStatus: 4, PostageType: 1 })],
      count: 3,
      Counts: { 1: 1, 2: 1, 3: 0, 4: 1 },
    };
    const api = stubApi(() => ({ status: 200, body: reply }));
    renderAt('/myholo/mallorder');
    await screen.findAllByRole('link', { name: 'Booster box' });
    expect(api.last().pathname).toBe('/api/me/store-orders');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Unpaid 1', 'To be shipped 1', 'Shipped', 'Completed 1']);
    expect(screen.queryByLabelText('Seller name')).toBeNull();
    const [unpaid, paid, complete] = rowsOf().map((li) => within(li));
    expect(unpaid!.getAllByRole('link', { name: 'Booster box' })[0]!.getAttribute('href')).toBe('/storedetails/50');
    expect(unpaid!.getByText('Sealed')).toBeTruthy();
    expect(unpaid!.getByText('Qty 2')).toBeTruthy();
    expect(unpaid!.getByText('Shipping').nextElementSibling?.textContent).toMatch(/USD\s4\.99/);
    expect(unpaid!.getByText('Total').nextElementSibling?.textContent).toBe('$90.99');
    expect(unpaid!.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/pay/storecheckout/1');
    expect(unpaid!.getByRole('button', { name: 'Change address' })).toBeTruthy();
    expect(unpaid!.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/myholo/orderdetail/1');
    expect(paid!.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/myholo/orderdetail/2');
    expect(paid!.getByText('Shipping').nextElementSibling?.textContent).toBe('Free');
    expect(paid!.getByText('Paid, awaiting shipment')).toBeTruthy();
    expect(paid!.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(complete!.getByText('Shipping').nextElementSibling?.textContent).toBe('Pay on delivery');
    expect(complete!.getByText('Complete')).toBeTruthy();
    // Not shipped through Holo's tracking (no number): nothing to confirm or track.
    expect(screen.queryByRole('button', { name: /confirm|track/i })).toBeNull();
  });

  it('searches by title and order number only, and shows the no-data view', async () => {
    const api = stubApi(() => ({ status: 200, body: { data: [], count: 0, Counts: { 1: 0, 2: 0, 3: 0, 4: 0 } } }));
    renderAt('/myholo/mallorder?type=3&seller=Ann');
    await screen.findByText('No shipped store orders');
    expect(api.last().searchParams.get('seller')).toBeNull();
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'HS1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/myholo/mallorder?type=3&orderNo=HS1'));
    await waitFor(() => expect(api.last().search).toBe('?type=3&page=1&orderNo=HS1'));
  });
});
