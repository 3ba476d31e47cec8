/* eslint-disable lingui/no-unlocalized-strings -- test fixtures: fake cases and members, never shown to users */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { ToastRegion } from '../../../components/toast/toast-region';
import type { CaseReply, PlanResult } from '../../../domain/cases/case.schema';

export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export const caseReplyOf = (extra: Partial<CaseReply> = {}): CaseReply => ({
  ID: 31,
  OrderKind: 'order',
  OrderId: 5,
  OrderCode: 'HO00000005',
  State: 'open',
  Reason: 'not_as_described',
  SRType: 1,
  SRStatus: 1,
  SRBtnType: 1,
  Viewer: 'buyer',
  EscalableAt: inHours(48),
  DueAt: inHours(30 * 24),
  objs: [
    { ID: 1, Title: 'The corner is bent.', Images: ['/media/uploads/a.jpg', '/media/uploads/b.jpg'], CreateDate: inHours(-2), SRUserID: 7, Role: 'buyer', SRUserName: 'AlexMorgan', SRUserImage: '' },
    { ID: 2, Title: 'Sorry, let me check.', Images: [], CreateDate: inHours(-1), SRUserID: 9, Role: 'seller', SRUserName: 'CardShop', SRUserImage: '' },
  ],
  Plan: null,
  ...extra,
});

export const planOf = (extra: Partial<PlanResult> = {}): PlanResult => ({
  PlanSRResultStatus: 6,
  IsReturn: false,
  RefundMoney: 4_000,
  RefundPostage: 500,
  ServiceAndTaxRefund: 500,
  RebackMoney: 5_000,
  RebackCurrency: 'USD',
  RebackMinor: 5_000,
  SellMemberAddress: null,
  SendExpress: null,
  SendExpressName: null,
  SendExpressCode: null,
  ...extra,
});

export const sellerAddress = { Consignee: 'Sam Seller', Mobile: '5035550100', Nation: 'US', Provice: 'Oregon', City: 'Portland', ZipCode: '97201', Address: '9 Card Lane' };

export type Reply = { status: number; body?: unknown } | 'network-error';
export interface ApiCall {
  method: string;
  url: URL;
  /** JSON bodies parsed; a raw upload as its Blob. */
  body: unknown;
}

/** fetch answering by method and path; every call is recorded (JSON bodies parsed, raw bytes kept). */
export function stubApi(answer: (call: ApiCall) => Reply) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const raw = init?.body;
      const body = raw === undefined || raw === null ? undefined : typeof raw === 'string' ? JSON.parse(raw) : raw;
      const call = { method: init?.method ?? 'GET', url: new URL(String(input), 'http://localhost'), body };
      calls.push(call);
      const reply = answer(call);
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return {
    calls,
    writes: () => calls.filter((call) => call.method !== 'GET'),
    reads: (path: string) => calls.filter((call) => call.method === 'GET' && call.url.pathname === path).length,
  };
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const refused = (status: number, code: string, message: string): Reply => ({ status, body: { error: { code, message } } });

/** The upload endpoints: a ticket per picture, then the PUT answering the stored picture. */
export function uploadAnswer(call: ApiCall, size = { Width: 1024, Height: 768 }): Reply | null {
  if (call.method === 'POST' && call.url.pathname === '/api/uploads/tickets') return ok({ UploadUrl: `/api/uploads/tok${call.url.search}`, ExpiresAt: inHours(1.5) });
  if (call.method === 'PUT' && call.url.pathname.startsWith('/api/uploads/')) {
    const id = 100 + uploads.count++;
    return ok({ id, ImageUrl: `/media/uploads/k${id}.jpg`, ...size });
  }
  return null;
}
export const uploads = { count: 1 };

export const photo = (name = 'card.jpg', type = 'image/jpeg', bytes = 2_000) => new File([new Uint8Array(bytes)], name, { type });

const OUTCOME_PATH = '/pay/outcome/:orderId';

/** `element` at `url` (and the outcome route's path), with the toasts. */
export function renderAt(url: string, element: ReactNode, path = '/myholo/detail/:orderId') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            {path !== OUTCOME_PATH && <Route path={OUTCOME_PATH} element={<p>outcome page</p>} />}
          </Routes>
        </MemoryRouter>
        <ToastRegion />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return queryClient;
}
