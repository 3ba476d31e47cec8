/** A fetch stub for the verification feature's tests: answers by "METHOD /path", records every call. */
import { vi } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { errorMessages } from '../../../domain/errors/error-codes';

export type Reply = { status?: number; body: unknown } | ((body: unknown) => { status?: number; body: unknown });

export function stubApi(routes: Record<string, Reply>) {
  const calls: { route: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${url}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, body });
    const reply = routes[route];
    if (!reply) return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: errorMessages.NOT_FOUND } }), { status: 404 });
    const { status = 200, body: answer } = typeof reply === 'function' ? reply(body) : reply;
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, called: (route: string) => calls.filter((c) => c.route === route) };
}

export function member(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    Id: 7,
    NickName: 'collector7',
    MemberSource: 'US',
    IsSeller: false,
    IsSell: false,
    PointCount: 0,
    SumMoney: 0,
    HeadPortrait: '',
    VerifyStatus: 2,
    Count: 1,
    State: null,
    StateCode: null,
    Email: 'c7@example.com',
    TelPhone: '5551234567',
    AreaCode: 'US',
    Language: 'en',
    Status: 1,
    ...overrides,
  };
}

export const verificationState = (overrides: Record<string, unknown> = {}) => ({
  VerifyStatus: 0,
  AttemptsLeft: 3,
  RetryAt: null,
  DeclineReason: null,
  ...overrides,
});
