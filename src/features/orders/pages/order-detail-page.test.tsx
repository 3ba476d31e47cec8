// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../components/toast/toast-store';
import {
  finishedOrder,
  inHours,
  ok,
  orderAddress,
  orderPage,
  refused,
  renderAt,
  shippedOrder,
  storeOrderPage,
  stubApi,
  tracking,
} from '../testing/order-fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.items.splice(0);
});

const section = (name: string) => within(screen.getByRole('region', { name }));
const priceOf = (name: string) => {
  const lines = section(name);
  return (label: string) => lines.getByText(label).nextElementSibling?.textContent;
};
const steps = () =>
  within(screen.getByRole('list', { name: 'Order progress' }))
    .getAllByRole('listitem')
    .map((li) => `${li.className.includes('--lit') ? 'lit' : 'dark'}${li.getAttribute('aria-current') ? '*' : ''} ${li.querySelector('.order-stepper__label')!.firstChild!.textContent}`);

describe('OrderDetailPage', () => {
  it('shows a shipped order to its buyer: stepper, buyer, shipping with the events newest first, items, the full breakdown and its actions', async () => {
    const order = { ...orderPage(5), ...shippedOrder(5, { Address: orderAddress }) };
    const api = stubApi(({ url }) => (url.pathname === '/api/orders/5/tracking' ? ok(tracking()) : ok(order)));
    renderAt('/myholo/detail/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order HO00000005' })).toBeTruthy();
    expect(api.calls[0]!.url.pathname).toBe('/api/me/orders/5');
    expect(screen.getAllByText('Shipped')[0]!.className).toContain('order-status');
    expect(steps()).toEqual(['lit Submitted', 'lit Paid', 'lit* Shipped', 'dark Finished']);
    expect(screen.getByText(/^Finishes automatically on .+ unless you confirm receipt first\.$/)).toBeTruthy();

    const buyer = section('Buyer');
    expect(buyer.getByText('AlexMorgan')).toBeTruthy();
    expect(buyer.getByText('Ann Lee 2135550100')).toBeTruthy();
    expect(buyer.getByText('1 Main Street')).toBeTruthy();
    expect(buyer.getByText('Los Angeles, California, 90012')).toBeTruthy();

    const shipping = section('Shipping');
    expect(shipping.getByText('UPS')).toBeTruthy();
    expect(shipping.getByText('1Z999AA10123456784')).toBeTruthy();
    const events = await shipping.findByRole('list', { name: 'Tracking events, newest first' });
    expect(within(events).getAllByRole('listitem').map((li) => li.querySelector('.tracking-event__station')!.textContent)).toEqual([
      'Out for delivery — Los Angeles, CA',
      'In transit — Louisville, KY',
      'Picked up — Portland, OR',
    ]);
    expect(shipping.getByText('In transit')).toBeTruthy();

    const items = section('Items');
    expect(items.getByRole('link', { name: 'Card 5' }).getAttribute('href')).toBe('/carddetails/105');
    expect(items.getByText('Order total').nextElementSibling?.textContent).toBe('$50.00');

    const price = priceOf('Price');
    expect(price('Item')).toBe('$40.00');
    expect(price('Shipping')).toBe('$5.00');
    expect(price('Buyer premium')).toBe('$2.00');
    expect(price('Tax')).toBe('$3.00');
    expect(price('Total')).toBe('$50.00');

    expect(screen.getByRole('button', { name: 'Tracking' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm receipt' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View details' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your purchases' }).getAttribute('href')).toBe('/myholo/purchase');
    expect(screen.queryByText('Your sale')).toBeNull();
  });

  it("shows the seller the plain total (item and shipping), no buyer actions, and feedback for the buyer once finished", async () => {
    const order = { ...orderPage(6, { Viewer: 'seller', SellerTotal: 4_500 }), ...finishedOrder(6, { IsAppraisal: 1 }) };
    stubApi(({ url }) => (url.pathname.endsWith('/tracking') ? ok(tracking({ State: 3, DeliveredAt: inHours(-3) })) : ok(order)));
    renderAt('/myholo/detail/6');
    await screen.findByRole('heading', { level: 1, name: 'Order HO00000006' });
    expect(screen.getByText('Your sale')).toBeTruthy();
    const price = priceOf('Price');
    expect(price('Item')).toBe('$40.00');
    expect(price('Shipping')).toBe('$5.00');
    expect(price('Total')).toBe('$45.00');
    expect(section('Price').queryByText('Buyer premium')).toBeNull();
    expect(section('Price').queryByText('Tax')).toBeNull();
    expect(section('Items').getByText('Order total').nextElementSibling?.textContent).toBe('$45.00');
    expect(steps()).toEqual(['lit Submitted', 'lit Paid', 'lit Shipped', 'lit* Finished']);
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave feedback' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to your purchases' })).toBeNull();
    expect(await section('Shipping').findByText('Delivered')).toBeTruthy();
  });

  it('says "No logistics information yet" when the carrier knows nothing of the number', async () => {
    const order = { ...orderPage(7), ...shippedOrder(7, { ExpressCode: 'UNKNOWN10000' }) };
    stubApi(({ url }) => (url.pathname.endsWith('/tracking') ? ok(tracking({ LogisticCode: 'UNKNOWN10000', State: 0, Traces: [], NoLogistics: true })) : ok(order)));
    renderAt('/myholo/detail/7');
    await screen.findByRole('heading', { level: 1, name: 'Order HO00000007' });
    expect(await section('Shipping').findByText('No logistics information yet')).toBeTruthy();
    expect(section('Shipping').queryByRole('list', { name: 'Tracking events, newest first' })).toBeNull();
  });

  it('shows an unpaid order with its pay countdown, the payment warning, Pay now and Change address, and no shipping', async () => {
    const api = stubApi(() => ok(orderPage(8, { PayDueAt: inHours(30) })));
    renderAt('/myholo/detail/8');
    await screen.findByRole('heading', { level: 1, name: 'Order HO00000008' });
    expect(screen.getByText('Pay within').closest('p')?.className).toBe('pay-countdown');
    expect(screen.getByText(/^Please pay by .+\. An order not paid in time is closed by the system\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/pay/checkout/8');
    expect(screen.getByRole('button', { name: 'Change address' })).toBeTruthy();
    expect(section('Buyer').getByText('No address given')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Shipping' })).toBeNull();
    expect(steps()).toEqual(['lit* Submitted', 'dark Paid', 'dark Shipped', 'dark Finished']);
    expect(api.reads('/api/orders/8/tracking')).toBe(0);
  });

  it('turns red in the last 12 hours and reads the order again when the countdown reaches 00:00', async () => {
    let closed = false;
    const api = stubApi(() => ok(closed ? orderPage(9, { OrderStatus: 6, ClosedAt: inHours(0), PayDueAt: inHours(-0.001) }) : orderPage(9, { PayDueAt: new Date(Date.now() + 1_500).toISOString() })));
    renderAt('/myholo/detail/9');
    await screen.findByRole('heading', { level: 1, name: 'Order HO00000009' });
    expect(screen.getByText('Pay within').closest('p')?.className).toBe('pay-countdown pay-countdown--urgent');
    expect(api.reads('/api/me/orders/9')).toBe(1);
    closed = true;
    await waitFor(() => expect(api.reads('/api/me/orders/9')).toBe(2), { timeout: 4_000 });
    expect(await screen.findByText('This order was closed by the system because it was not paid in time.')).toBeTruthy();
    expect(steps()).toEqual(['lit Submitted', 'lit* Closed']);
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it('shows the not-found view for an order that is not the member’s, and asks nothing for a malformed id', async () => {
    stubApi(() => refused(404, 'ORDER_NOT_FOUND', 'The order does not exist'));
    renderAt('/myholo/detail/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your orders' }).getAttribute('href')).toBe('/myholo/purchase');
    cleanup();
    const api = stubApi(() => ok(orderPage(1)));
    renderAt('/myholo/detail/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the fault view with Try again when the order cannot be loaded', async () => {
    let fail = true;
    stubApi(() => (fail ? 'network-error' : ok(orderPage(10))));
    renderAt('/myholo/detail/10');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The order could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order HO00000010' })).toBeTruthy();
  });
});

describe('StoreOrderDetailPage', () => {
  it('shows a shipped store order: lines with quantity and amount, coupons, postage, the carrier and its actions', async () => {
    const order = storeOrderPage(3, {
      OrderStatus: 3,
      PayDateTime: inHours(-50),
      SendDateTime: inHours(-20),
      LogisticsCompanyCode: 'DHL',
      LogisticsCompanyName: 'DHL',
      LogisticsCode: 'JD014600003828174',
      DiscountAmount: 500,
      PriceTotal: 8_599,
      AutoFinishAt: inHours(24 * 29),
    });
    const api = stubApi(({ url }) =>
      url.pathname === '/api/store-orders/3/tracking' ? ok(tracking({ ShipperCode: 'DHL', ShipperName: 'DHL', LogisticCode: 'JD014600003828174' })) : ok(order),
    );
    renderAt('/myholo/orderdetail/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order HS00000003' })).toBeTruthy();
    expect(api.calls[0]!.url.pathname).toBe('/api/me/store-orders/3');
    const items = section('Holo Store');
    const booster = items.getByRole('link', { name: 'Booster box' }).closest('tr')!;
    expect(within(booster).getByText('Sealed')).toBeTruthy();
    expect(Array.from(booster.querySelectorAll('td')).slice(1).map((td) => td.textContent)).toEqual(['2', '$60.00']);
    expect(items.getByText('Order total').nextElementSibling?.textContent).toBe('$85.99');
    const price = priceOf('Price');
    expect(price('Items')).toBe('$85.00');
    expect(price('Coupons')).toBe('−$5.00');
    expect(price('Shipping')).toMatch(/USD\s4\.99/);
    expect(price('Tax')).toBe('$1.00');
    expect(section('Shipping').getByText('DHL')).toBeTruthy();
    expect(await section('Shipping').findByText('Out for delivery — Los Angeles, CA')).toBeTruthy();
    expect(section('Buyer').getByText('1 Main')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm receipt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your store orders' }).getAttribute('href')).toBe('/myholo/mallorder');
  });

  it('shows the seller of a store order the plain total', async () => {
    stubApi(() => ok(storeOrderPage(4, { Viewer: 'seller', OrderStatus: 2, PayDateTime: inHours(-2), SellerTotal: 8_999 })));
    renderAt('/myholo/orderdetail/4');
    await screen.findByRole('heading', { level: 1, name: 'Order HS00000004' });
    expect(priceOf('Price')('Total')).toBe('$89.99');
    expect(section('Price').queryByText('Tax')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Shipping' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
