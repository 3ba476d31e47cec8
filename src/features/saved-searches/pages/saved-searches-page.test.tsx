// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../components/toast/toast-store';
import type { SavedSearch } from '../../../domain/member/saved-search.schema';
import { ApiError } from '../../../lib/api/api-error';
import { alertFailureText } from '../components/alert-limit';
import { SavedSearchesPage } from './saved-searches-page';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.items.splice(0);
  localStorage.clear();
});

const search = (id: number, ShowValue: string, IsNotice: boolean): SavedSearch => ({
  _id: id,
  Query: `key=${ShowValue}`,
  ShowValue,
  ImgUrl: '',
  IsNotice,
  CreateDate: '2026-03-01T10:00:00.000Z',
  LastUpdateDate: '2026-03-01T10:00:00.000Z',
  Count: 4,
});

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The member has used 3 of 3 alerts; turning a fourth on is refused with 409 ALERT_LIMIT_REACHED. */
function stubApi(saved = true) {
  const on = saved ? [search(1, 'ohtani', true), search(2, 'wembanyama', true), search(3, 'judge', true)] : [];
  const off = saved ? [search(4, 'charizard', false)] : [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/saved-searches/4/notice' && init?.method === 'PUT') {
      return json(409, { error: { code: 'ALERT_LIMIT_REACHED', message: 'You can subscribe to email alerts for up to 3 saved searches.(3/3)' } });
    }
    if (url.pathname === '/api/saved-searches') {
      const data = url.searchParams.get('notice') === 'on' ? on : off;
      return json(200, { data, count: data.length, NoticeUsed: 3, NoticeLimit: 3 });
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Request failed' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/myholo/search']}>
          <SavedSearchesPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('SavedSearchesPage', () => {
  it('with no saved search says so once and links to the market to make one', async () => {
    stubApi(false);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You have no saved searches' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search the market' }).getAttribute('href')).toBe('/market');
    expect(screen.queryByRole('heading', { name: /E-mail alerts on/ })).toBeNull();
  });

  it('shows the two groups and the used/limit counter', async () => {
    stubApi();
    renderPage();
    const alerts = await screen.findByRole('region', { name: 'E-mail alerts on' });
    await within(alerts).findByRole('link', { name: 'ohtani' });
    expect(within(alerts).getAllByRole('switch').map((el) => el.getAttribute('aria-checked'))).toEqual(['true', 'true', 'true']);
    const quiet = screen.getByRole('region', { name: 'No alerts' });
    expect(within(quiet).getByRole('link', { name: 'charizard' }).getAttribute('href')).toBe('/market?key=charizard');
    expect(screen.getByText('E-mail alerts used: 3/3')).toBeTruthy();
  });

  it('turning an alert on past the limit shows the spec message with the numbers', async () => {
    const fetchMock = stubApi();
    renderPage();
    const alertSwitch = await screen.findByRole('switch', { name: 'E-mail alert: charizard' });
    fireEvent.click(alertSwitch);
    const message = 'You can subscribe to email alerts for up to 3 saved searches.(3/3)';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(toasts.items.map((toast) => toast.text)).toEqual([message]);
    expect(fetchMock).toHaveBeenCalledWith('/api/saved-searches/4/notice', expect.objectContaining({ method: 'PUT', body: '{"Notice":true}' }));
    await waitFor(() => expect(alertSwitch.getAttribute('aria-checked')).toBe('false'));
  });

  it('remembers the grid/list choice on this device', async () => {
    stubApi();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(localStorage.getItem('holo_saved_search_view')).toBe('list');
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('alertFailureText', () => {
  it('fills the limit message from the list reply, not from a server text in another language', () => {
    const error = new ApiError(409, 'ALERT_LIMIT_REACHED', 'anything');
    expect(alertFailureText(i18n, error, { used: 10, limit: 10 })).toBe('You can subscribe to email alerts for up to 10 saved searches.(10/10)');
  });

  it('shows the server message for any other failure', () => {
    expect(alertFailureText(i18n, new ApiError(404, 'SAVED_SEARCH_NOT_FOUND', 'gone'), { used: 1, limit: 10 })).toBe('The saved search does not exist');
    expect(alertFailureText(i18n, new ApiError(500, 'SOMETHING_NEW', 'Odd failure'), { used: 1, limit: 10 })).toBe('Odd failure');
  });
});
