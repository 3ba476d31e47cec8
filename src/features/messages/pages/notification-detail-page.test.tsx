// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import type { NotificationDetail } from '../../../domain/messages/notification.schema';
import { SendType } from '../../../domain/member/notification-types';
import { session } from '../../../lib/session/session-store';
import { NotificationDetailPage } from './notification-detail-page';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  session.user = { Id: 7 } as CurrentUser;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const detail = (extra: Partial<NotificationDetail> = {}): NotificationDetail => ({
  ID: 9,
  Title: 'You were outbid',
  ContentDesc: 'Someone bid more',
  Body: '<p>Someone bid more on <a href="/carddetails/41">Ohtani rookie</a>.</p>',
  SendType: SendType.Bid,
  RelationID: 41,
  IsRead: false,
  CreateDate: '2026-11-20T10:00:00Z',
  Link: '/carddetails/41',
  SellerSide: false,
  ...extra,
});

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(reply: NotificationDetail | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/notifications/read' && init?.method === 'POST') return json(200, { Changed: 1 });
    if (path === '/api/notifications/9' && reply) return json(200, reply);
    return json(404, { error: { code: 'NOTIFICATION_NOT_FOUND', message: 'gone' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(url = '/messages/detail/9') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/messages/detail/:id" element={<NotificationDetailPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('NotificationDetailPage', () => {
  it('shows the title, time and HTML body, and marks an unread notice read on open', async () => {
    const fetchMock = stubApi(detail());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'You were outbid' })).toBeTruthy();
    expect(screen.getByText('Nov 20, 2026, 10:00 AM')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ohtani rookie' }).getAttribute('href')).toBe('/carddetails/41');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/notifications/read', expect.objectContaining({ method: 'POST', body: '{"Ids":[9]}' })));
  });

  it('leads back to its tab and opens its link', async () => {
    stubApi(detail({ IsRead: true }));
    renderPage();
    await screen.findByText('You were outbid');
    expect(screen.getByRole('link', { name: 'Back to messages' }).getAttribute('href')).toBe('/messages?type=5');
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/carddetails/41');
  });

  it('keeps a click on a link in the body inside the app', async () => {
    stubApi(detail({ IsRead: true }));
    renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'Ohtani rookie' }));
    expect(screen.getByTestId('where').textContent).toBe('/carddetails/41');
  });

  it('has no Open button when its link is this page, and sends nothing for a notice already read', async () => {
    const fetchMock = stubApi(detail({ IsRead: true, Link: '/messages/detail/9', SendType: SendType.Message, RelationID: null }));
    renderPage();
    await screen.findByText('You were outbid');
    expect(screen.queryByRole('link', { name: 'Open' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to messages' }).getAttribute('href')).toBe('/messages?type=1');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows a not-found state for a notice that is gone (or never was)', async () => {
    stubApi(null);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This message could not be found' })).toBeTruthy();
    cleanup();
    renderPage('/messages/detail/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'This message could not be found' })).toBeTruthy();
  });
});
