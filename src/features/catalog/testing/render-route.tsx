/* eslint-disable lingui/no-unlocalized-strings -- test fixtures and stubs, never shown to a person */
// Test helper: renders one catalog page at a URL with Lingui, a fresh query client and a stubbed
// fetch that answers by path. Used by the page tests (jsdom).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';

export type Reply = { status: number; body?: unknown };
export type Replies = Record<string, Reply | ((url: URL) => Reply)>;

/** Stubs fetch: the first key that the request's path (with query) starts with answers it. */
export function stubApi(replies: Replies) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname + url.search;
    const match = Object.keys(replies)
      .sort((a, b) => b.length - a.length)
      .find((prefix) => path.startsWith(prefix));
    const entry = match ? replies[match]! : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    const reply = typeof entry === 'function' ? entry(url) : entry;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** jsdom has no matchMedia: every query answers `matches`. */
export function stubMatchMedia(matches = false) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

export function renderRoute(url: string, routePath: string, element: ReactElement) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={routePath} element={element} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

export const serverError: Reply = { status: 500, body: { error: { code: 'SERVER_ERROR', message: 'Server error' } } };

export function listing(id: number, overrides: Record<string, unknown> = {}) {
  return {
    ID: id,
    Title: `2018 Topps Update Shohei Ohtani #US1 Rookie ${id}`,
    TitImg: `/media/listing-${id}.png`,
    USD_Price: 4500,
    ByWay: 2,
    Bargain: false,
    OrderType: 0,
    Status: 1,
    AuctionCount: 3,
    AttentionCount: 1,
    EffectiveDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    StartDate: new Date(Date.now() - 86_400_000).toISOString(),
    IsGraded: false,
    StoreId: null,
    SellerName: 'DemoSeller',
    IsAttention: false,
    ...overrides,
  };
}

export const emptyMarketReply = { PagedMarketItemList: [], PageIndex: 1, TotalCount: 0, Applied: { type: 0, sort: 1, dir: 'asc' } };
