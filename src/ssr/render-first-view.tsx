/**
 * The first view of a landing page as the server draws it: the app's own components (App, at the
 * request's URL) with the same data and words the browser's start-up loads before its first render
 * (main.tsx: the page's code, the layout's and the page's reads, the language's catalog), so the
 * browser hydrates this markup instead of replacing it, and a change to a page is a change to its
 * first view. Built by Vite's SSR build (vite.config.ts: the Lingui macros need its transform) into
 * dist-ssr/; server/http/first-view-hints.ts loads it when present.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate } from '@tanstack/react-query';
import { i18n, type Messages } from '@lingui/core';
import { App } from '../app/app';
import { prefetchFirstReads, preloadPage } from '../app/router/page-routes';
import { setApiTransport } from '../lib/api/api-client';
import { setFirstViewTime } from '../lib/hooks/use-clock';
import { createQueryClient } from '../lib/query/query-client';
import { currentUserKey } from '../lib/session/current-user-query';
import { session, setSessionUser } from '../lib/session/session-store';
import type { Locale } from '../domain/language/locales';

/** Answers one of the app's API requests (the server's own routes, as the browser would reach them). */
export type ReadApi = (path: string, init: RequestInit) => Promise<Response>;

export interface FirstViewRequest {
  /** Path and query, as the browser asked for it. */
  url: string;
  locale: Locale;
  readApi: ReadApi;
}

/** As long as the browser's start-up waits for the first reads (main.tsx FIRST_READS_WAIT_MS). */
const FIRST_READS_WAIT_MS = 2_000;

const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po');

const requestReads = new AsyncLocalStorage<ReadApi>();
setApiTransport((path, init) => {
  const readApi = requestReads.getStore();
  return readApi ? readApi(path, init) : Promise.reject(new Error(`No request to read ${path} for`));
});

let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
/**
 * Pages drawn one at a time: past this many waiting, a page goes out undrawn (the browser draws it,
 * as for a member) rather than queueing a burst of visitors behind each other.
 */
const MAX_WAITING = 4;

export interface FirstViewMarkup {
  html: string;
  /** The clock the page was drawn at (ms since the epoch): the browser hydrates it at the same time (use-clock.ts). */
  drawnAt: number;
  /**
   * The reads it was drawn from (TanStack Query's dehydrated cache, JSON): the browser hydrates
   * with these very answers, not with its own fetch a moment later, which may differ (an auction
   * ended meanwhile) and would make React draw the page anew.
   */
  reads: string;
}

/**
 * The markup of #root for `url`, or null when the page cannot be drawn (one of its first reads
 * failed: the browser's start shows what the failure calls for, or too many are waiting). One page
 * at a time: Lingui's active language is the process's, as it is the browser's.
 */
export function renderFirstView(request: FirstViewRequest): Promise<FirstViewMarkup | null> {
  if (waiting >= MAX_WAITING) return Promise.resolve(null);
  waiting += 1;
  const rendered = queue.then(() => requestReads.run(request.readApi, () => render(request))).finally(() => {
    waiting -= 1;
  });
  queue = rendered.catch(() => {});
  return rendered;
}

async function render({ url, locale }: FirstViewRequest): Promise<FirstViewMarkup | null> {
  const catalog = catalogs[`../locales/${locale}/messages.po`] ?? catalogs['../locales/en/messages.po']!;
  // As lib/i18n/activate-language.ts does in the browser (the language picker shows session.language).
  i18n.loadAndActivate({ locale, messages: (await catalog()).messages });
  session.language = locale;
  const client = createQueryClient();
  try {
    const location = new URL(url, 'http://holo');
    await Promise.all([preloadPage(location.pathname), prefetchFirstReads(client, location, FIRST_READS_WAIT_MS)]);
    const reads = client.getQueryCache().getAll();
    if (reads.some((query) => query.state.status !== 'success')) return null;
    // Drawn for visitors only (static.ts): the session is a visitor's, known, as start-up applies
    // GET /api/me's answer before the browser's first render (main.tsx applyCurrentUser).
    if (client.getQueryData(currentUserKey) !== null) return null;
    setSessionUser(null);
    const drawnAt = Date.now();
    setFirstViewTime(drawnAt);
    // prerender waits for every lazy part and Suspense boundary, as the browser's first render has them in.
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App client={client} location={location.pathname + location.search} />
      </StrictMode>,
      // Every boundary inline: an outlined one would be revealed by an inline script, which the
      // Content-Security-Policy refuses (only the starter's hash is allowed).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    const html = Buffer.concat(chunks).toString('utf8');
    // A boundary still pending (a part that waits for data the browser fetches itself) would need React's inline script.
    return /<template id="|<script/.test(html) ? null : { html, drawnAt, reads: JSON.stringify(dehydrate(client)) };
  } finally {
    client.clear();
  }
}
