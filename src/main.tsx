import { startTransition, StrictMode } from 'react';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/styles/index.css';
import { App } from './app/app';
import { prefetchFirstReads, preloadPage } from './app/router/page-routes';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { watchInstallability } from './app/pwa/install-store';
import { readCookie } from './lib/browser/cookies';
import { nextTask } from './lib/browser/next-task';
import { setFirstViewTime } from './lib/hooks/use-clock';
import { activateLanguage } from './lib/i18n/activate-language';
import { detectLanguage, LANGUAGE_COOKIE } from './domain/language/detect-language';
import { watchConnectivity } from './lib/offline/connectivity';
import { startActionReplay } from './lib/offline/action-replay';
import { queryClient } from './app/providers/query-client';
import { drawnAsJustFetched } from './lib/query/drawn-reads';
import { restoreQueryCache } from './app/providers/restore-query-cache';
import { applyCurrentUser } from './lib/session/apply-current-user';
import { currentUserKey } from './lib/session/current-user-query';
import type { CurrentUser } from './domain/account/current-user.schema';

/** Set on #root by the server when it holds the page's first view, to the time it drew it at (server/http/first-view-page.ts). */
const SERVER_VIEW_ATTRIBUTE = 'data-server-view';
/** The reads the server drew that view from (first-view-page.ts READS_DATA_ID). */
const FIRST_VIEW_READS_ID = 'first-view-reads';

/** The server's reads for its first view, or null when the page came undrawn. */
function serverReads(): DehydratedState | null {
  const block = document.getElementById(FIRST_VIEW_READS_ID);
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as DehydratedState) : null;
  } catch {
    return null;
  }
}

/** A server-drawn part the app drew anew: worth knowing (tests/e2e/first-view.spec.ts expects none). */
function reportHydrationMismatch(error: unknown) {
  console.warn('Holo: the first view was drawn anew', error);
}

/** How long the first render waits for the page's first reads before it shows the page's skeleton. */
const FIRST_READS_WAIT_MS = 2_000;

async function start() {
  const locale = detectLanguage(readCookie(LANGUAGE_COOKIE), navigator.languages);
  // The catalog loads before the first render, so no page flashes in the wrong language; the
  // page's code, the device's cache and the first reads load alongside, so the first render shows
  // the page itself, for the member or visitor it is, and nothing renders twice once they land.
  // Starting each of these costs a phone 30-60 ms of script (ranking the route table, opening
  // IndexedDB, building the reads): one task each, not one of ~120 ms. The HTML asked for the reads.
  const language = activateLanguage(locale).catch(() => activateLanguage('en'));
  const page = preloadPage(window.location.pathname);
  await nextTask();
  const cache = restoreQueryCache(queryClient);
  await nextTask();
  // A page the server drew comes with the reads it drew it from: hydrating with the very same
  // answers draws the very same page (a fetch now might answer otherwise). They are this load's
  // answers (drawn-reads.ts) and refresh when they go stale, like any read.
  const drawnFrom = serverReads();
  const reads = drawnFrom
    ? cache.then(() => hydrate(queryClient, drawnAsJustFetched(drawnFrom)))
    : prefetchFirstReads(queryClient, new URL(window.location.href), FIRST_READS_WAIT_MS);
  await Promise.all([language, page, cache, reads]);
  const me = queryClient.getQueryState<CurrentUser | null>(currentUserKey);
  if (me) await applyCurrentUser(queryClient, me);
  watchConnectivity();
  watchInstallability();
  startActionReplay(queryClient);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A visitor's landing page comes drawn by the server with these same components and reads
  // (src/ssr/render-first-view.tsx): the app takes it over where it stands. A part that differs (a
  // device cache older than the server's answer) is drawn anew by React, and reported. Hydration
  // started in a transition yields to the browser every few milliseconds; outside one it is a
  // single long task (React hydrates at a blocking priority by default), which a phone feels.
  const drawnAt = Number(root.getAttribute(SERVER_VIEW_ATTRIBUTE));
  if (drawnAt > 0) {
    setFirstViewTime(drawnAt);
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportHydrationMismatch });
    });
  } else {
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (a phone's taps and paints get through).
    startTransition(() => createRoot(root).render(app));
  }
  registerServiceWorker();
}

// Evaluating the scripts is one long task already; start-up's own work begins in the next, so a
// phone paints and takes taps in between.
setTimeout(() => void start(), 0);
