// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { session } from '../../../lib/session/session-store';
import { toasts } from '../../../components/toast/toast-store';
import { SellLink } from './sell-link';

const fresh = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('../../../lib/session/current-user-query', () => ({
  currentUserKey: ['me'],
  currentUserQuery: { queryKey: ['me'], queryFn: async () => fresh.user },
}));
vi.mock('../../../lib/app-config/app-config-query', () => ({
  appConfigQuery: { queryKey: ['app-config'], queryFn: async () => ({ SellerSiteUrl: 'https://seller.example/' }) },
}));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  session.user = null;
  vi.restoreAllMocks();
});

const member = (extra: Partial<CurrentUser> = {}) => ({ Id: 7, NickName: 'member7', IsSeller: false, IsSell: false, VerifyStatus: 2, ...extra }) as unknown as CurrentUser;

function renderLink() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/market']}>
          <Routes>
            <Route path="/market" element={<SellLink />} />
            <Route path="/becomeseller" element={<p>become seller page</p>} />
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
}

describe('the header Sell link', () => {
  it('sends a visitor to sign in', async () => {
    renderLink();
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('opens the seller site for a seller', async () => {
    session.user = member({ IsSeller: true });
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    renderLink();
    await vi.waitFor(() => expect(windowOpen).toHaveBeenCalledWith('https://seller.example/', '_blank', 'noopener'));
  });

  it('opens the seller site for a member who became a seller in another tab', async () => {
    session.user = member();
    fresh.user = member({ IsSeller: true });
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    renderLink();
    await vi.waitFor(() => expect(windowOpen).toHaveBeenCalledWith('https://seller.example/', '_blank', 'noopener'));
  });

  it('sends a member who does not sell yet to become a seller, without the no-permission toast', async () => {
    session.user = member();
    fresh.user = member();
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    renderLink();
    expect(await screen.findByText('become seller page')).toBeTruthy();
    expect(windowOpen).not.toHaveBeenCalled();
    expect(toasts.items).toEqual([]);
  });
});
