/* eslint-disable lingui/no-unlocalized-strings -- test fixtures and stubs, never shown to a person */
/**
 * Test helper for the seller site's pages (jsdom): renders the whole seller route tree (the frame,
 * the sign-in gate and every feature's routes) at a URL under /seller, with Lingui (English), a fresh
 * query client and a stubbed fetch that answers by path. GET /api/me answers the demo seller
 * unless `replies` says otherwise.
 *
 *   const fetchMock = stubSellerApi({ '/api/seller/dashboard': { status: 200, body: {...} } });
 *   renderSeller('/seller/listings');
 *   expect(await screen.findByRole('heading', { name: 'Listings' })).toBeInTheDocument();
 */
import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { SellerProviders } from '../app/seller-providers';
import { SellerRoutes } from '../app/seller-app';

export type Reply = { status: number; body?: unknown };
export type Replies = Record<string, Reply | ((url: URL, init?: RequestInit) => Reply)>;

/** GET /api/me for a seller (IsSeller true); pass `{ ...sellerMe, IsSeller: false }` for a member who is not one. */
export const sellerMe = {
  Id: 3,
  NickName: 'cardshop',
  MemberSource: 'US',
  IsSeller: true,
  IsSell: true,
  PointCount: 0,
  SumMoney: 0,
  HeadPortrait: '',
  VerifyStatus: 2,
  Count: 1,
  State: null,
  StateCode: null,
  Email: 'seller@holo.test',
  TelPhone: null,
  AreaCode: null,
  Language: 'en',
  Status: 1,
};

/** Stubs fetch: the longest key that the request's path (with query) starts with answers it; `METHOD /path` keys match one method. */
export function stubSellerApi(replies: Replies) {
  const all: Replies = { '/api/me': { status: 200, body: sellerMe }, ...replies };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname + url.search;
    const method = (init?.method ?? 'GET').toUpperCase();
    const match = Object.keys(all)
      .sort((a, b) => b.length - a.length)
      .find((key) => {
        const [keyMethod, keyPath] = key.includes(' ') ? key.split(' ', 2) : [undefined, key];
        return (keyMethod === undefined || keyMethod === method) && path.startsWith(keyPath!);
      });
    const entry = match ? all[match]! : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    const reply = typeof entry === 'function' ? entry(url, init) : entry;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the seller site at `url` (a path under /seller, e.g. '/seller/listings/new?clone=12'). */
export function renderSeller(url: string) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <SellerProviders client={client}>
      <MemoryRouter initialEntries={[url]} basename="/seller">
        <SellerRoutes />
      </MemoryRouter>
    </SellerProviders>,
  );
  return { ...view, client };
}
