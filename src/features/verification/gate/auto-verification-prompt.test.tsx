// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { session } from '../../../lib/session/session-store';
import { closeGateDialog } from '../state/gate-dialogs';
import { member, stubApi, verificationState } from '../testing/fake-api';
import { AutoVerificationPrompt } from './auto-verification-prompt';
import { TradeGateHost } from './trade-gate-host';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  closeGateDialog();
  cleanup();
  vi.unstubAllGlobals();
  session.user = null;
  sessionStorage.clear();
});

/** The layout's two pieces, for the member /api/me answers with, on a page. */
function renderLayout(user: CurrentUser, path = '/') {
  const api = stubApi({
    'GET /api/me': { body: user },
    'GET /api/me/verification': { body: verificationState({ VerifyStatus: user.VerifyStatus }) },
  });
  session.user = user;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <TradeGateHost />
          <AutoVerificationPrompt />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return api;
}

/** Lets /api/me answer and effects run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('AutoVerificationPrompt', () => {
  it('opens the ID verification dialog by itself once per browser session for an unverified member', async () => {
    renderLayout(member({ VerifyStatus: 0 }));
    await screen.findByRole('dialog', { name: 'ID verification' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ID verification' })).toBeNull());

    // Another page load in the same tab (sessionStorage survives it).
    cleanup();
    const api = renderLayout(member({ VerifyStatus: 0 }));
    await settle();
    expect(api.called('GET /api/me')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'ID verification' })).toBeNull();
  });

  it('opens for a declined member too, showing the decline', async () => {
    renderLayout(member({ VerifyStatus: 3 }));
    expect(await screen.findByRole('dialog', { name: 'ID verification' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Apply again' })).toBeTruthy();
  });

  it.each([
    ['a verified member', member({ VerifyStatus: 2 }), '/'],
    ['an unknown status (10)', member({ VerifyStatus: 10 }), '/'],
    ['the sign-in page', member({ VerifyStatus: 0 }), '/login'],
  ])('stays closed for %s', async (_name, user, path) => {
    const api = renderLayout(user, path);
    await settle();
    expect(api.called('GET /api/me')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for a fresh /api/me: a cached unverified copy of a member now verified does not open it', async () => {
    const api = stubApi({ 'GET /api/me': { body: member({ VerifyStatus: 2 }) } });
    session.user = member({ VerifyStatus: 0 });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['me'], member({ VerifyStatus: 0 }), { updatedAt: 0 });
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <TradeGateHost />
            <AutoVerificationPrompt />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>,
    );
    await settle();
    expect(api.called('GET /api/me')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
