// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import type { NotificationRow } from '../../../domain/messages/notification.schema';
import { SendType } from '../../../domain/member/notification-types';
import { session } from '../../../lib/session/session-store';
import { MessagesPage } from './messages-page';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  session.user = { Id: 7 } as CurrentUser;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notice = (ID: number, Title: string, extra: Partial<NotificationRow> = {}): NotificationRow => ({
  ID,
  Title,
  ContentDesc: `About ${Title}`,
  SendType: SendType.Bid,
  RelationID: 40 + ID,
  IsRead: false,
  CreateDate: '2026-11-20T10:00:00Z',
  Link: `/carddetails/${40 + ID}`,
  SellerSide: false,
  ...extra,
});

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Two unread bid notices and one read; read and delete change them as the server would. */
function stubApi() {
  let rows = [notice(1, 'You were outbid'), notice(2, 'You won'), notice(3, 'Bid placed', { IsRead: true })];
  const counts = () => {
    const unread = rows.filter((row) => !row.IsRead).length;
    return { OrderCount: 4, AuctionCount: unread, ASKCount: 0, SRCount: 120, SysCount: 0, Total: 124 + unread };
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const ids = init?.body ? (JSON.parse(String(init.body)) as { Ids: number[] }).Ids : [];
    if (url.pathname === '/api/notifications/read') {
      rows = rows.map((row) => (ids.includes(row.ID) ? { ...row, IsRead: true } : row));
      return json(200, { Changed: ids.length });
    }
    if (url.pathname === '/api/notifications/delete') {
      rows = rows.filter((row) => !ids.includes(row.ID));
      return json(200, { Changed: ids.length });
    }
    if (url.pathname === '/api/notifications/counts') return json(200, counts());
    if (url.pathname === '/api/notifications') {
      const data = url.searchParams.get('MessageType') === '5' ? rows : [];
      return json(200, { Data: data, Count: data.length });
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Request failed' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([path, init]) => [path, init?.body]);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(url = '/messages?type=5') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/messages" element={<MessagesPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('MessagesPage', () => {
  it('shows the five tabs in the spec’s order with their unread counts, and the tab of the URL', async () => {
    stubApi();
    renderPage();
    await screen.findByText('You were outbid');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Order 4', 'Bids 2', 'Offer', 'Dispute 99+', 'From Holo']);
    expect(screen.getByRole('tab', { name: 'Bids 2' }).getAttribute('aria-selected')).toBe('true');
  });

  it('asks for 60 a page of the chosen tab', async () => {
    const fetchMock = stubApi();
    renderPage('/messages?type=5&page=2');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/notifications?MessageType=5&pageIndex=2&pageSize=60', expect.anything()));
  });

  it('shows unread rows bold with a dot, and each row’s summary', async () => {
    stubApi();
    renderPage();
    const unread = (await screen.findByRole('link', { name: 'Unread: You were outbid' })).closest('li')!;
    expect(unread.className).toContain('notice-row--unread');
    expect(within(unread).getByText('About You were outbid')).toBeTruthy();
    const read = screen.getByRole('link', { name: 'Bid placed' }).closest('li')!;
    expect(read.className).not.toContain('notice-row--unread');
  });

  it('with nothing selected says so and sends nothing', async () => {
    const fetchMock = stubApi();
    renderPage();
    await screen.findByText('You were outbid');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select at least one message');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(posts(fetchMock)).toEqual([]);
  });

  it('marks the selected rows read at once and lowers the tab’s count', async () => {
    const fetchMock = stubApi();
    renderPage();
    await screen.findByText('You were outbid');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select You were outbid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('tab', { name: 'Bids 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'You were outbid' }).closest('li')!.className).not.toContain('notice-row--unread');
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/notifications/read', '{"Ids":[1]}']]));
    const post = fetchMock.mock.calls.find(([path]) => path === '/api/notifications/read')!;
    expect(new Headers(post[1]?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('select-all then Delete asks first, then removes the page’s rows', async () => {
    const fetchMock = stubApi();
    renderPage();
    await screen.findByText('You were outbid');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the selected messages?' });
    expect(dialog.textContent).toContain('3 messages will be deleted.');
    expect(posts(fetchMock)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No messages about your bids')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([['/api/notifications/delete', '{"Ids":[1,2,3]}']]);
  });

  it('opening a row marks it read and goes to its link', async () => {
    const fetchMock = stubApi();
    renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'Unread: You won' }));
    expect(screen.getByTestId('where').textContent).toBe('/carddetails/42');
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/notifications/read', '{"Ids":[2]}']]));
  });

  it('shows each tab’s own empty state', async () => {
    stubApi();
    renderPage('/messages?type=1');
    expect(await screen.findByText('No messages from Holo')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Order 4' }));
    expect(await screen.findByText('No messages about your orders')).toBeTruthy();
  });

  it('shows the fault panel with Try again when the list cannot load', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(500, { error: { code: 'SERVER_ERROR', message: 'x' } })));
    renderPage();
    expect(await screen.findByText('Your messages could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
