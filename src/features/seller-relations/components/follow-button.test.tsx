// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../components/toast/toast-store';
import { session } from '../../../lib/session/session-store';
import { BlockButton } from './block-button';
import { FollowButton } from './follow-button';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  session.user = { Id: 1, NickName: 'Collector1' } as typeof session.user;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.user = null;
  toasts.items.splice(0);
});

/** fetch that answers when the test says so. */
function stubDeferred() {
  let answer: (status: number, body: unknown) => void = () => {};
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (status, body) => resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (status: number, body: unknown) => act(async () => answer(status, body)) };
}

function renderWithProviders(ui: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('FollowButton', () => {
  it('follows at once, then shows the server count', async () => {
    const api = stubDeferred();
    renderWithProviders(<FollowButton sellerId={5} storeId={2} following={false} followerCount={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('4 followers')).toBeTruthy();
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledWith('/api/sellers/5/follow', expect.objectContaining({ method: 'PUT' })));
    await api.answer(200, { IsAttention: true, FollowerCount: 10 });
    expect(await screen.findByText('10 followers')).toBeTruthy();
  });

  it('puts the state and count back with the server message when unfollowing fails', async () => {
    const api = stubDeferred();
    renderWithProviders(<FollowButton sellerId={5} storeId={2} following followerCount={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(screen.getByText('0 followers')).toBeTruthy();
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalled());
    await api.answer(400, { error: { code: 'CANNOT_FOLLOW_SELF', message: 'You cannot follow your own store' } });
    expect(await screen.findByText('1 follower')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe('true');
    expect(toasts.items.map((toast) => toast.text)).toEqual(['You cannot follow your own store']);
  });
});

describe('BlockButton', () => {
  it('asks with the spec text before blocking, then says so', async () => {
    const api = stubDeferred();
    renderWithProviders(<BlockButton memberId={5} blocked={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block this seller?' });
    expect(dialog.textContent).toContain('If you block him, he can not chat with you.');
    expect(api.fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getAllByRole('button', { name: 'Block' }).at(-1)!);
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledWith('/api/sellers/5/block', expect.objectContaining({ method: 'PUT' })));
    await api.answer(200, { IsInBlacklist: true });
    expect((await screen.findByRole('button', { name: 'Unblock' })).getAttribute('aria-pressed')).toBe('true');
    expect(toasts.items.map((toast) => toast.text)).toEqual(['Blocked successfully']);
  });
});
