// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../components/toast/toast-store';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { takeReturnPage } from '../../../lib/navigation/return-page';
import { session } from '../../../lib/session/session-store';
import { closeGateDialog } from '../state/gate-dialogs';
import { member, stubApi, verificationState } from '../testing/fake-api';
import { TradeGateHost } from './trade-gate-host';
import { useTradeGate } from './use-trade-gate';

// The session is known (GET /api/me answered): a visitor unless a test signs a member in.
session.userKnown = true;

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  closeGateDialog();
  cleanup();
  vi.unstubAllGlobals();
  session.user = null;
  toasts.items.splice(0);
  sessionStorage.clear();
});

const SELLER = 99;

function BidButton({ onResult }: { onResult: (passed: boolean) => void }) {
  const gate = useTradeGate();
  return (
    <button type="button" onClick={() => void gate({ SellUserID: SELLER }).then(onResult)}>
      Place bid
    </button>
  );
}

function renderGate(user: CurrentUser | null) {
  session.user = user;
  const onResult = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/carddetails/5?tab=bids']}>
          <Routes>
            <Route path="/carddetails/:id" element={<BidButton onResult={onResult} />} />
            <Route path="/login" element={<p>Login page</p>} />
            <Route path="/myholo/address" element={<p>Address book</p>} />
          </Routes>
          <TradeGateHost />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { onResult, press: () => fireEvent.click(screen.getByRole('button', { name: 'Place bid' })) };
}

/** GET /api/me answers with the same member the session holds (nothing changed elsewhere). */
const sameOnServer = (user: CurrentUser) => ({ 'GET /api/me': { body: user }, 'GET /api/me/verification': { body: verificationState() } });

describe('useTradeGate', () => {
  it('sends a visitor to /login, remembering the item page, and does not let them through', async () => {
    const api = stubApi({});
    const { onResult, press } = renderGate(null);
    press();
    expect(await screen.findByText('Login page')).toBeTruthy();
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
    expect(takeReturnPage()).toBe('/carddetails/5?tab=bids');
    expect(api.calls).toEqual([]);
  });

  it('checks identity first: an unverified member missing everything else sees only the ID verification dialog', async () => {
    const user = member({ VerifyStatus: 0, TelPhone: null, Count: 0, Id: SELLER });
    stubApi(sameOnServer(user));
    const { onResult, press } = renderGate(user);
    press();
    const dialog = await screen.findByRole('dialog', { name: 'ID verification' });
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
    expect(await screen.findByText('For the safety of your transactions, please verify your identity first')).toBeTruthy();
    expect(dialog).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Something Important' })).toBeNull();
    expect(toasts.items).toEqual([]);
  });

  it('asks for a phone next, with the spec texts; cancelling stops the action before the address check', async () => {
    const user = member({ TelPhone: null, Count: 0 });
    stubApi(sameOnServer(user));
    const { onResult, press } = renderGate(user);
    press();
    const dialog = await screen.findByRole('dialog', { name: 'Something Important' });
    expect(dialog.textContent).toContain('Please set your Phone number!');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
    expect(screen.queryByRole('dialog', { name: 'You have not set your shipping address!' })).toBeNull();
  });

  it('lets a verified member through once they add a phone with its code (human check first)', async () => {
    const user = member({ TelPhone: null });
    const api = stubApi({
      ...sameOnServer(user),
      'GET /api/reference/app-config': { body: { SellerSiteUrl: 'https://sell.example', HumanCheck: { Provider: 'sandbox', SiteKey: null } } },
      'POST /api/auth/human-check': { body: { ChallengeId: 'c1', Image: 'data:image/svg+xml;base64,PHN2Zy8+' } },
      'POST /api/auth/human-check/answer': { body: { Ticket: 'ticket-1' } },
      'POST /api/me/phone/code': { body: { ResendAfterSeconds: 120, ExpiresInSeconds: 600 } },
      'POST /api/me/phone': { body: member({ TelPhone: '5551234567', AreaCode: 'US' }) },
    });
    const { onResult, press } = renderGate(user);
    press();
    await screen.findByRole('dialog', { name: 'Something Important' });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '5551234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('The sum'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('We sent a 6-digit code to your phone.');
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onResult).toHaveBeenCalledWith(true));
    expect(api.called('POST /api/me/phone/code')[0]!.body).toEqual({ Country: 'US', TelPhone: '5551234567', HumanTicket: 'ticket-1' });
    expect(api.called('POST /api/me/phone')[0]!.body).toEqual({ Country: 'US', TelPhone: '5551234567', Code: '123456' });
    expect(screen.queryByRole('dialog', { name: 'Something Important' })).toBeNull();
  });

  it('then asks for an address: "Go to Set" opens the address book, and the seller check is not reached', async () => {
    const user = member({ Count: 0, Id: SELLER });
    stubApi(sameOnServer(user));
    const { onResult, press } = renderGate(user);
    press();
    const confirm = await screen.findByRole('dialog', { name: 'You have not set your shipping address!' });
    expect(confirm).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Set' }));
    expect(await screen.findByText('Address book')).toBeTruthy();
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
    expect(toasts.items).toEqual([]);
  });

  it("stops the seller of the item with 'You cannot buy your own item'", async () => {
    const api = stubApi({});
    const { onResult, press } = renderGate(member({ Id: SELLER }));
    press();
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
    expect(toasts.items.map((toast) => toast.text)).toEqual(['You cannot buy your own item']);
    expect(api.calls).toEqual([]);
  });

  it('lets a verified member with a phone and an address through without asking the server', async () => {
    const api = stubApi({});
    const { onResult, press } = renderGate(member());
    press();
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(true));
    expect(api.calls).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('re-reads a member whose cached copy would stop them (verified in another tab) and lets them through', async () => {
    stubApi({ 'GET /api/me': { body: member() } });
    const { onResult, press } = renderGate(member({ VerifyStatus: 1 }));
    press();
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
