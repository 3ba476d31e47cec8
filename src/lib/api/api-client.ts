/**
 * The one way the PWA talks to /api: JSON in and out, same-origin cookies, the CSRF header on
 * mutating requests, a 30 s timeout, and every failure turned into an ApiError. A 401 is reported
 * to the handler the app registers, which clears the session and, unless the call opts out, goes
 * to /login.
 */
import type { ErrorCode } from '../../domain/errors/error-codes';
import { ApiError } from './api-error';
import { errorCodeForStatus } from './status-error-codes';
import { reportServerReached, reportServerUnreachable } from '../offline/connectivity';
import { OFFLINE_COPY_HEADER } from '../../../sw/shared-with-page';
import type { ReplyCheck, ReplySchema } from './check-reply';

/** Spec 1 section 9: every request times out after 30 seconds. */
export const REQUEST_TIMEOUT_MS = 30_000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest<T> {
  method?: Method;
  body?: unknown;
  /**
   * Validates the reply; a reply that does not match is a server error. Given as a loader
   * (`() => import('…schema').then((m) => m.reply)`), the schema's module loads alongside the
   * request instead of with the first view: building zod schemas is a good part of the time the
   * app's scripts take to start on a phone, and a visitor's first view reads nothing. zod itself
   * loads the same way (check-reply.ts).
   */
  schema?: ReplySchema<T> | (() => Promise<ReplySchema<T>>);
  signal?: AbortSignal;
  /** false where a 401 is an answer rather than a lost session (GET /api/me, sign-in). */
  redirectOn401?: boolean;
  /** Extra request headers, e.g. an `Idempotency-Key` so a replayed action changes nothing twice. */
  headers?: Record<string, string>;
}

type UnauthorizedHandler = (redirect: boolean) => void;
let unauthorizedHandler: UnauthorizedHandler = () => {};

export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  unauthorizedHandler = handler;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** How requests reach the API: the browser's fetch, or the server's own routes when it draws a first view (src/ssr). */
export function setApiTransport(next: Transport) {
  transport = next;
}

export async function apiFetch<T = void>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const method = request.method ?? 'GET';
  const check = request.schema && loadCheck(request.schema);
  // A failed request is the error to report; a check still loading then must not fail unheard.
  check?.catch(() => {});
  const headers: Record<string, string> = { ...request.headers, Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['X-Requested-With'] = 'fetch';

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    // A caller's own cancellation (TanStack Query unmounting) is not an error to show.
    if (request.signal?.aborted) throw error;
    reportServerUnreachable();
    if (timeout.signal.aborted) throw catalogueError(408, 'TIMEOUT');
    throw catalogueError(0, 'NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
  }
  // The service worker answers a catalog read from its cache when the server cannot (sw/sw.ts).
  if (response.headers.has(OFFLINE_COPY_HEADER)) reportServerUnreachable();
  else if (!mayBeBrowserCopy(response)) reportServerReached();

  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401) unauthorizedHandler(request.redirectOn401 ?? true);
    throw error;
  }
  return readBody(response, await checkLoaded(check));
}

type Check<T> = (data: unknown) => ReplyCheck<T>;

/** The reply's schema and zod's parse, loading alongside the request. */
async function loadCheck<T>(schema: NonNullable<ApiRequest<T>['schema']>): Promise<Check<T>> {
  const [loaded, { checkReply }] = await Promise.all([typeof schema === 'function' ? schema() : schema, import('./check-reply')]);
  return (data) => checkReply(loaded, data);
}

/** The reply's check, once its modules are in: offline, the service worker serves them from its cache. */
async function checkLoaded<T>(check: Promise<Check<T>> | undefined): Promise<Check<T> | undefined> {
  try {
    return await check;
  } catch {
    throw catalogueError(0, 'NETWORK_ERROR');
  }
}

/**
 * A reply the server lets the browser keep (the categories' `max-age`) may come from the browser's
 * own cache with the server stopped, so it says nothing about whether the server answers.
 */
function mayBeBrowserCopy(response: Response): boolean {
  const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '');
  return maxAge !== null && Number(maxAge[1]) > 0;
}

async function readBody<T>(response: Response, check: Check<T> | undefined): Promise<T> {
  const text = response.status === 204 ? '' : await response.text();
  if (!text) return undefined as T;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw catalogueError(response.status, 'SERVER_ERROR');
  }
  if (!check) return data as T;
  const checked = check(data);
  if (!checked.ok) {
    console.error('Unexpected reply shape', response.url, checked.issues);
    throw catalogueError(response.status, 'SERVER_ERROR');
  }
  return checked.data;
}

/** The envelope when there is one, otherwise the catalogue entry for the status. */
async function readError(response: Response): Promise<ApiError> {
  try {
    const body: unknown = await response.json();
    const error = (body as { error?: { code?: unknown; message?: unknown; field?: unknown; values?: unknown } } | null)?.error;
    if (error && typeof error.code === 'string') {
      const message = typeof error.message === 'string' && error.message ? error.message : error.code;
      const field = typeof error.field === 'string' && error.field ? error.field : undefined;
      const values = isValues(error.values) ? error.values : undefined;
      return new ApiError(response.status, error.code, message, field, values);
    }
  } catch {
    // No JSON body: fall through to the status.
  }
  return catalogueError(response.status, errorCodeForStatus(response.status));
}

function isValues(value: unknown): value is Record<string, string | number> {
  return (
    typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}

/**
 * An error the client names itself (no envelope, no reply). Its message is the code: the English
 * catalogue stays on the server, and screens show errorText(i18n, code) in the reader's language.
 */
function catalogueError(status: number, code: ErrorCode) {
  return new ApiError(status, code, code);
}
