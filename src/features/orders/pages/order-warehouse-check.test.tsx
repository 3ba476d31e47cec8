// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../components/toast/toast-store';
import { ok, orderPage, refused, renderAt, shippedOrder, stubApi, tracking } from '../testing/order-fixtures';

// Confirm receipt of a card order through Holo's warehouse (issue 31, spec 3 "Confirm receipt").

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.items.splice(0);
});

const warehouseOrder = (extra = {}) => ({
  ...orderPage(9),
  ...shippedOrder(9, { BusinessType: 2 }),
  ToWarehouse: true,
  WarehouseCity: 'Torrance',
  ...extra,
});

const check = (items: unknown[]) => ({ OrderId: 9, AreaId: 'US', City: 'Torrance', PostageMoney: 800, CheckTimeLong: items.length ? 40 * 3600 : null, data: items });
const photographed = {
  Id: 3,
  Title: 'Charizard',
  Quantity: 1,
  Photos: ['/media/uploads/aa.jpg', '/media/uploads/bb.jpg'],
  Description: 'Near mint',
  CheckedAt: new Date().toISOString(),
  ConfirmedAt: null,
};

describe('Confirm receipt through the warehouse', () => {
  it('says the card is being processed while no item has been photographed', async () => {
    const api = stubApi(({ url }) => (url.pathname.endsWith('/tracking') ? ok(tracking()) : url.pathname.endsWith('/condition-check') ? ok(check([])) : ok(warehouseOrder({ CheckState: 1 }))));
    renderAt('/myholo/detail/9');
    expect(await screen.findByText("This card goes to Holo's warehouse in Torrance, which checks its condition for you.")).toBeTruthy();
    expect(screen.getByText('The card has arrived at the warehouse and its condition is being checked.')).toBeTruthy();
    expect(screen.queryByText(/^Finishes automatically on/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    expect(await within(dialog).findByText(/Your card is being processed at Holo's warehouse in Torrance/)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the photos, the fee and the countdown, and confirms: the order finishes and the toast says where the card is', async () => {
    let finished = false;
    const api = stubApi(({ url, method }) => {
      if (url.pathname.endsWith('/tracking')) return ok(tracking());
      if (url.pathname === '/api/orders/9/condition-check') return ok(check([photographed]));
      if (method === 'POST') {
        finished = true;
        return ok({ OrderStatus: 5, FinishTime: new Date().toISOString(), AreaId: 'US', City: 'Torrance' });
      }
      return ok(finished ? warehouseOrder({ OrderStatus: 5, CheckState: 2 }) : warehouseOrder({ CheckState: 2, CheckTimeLong: 40 * 3600 }));
    });
    renderAt('/myholo/detail/9');
    expect(await screen.findByText(/^Checking has finished: look at the photos/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: "Check your card's condition" });
    expect(within(dialog).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(photographed.Photos);
    expect(within(dialog).getByText('Near mint')).toBeTruthy();
    expect(within(dialog).getByText('Shipping fee paid: $8.00')).toBeTruthy();
    expect(within(dialog).getByText("Check the card's condition within")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/orders/9/condition-check/confirm')).toBe(true));
    await waitFor(() => expect(toasts.items.map((t) => t.text)).toContain('Receipt confirmed: the order is finished. Your card is in your Holo warehouse in Torrance.'));
    expect(await screen.findByText('This card is in your Holo warehouse in Torrance.')).toBeTruthy();
  });

  it('falls back to the caution confirm for a custom-address order (404), which goes through the plain receipt call', async () => {
    const api = stubApi(({ url, method }) => {
      if (url.pathname.endsWith('/tracking')) return ok(tracking());
      if (url.pathname.endsWith('/condition-check')) return refused(404, 'ORDER_NOT_FOUND', 'Not found');
      if (method === 'POST') return ok({ OrderStatus: 5, FinishTime: new Date().toISOString() });
      return ok({ ...orderPage(9), ...shippedOrder(9, { BusinessType: 2 }) });
    });
    renderAt('/myholo/detail/9');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    // The warehouse's dialog gives way to the caution confirm once the check answers 404. The
    // caution dialog is in the document while closed, so wait for it to open, not for its text.
    const caution = (await screen.findByText(/Confirm only after you have received the item/)).closest('dialog')!;
    await waitFor(() => expect(caution.open).toBe(true));
    fireEvent.click(within(caution).getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/orders/9/receive')).toBe(true));
  });
});
