import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { setupI18n } from '@lingui/core';
import { errorText } from '../i18n/error-messages';
import { apiFetch, REQUEST_TIMEOUT_MS, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';
import { connectivity, reportServerReached } from '../offline/connectivity';
import { OFFLINE_COPY_HEADER } from '../../../sw/shared-with-page';

// Without catalogs Lingui shows the macros' source text: the spec's English messages.
const english = setupI18n({ locale: 'en', messages: { en: {} } });

function reply(status: number, body?: unknown, contentType = 'application/json') {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': contentType } });
}

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setUnauthorizedHandler(() => {});
});

describe('apiFetch', () => {
  it('sends JSON with same-origin credentials and the CSRF header on a mutating request', async () => {
    const fetchMock = stubFetch(async () => reply(200, { Ticket: 't' }));
    await apiFetch('/api/auth/human-check/answer', { method: 'POST', body: { Answer: '7' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/human-check/answer');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"Answer":"7"}');
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'fetch', 'Content-Type': 'application/json' });
  });

  it('leaves the CSRF header off reads', async () => {
    const fetchMock = stubFetch(async () => reply(200, []));
    await apiFetch('/api/categories');
    expect(fetchMock.mock.calls[0]![1].headers).not.toHaveProperty('X-Requested-With');
  });

  it('turns the error envelope into an ApiError with code, message and field', async () => {
    stubFetch(async () =>
      reply(429, { error: { code: 'CODE_RESEND_TOO_SOON', message: 'Please wait before requesting another code', field: 'TelPhone' } }),
    );
    const error = await failure(apiFetch('/api/auth/codes', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 429, code: 'CODE_RESEND_TOO_SOON', field: 'TelPhone' });
    expect(error.message).toBe('Please wait before requesting another code');
  });

  it.each([
    [400, 'BAD_REQUEST', 'Request error'],
    [403, 'FORBIDDEN', 'Access denied'],
    [404, 'NOT_FOUND', 'Request failed'],
    [500, 'SERVER_ERROR', 'Server error'],
    [501, 'NOT_IMPLEMENTED', 'Not implemented'],
    [502, 'BAD_GATEWAY', 'Network error'],
    [503, 'SERVICE_UNAVAILABLE', 'Service unavailable'],
    [504, 'GATEWAY_TIMEOUT', 'Network timeout'],
    [505, 'HTTP_VERSION_NOT_SUPPORTED', 'HTTP version not supported'],
    [418, 'NETWORK_ERROR', 'Connection error'],
  ])('maps a bare %i to %s from the spec catalogue', async (status, code, message) => {
    stubFetch(async () => reply(status, '<html>oops</html>', 'text/html'));
    const error = await failure(apiFetch('/api/x'));
    expect(error).toMatchObject({ status, code });
    expect(errorText(english, error.code)).toBe(message);
    expect(error.field).toBeUndefined();
  });

  it('reports a network failure as a connection error', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure(apiFetch('/api/x'))).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('gives up after 30 seconds with a timeout error', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    const pending = failure(apiFetch('/api/x'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await pending;
    expect(error).toMatchObject({ code: 'TIMEOUT' });
    expect(errorText(english, error.code)).toBe('Request timeout');
  });

  it('tells the session handler about a 401, with the redirect unless the call opts out', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch(async () => reply(401, { error: { code: 'UNAUTHORIZED', message: 'Unauthorized, please log in again' } }));
    await failure(apiFetch('/api/orders'));
    await failure(apiFetch('/api/me', { redirectOn401: false }));
    expect(handler.mock.calls).toEqual([[true], [false]]);
  });

  it('validates the reply with the schema and calls a mismatch a server error', async () => {
    stubFetch(async () => reply(200, { Ticket: 42 }));
    const schema = z.object({ Ticket: z.string() });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await failure(apiFetch('/api/t', { schema }))).toMatchObject({ code: 'SERVER_ERROR' });
  });

  it('loads a schema given as a loader alongside the request, and validates with it', async () => {
    let release = () => {};
    const fetchMock = stubFetch(async () => reply(200, { Ticket: 'T-1' }));
    const loader = vi.fn(() => new Promise<z.ZodMiniType<{ Ticket: string }>>((resolve) => (release = () => resolve(z.object({ Ticket: z.string() })))));
    const answer = apiFetch('/api/t', { schema: loader });
    // The request went out before the schema's module is in.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(loader).toHaveBeenCalledTimes(1);
    release();
    await expect(answer).resolves.toEqual({ Ticket: 'T-1' });

    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(async () => reply(200, { Ticket: 42 }));
    expect(await failure(apiFetch('/api/t', { schema: async () => z.object({ Ticket: z.string() }) }))).toMatchObject({ code: 'SERVER_ERROR' });
  });

  it("calls a schema that could not load a connection error, and leaves a failed request's own error as it is", async () => {
    stubFetch(async () => reply(200, { Ticket: 'T-1' }));
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await failure(apiFetch('/api/t', { schema: unreachable }))).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    stubFetch(async () => reply(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }));
    expect(await failure(apiFetch('/api/t', { schema: unreachable }))).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('returns undefined for 204 No Content', async () => {
    stubFetch(async () => new Response(null, { status: 204 }));
    await expect(apiFetch('/api/auth/sign-out', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('what a reply says about reaching the server', () => {
  afterEach(() => reportServerReached());

  async function unreachableThen(answer: Response) {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await failure(apiFetch('/api/me'));
    expect(connectivity.serverReachable).toBe(false);
    stubFetch(async () => answer);
    await apiFetch('/api/categories');
    return connectivity.serverReachable;
  }

  it('a failed request marks the server unreachable and its next answer reachable again', async () => {
    expect(await unreachableThen(reply(200, []))).toBe(true);
  });

  it('the service worker’s offline copy leaves it unreachable', async () => {
    expect(await unreachableThen(new Response('[]', { status: 200, headers: { [OFFLINE_COPY_HEADER]: 'Sun, 22 Nov 2026 09:00:00 GMT' } }))).toBe(false);
  });

  it('a reply the browser may have kept in its own cache leaves it unreachable', async () => {
    expect(await unreachableThen(new Response('[]', { status: 200, headers: { 'cache-control': 'public, max-age=300' } }))).toBe(false);
    expect(await unreachableThen(new Response('[]', { status: 200, headers: { 'cache-control': 'no-cache, max-age=0' } }))).toBe(true);
  });
});
