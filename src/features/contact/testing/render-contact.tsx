/* eslint-disable lingui/no-unlocalized-strings -- test stubs, never shown to a person */
// Test helper: renders the contact pages at a URL with Lingui, a fresh query client and a fetch stub answering by exact path.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';

export type Reply = { status: number; body?: unknown };
export type Replies = Record<string, Reply | ((url: URL, init?: RequestInit) => Reply)>;

export function stubApi(replies: Replies) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const entry = replies[url.pathname] ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    const reply = typeof entry === 'function' ? entry(url, init) : entry;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderRoute(url: string, routes: Record<string, ReactElement>) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}
