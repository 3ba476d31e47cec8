// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../components/toast/toast-store';
import type { MarketSearchReply } from '../../../domain/catalog/market-search.schema';
import type { WatchItem } from '../../../domain/member/watch.schema';
import { session } from '../../../lib/session/session-store';
import { dropdownParams, watchQueries } from '../api/get-watch-list';
import { WatchToggle } from './watch-toggle';

const marketKey = ['catalog', 'market', { key: 'ohtani' }];
const listing = { ID: 7, Title: 'Ohtani rookie', IsAttention: false, AttentionCount: 3 };
const other = { ID: 8, Title: 'Judge rookie', IsAttention: false, AttentionCount: 1 };
const watched = { ID: 7, Title: 'Ohtani rookie' } as WatchItem;

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

/** A market result card: reads its listing from the cache, as the catalog's cards do. */
function MarketCard({ id }: { id: number }) {
  const { data } = useQuery({ queryKey: marketKey, queryFn: () => new Promise<never>(() => {}), staleTime: Infinity });
  const item = (data as MarketSearchReply | undefined)?.PagedMarketItemList.find((l) => l.ID === id);
  return item ? <WatchToggle commodityId={id} watching={item.IsAttention} itemTitle={item.Title} variant="card" /> : null;
}

/** fetch answers PUT/DELETE /api/watch/:id when the test says so; list refetches never answer. */
function stubWatchApi() {
  let answer: (status: number, body: unknown) => void = () => {};
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).startsWith('/api/watch/') && init?.method !== 'GET') {
      return new Promise<Response>((resolve) => {
        answer = (status, body) => resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
      });
    }
    return new Promise<Response>(() => {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (status: number, body: unknown) => act(async () => answer(status, body)) };
}

function setup({ watching = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(marketKey, { PagedMarketItemList: [{ ...listing, IsAttention: watching }, other], PageIndex: 1, TotalCount: 2 });
  queryClient.setQueryData(watchQueries.list(dropdownParams).queryKey, { data: watching ? [watched] : [], count: watching ? 1 : 0 });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <MarketCard id={7} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  const cached = () => (queryClient.getQueryData(marketKey) as MarketSearchReply).PagedMarketItemList;
  const dropdown = () => queryClient.getQueryData(watchQueries.list(dropdownParams).queryKey);
  return { cached, dropdown, button: screen.getByRole('button', { name: 'Add to watch: Ohtani rookie' }) };
}

describe('WatchToggle', () => {
  it('watches at once in every cached listing and the header count, then takes the server count', async () => {
    const api = stubWatchApi();
    const { cached, dropdown, button } = setup();
    const untouched = cached()[1];
    fireEvent.click(button);

    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(cached()[0]).toMatchObject({ IsAttention: true, AttentionCount: 4 }));
    expect(cached()[1]).toBe(untouched);
    expect(dropdown()).toMatchObject({ count: 1 });
    expect(api.fetchMock).toHaveBeenCalledWith('/api/watch/7', expect.objectContaining({ method: 'PUT' }));

    await api.answer(200, { IsAttention: true, AttentionCount: 9 });
    await waitFor(() => expect(cached()[0]).toMatchObject({ IsAttention: true, AttentionCount: 9 }));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(toasts.items).toHaveLength(0);
  });

  it('puts the listing, the header count and the button back with a toast when the server fails', async () => {
    const api = stubWatchApi();
    const { cached, dropdown, button } = setup();
    fireEvent.click(button);
    await waitFor(() => expect(cached()[0]).toMatchObject({ IsAttention: true, AttentionCount: 4 }));

    await api.answer(500, { error: { code: 'SERVER_ERROR', message: 'Server error' } });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(cached()[0]).toMatchObject({ IsAttention: false, AttentionCount: 3 });
    expect(dropdown()).toMatchObject({ count: 0 });
    expect(toasts.items.map((toast) => [toast.tone, toast.text])).toEqual([['error', 'Could not add to watch: Server error']]);
  });

  it('unwatching takes the item out of the cached watch lists, and a failure brings it back', async () => {
    const api = stubWatchApi();
    const { cached, dropdown, button } = setup({ watching: true });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);

    expect(button.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(cached()[0]).toMatchObject({ IsAttention: false, AttentionCount: 2 }));
    expect(dropdown()).toEqual({ data: [], count: 0 });
    expect(api.fetchMock).toHaveBeenCalledWith('/api/watch/7', expect.objectContaining({ method: 'DELETE' }));

    await api.answer(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' } });
    await waitFor(() => expect(dropdown()).toEqual({ data: [watched], count: 1 }));
    expect(cached()[0]).toMatchObject({ IsAttention: true, AttentionCount: 3 });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(toasts.items[0]?.text).toBe('Could not unwatch: Service unavailable');
  });

  it('the page variant says Add to watch, then Watching (Unwatch shown on hover), pressed', async () => {
    stubWatchApi();
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <WatchToggle commodityId={7} watching={false} />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to watch' }));
    const button = screen.getByRole('button', { name: 'Watching' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.querySelector('.watch-toggle__hover')?.textContent).toBe('Unwatch');
  });
});
