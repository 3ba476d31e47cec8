/* eslint-disable lingui/no-unlocalized-strings -- test fixtures: fake members and addresses, never shown to users */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import type { ShippingAddress } from '../../../domain/address/address.schema';

export const member: CurrentUser = {
  Id: 7, NickName: 'AlexMorgan', MemberSource: 'US', IsSeller: false, IsSell: false, PointCount: 0, SumMoney: 0,
  HeadPortrait: '', VerifyStatus: 2, Count: 1, State: 'New York', StateCode: 'NY', Email: 'a@example.com',
  TelPhone: '2125550100', AreaCode: 'US', Language: 'en', Status: 1,
};

export const address = (Id: number, UserName: string, IsDefault = false): ShippingAddress => ({
  Id, UserName, Country: 'US', StreetAddress: `${Id} Main Street`, StreetAddress2: '', City: 'Austin', State: 'Texas',
  StateCode: 'TX', ZipCode: '73301', Phone: '5125550100', IsDefault,
});

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (method: string, path: string, body: unknown) => [number, unknown] | undefined;

/** A fake /api/me/addresses keeping a list; `override` answers first (a refusal, say). */
export function stubAddressApi(initial: ShippingAddress[], override: Handler = () => undefined) {
  let list = [...initial];
  let nextId = 100;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const answer = override(method, path, body);
    if (answer) return json(...answer);
    if (path === '/api/me') return json(200, { ...member, Count: list.length });
    if (path === '/api/me/addresses' && method === 'GET') return json(200, list);
    if (path === '/api/me/addresses' && method === 'POST') {
      const saved = { ...body, Id: nextId++, State: 'Texas', StreetAddress2: body.StreetAddress2 ?? '', IsDefault: list.length === 0 };
      list = [...list, saved];
      return json(201, saved);
    }
    const match = /^\/api\/me\/addresses\/(\d+)(\/default)?$/.exec(path);
    if (match) {
      const id = Number(match[1]);
      if (method === 'DELETE') {
        list = list.filter((a) => a.Id !== id);
        return json(204, undefined);
      }
      if (match[2]) {
        list = list.map((a) => ({ ...a, IsDefault: a.Id === id })).sort((a, b) => Number(b.IsDefault) - Number(a.IsDefault));
        return json(200, list[0]);
      }
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Request failed' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderWithProviders(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return queryClient;
}
