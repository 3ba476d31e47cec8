// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { SendType } from '../../../domain/member/notification-types';
import { session } from '../../../lib/session/session-store';
import { MessagesPage } from './messages-page';

const queue = vi.hoisted(() => ({ actions: [] as Array<{ key: string; memberId: number; method: string; path: string; body: unknown }> }));
vi.mock('../../../../sw/action-queue', () => ({
  ACTION_SYNC_TAG: 'holo-actions',
  enqueueAction: async (action: (typeof queue.actions)[number]) => void queue.actions.push(action),
}));

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  session.user = { Id: 7 } as CurrentUser;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const row = (ID: number, Title: string) => ({
  ID,
  Title,
  ContentDesc: '',
  SendType: SendType.Bid,
  RelationID: 40,
  IsRead: false,
  CreateDate: '2026-11-20T10:00:00Z',
  Link: '/carddetails/40',
  SellerSide: false,
});

describe('MessagesPage offline', () => {
  it('queues mark read and delete (with the member and a key for one replay) and shows them at once', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/notifications/counts') return json({ OrderCount: 0, AuctionCount: 2, ASKCount: 0, SRCount: 0, SysCount: 0, Total: 2 });
      return json({ Data: [row(1, 'You were outbid'), row(2, 'You won')], Count: 2 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false, networkMode: 'always' } } });
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/messages?type=5']}>
            <MessagesPage />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>,
    );
    await screen.findByRole('tab', { name: 'Bids 2' });
    await screen.findByText('You were outbid');
    // Offline as the app sees it: sendOrQueue asks the browser, the reads pause (query-client.ts).
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    const callsBefore = fetchMock.mock.calls.length;

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select You were outbid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('tab', { name: 'Bids 1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select You won' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('You won')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Bids' })).toBeTruthy();

    await waitFor(() => expect(queue.actions).toHaveLength(2));
    expect(queue.actions.map(({ memberId, method, path, body }) => ({ memberId, method, path, body }))).toEqual([
      { memberId: 7, method: 'POST', path: '/api/notifications/read', body: { Ids: [1] } },
      { memberId: 7, method: 'POST', path: '/api/notifications/delete', body: { Ids: [2] } },
    ]);
    expect(new Set(queue.actions.map((action) => action.key)).size).toBe(2);
    expect(fetchMock.mock.calls.slice(callsBefore).some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
