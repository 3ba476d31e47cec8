/* eslint-disable lingui/no-unlocalized-strings -- test stubs, never shown to a person */
// Test helper: renders an item page at a URL with Lingui, a fresh query client and a fetch stub
// that answers by path (longest matching prefix first).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

export type Reply = { status: number; body?: unknown };
export type Replies = Record<string, Reply | ((url: URL, init?: RequestInit) => Reply)>;

export function stubApi(replies: Replies) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname + url.search;
    const match = Object.keys(replies)
      .sort((a, b) => b.length - a.length)
      .find((prefix) => path === prefix || path.startsWith(`${prefix}?`) || (prefix.endsWith('/') && path.startsWith(prefix)));
    const entry = match ? replies[match]! : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    const reply = typeof entry === 'function' ? entry(url, init) : entry;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** How many requests went to exactly this path. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, path: string): number {
  return fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path).length;
}

export function stubMatchMedia(matches = false) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

function Elsewhere() {
  const location = useLocation();
  return <p>Elsewhere: {location.pathname + location.search}</p>;
}

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** `queryClient`: one that already holds data (a cache restored from the device). */
export function renderRoute(url: string, routes: Record<string, ReactElement>, queryClient = testQueryClient()) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, queryClient };
}
