// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../components/toast/toast-store';
import { caseReplyOf, ok, planOf, refused, renderAt, sellerAddress, stubApi } from '../testing/case-fixtures';
import { OutcomePage } from './outcome-page';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.items.splice(0);
});

const CASE = '/api/orders/5/case';
const show = (url = '/pay/outcome/5') => renderAt(url, <OutcomePage />, '/pay/outcome/:orderId');
const amount = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const tracking = { ShipperCode: 'UPS', ShipperName: 'UPS', LogisticCode: '1Z999AA10123456799', SendTime: '2026-11-20T09:00:00Z', State: 1, DeliveredAt: null, Traces: [{ AcceptTime: '2026-11-20T10:00:00Z', AcceptStation: 'Picked up — Los Angeles, CA' }], NoLogistics: false };

describe('OutcomePage', () => {
  it('6: waiting for the seller\'s refund, with item, postage, service fee and tax, and the total back', async () => {
    const api = stubApi(() => ok(caseReplyOf({ State: 'refund_pending', SRBtnType: 6, Plan: planOf() })));
    show();
    expect(await screen.findByRole('heading', { name: "Waiting for the seller's refund" })).toBeTruthy();
    expect(api.calls[0]!.url.pathname).toBe(CASE);
    expect(amount('Item')).toBe('$40.00');
    expect(amount('Shipping')).toBe('$5.00');
    expect(amount('Service fee and tax')).toBe('$5.00');
    expect(amount('Total')).toBe('$50.00');
    expect(screen.queryByText(/Back in the currency you paid/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Return address' })).toBeNull();
    expect(screen.queryByLabelText('Carrier')).toBeNull();
  });

  it('7: awaiting the return address; a store order reads its own case', async () => {
    const api = stubApi(() => ok(caseReplyOf({ OrderKind: 'store_order', State: 'return_address', SRBtnType: 7, Plan: planOf({ PlanSRResultStatus: 7, IsReturn: true }) })));
    show('/pay/outcome/8?kind=store');
    expect(await screen.findByRole('heading', { name: "Awaiting the seller's return address" })).toBeTruthy();
    expect(api.calls[0]!.url.pathname).toBe('/api/store-orders/8/case');
    expect(screen.queryByLabelText('Carrier')).toBeNull();
  });

  it('8: the return address with its copy button and the return form (both fields required; the case is read again after)', async () => {
    let shipped = false;
    const plan = () => planOf({ PlanSRResultStatus: 8, IsReturn: true, SellMemberAddress: sellerAddress, ...(shipped ? { SendExpress: 'UPS', SendExpressName: 'UPS', SendExpressCode: '1Z999AA10123456799' } : {}) });
    const api = stubApi((call) => {
      if (call.method === 'POST') {
        shipped = true;
        return ok({});
      }
      if (call.url.pathname === `${CASE}/return-tracking`) return ok(tracking);
      return ok(caseReplyOf({ State: 'return_shipping', SRBtnType: 8, Plan: plan() }));
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Return the item' })).toBeTruthy();
    const address = within(screen.getByRole('heading', { name: 'Return address' }).parentElement!);
    expect(address.getByText('Sam Seller 5035550100')).toBeTruthy();
    expect(address.getByText('9 Card Lane')).toBeTruthy();
    expect(address.getByText('Portland, Oregon, 97201')).toBeTruthy();
    expect(address.getByRole('button', { name: 'Copy the return address' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Choose the carrier.')).toBeTruthy();
    expect(screen.getByText('Enter the tracking number.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Carrier'), { target: { value: 'UPS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText('Choose the carrier.')).toBeNull();
    expect(screen.getByText('Enter the tracking number.')).toBeTruthy();
    expect(api.writes()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: ' 1Z999AA10123456799 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.url.pathname).toBe('/api/cases/31/return-shipping');
    expect(api.writes()[0]!.body).toEqual({ SendExpress: 'UPS', SendExpressCode: '1Z999AA10123456799' });
    // Read again: the form gives way to the parcel and its tracking.
    expect(await screen.findByRole('heading', { name: 'Return parcel' })).toBeTruthy();
    expect(api.reads(CASE)).toBe(2);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByText('1Z999AA10123456799')).toBeTruthy();
    expect(await screen.findByText('Picked up — Los Angeles, CA')).toBeTruthy();
  });

  it('8 for the seller: the address and no form', async () => {
    stubApi(() => ok(caseReplyOf({ Viewer: 'seller', State: 'return_shipping', SRBtnType: 8, Plan: planOf({ PlanSRResultStatus: 8, IsReturn: true, SellMemberAddress: sellerAddress }) })));
    show();
    expect(await screen.findByRole('heading', { name: 'Return the item' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('9: refunded, with the total in the currency paid when not USD', async () => {
    stubApi(() =>
      ok(caseReplyOf({ State: 'refunded', SRType: 2, SRStatus: 2, SRBtnType: 9, Plan: planOf({ PlanSRResultStatus: 9, RefundMoney: 1_000, RefundPostage: 0, ServiceAndTaxRefund: 125, RebackMoney: 1_125, RebackCurrency: 'MOP', RebackMinor: 9_080 }) })),
    );
    show();
    expect(await screen.findAllByRole('heading', { name: 'Refunded' })).toHaveLength(2);
    expect(screen.getByText('The money is back with the way you paid.')).toBeTruthy();
    expect(amount('Item')).toBe('$10.00');
    expect(amount('Total')).toBe('$11.25');
    expect(screen.getByText(/Back in the currency you paid: MOP\s?90\.80/)).toBeTruthy();
  });

  it('says when nothing is decided yet, and shows the not-found view for another member\'s order', async () => {
    stubApi(() => ok(caseReplyOf()));
    show();
    expect(await screen.findByText('No refund or return has been decided on this order yet.')).toBeTruthy();
    cleanup();
    stubApi(() => refused(404, 'ORDER_NOT_FOUND', 'Order not found'));
    show();
    expect(await screen.findByText('Order not found')).toBeTruthy();
  });
});
