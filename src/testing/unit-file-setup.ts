/**
 * Runs before every unit test file. The unit project shares one worker, one jsdom window and one
 * module graph between files (isolate: false, vitest.config.ts), so what one file leaves behind the
 * next one sees: this puts the shared things back after each file.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import type { QueryCache } from '@tanstack/react-query';
import { sourceLocale } from '../domain/language/locales';
import { endFakeTimers } from './end-fake-timers';
import { freshModulesForMocks } from './fresh-modules-for-mocks';

// A file that mocks modules starts on a fresh module graph and leaves a fresh one to the next file.
const leaveModules = freshModulesForMocks();

// Every query cache the file fills, so that none of its reads outlives it: a read that failed on
// the network tries again a second or two later, into the next file's stubbed fetch. Patched on the
// module copy the file itself uses (after a module reset, a new one).
const caches = new Set<QueryCache>();
beforeAll(async () => {
  const { QueryCache: Cache } = await import('@tanstack/react-query');
  const build = Cache.prototype.build;
  if ((build as { tracked?: boolean }).tracked) return;
  const tracked = function (this: QueryCache, ...args: Parameters<QueryCache['build']>) {
    caches.add(this);
    return build.apply(this, args);
  } as typeof build;
  Object.assign(tracked, { tracked: true });
  Cache.prototype.build = tracked;
});

// Two files polyfill HTMLDialogElement's showModal and close, which jsdom lacks, and the app's
// Dialog takes another path when showModal exists: each file gets jsdom's own back.
const dialogMethods = typeof HTMLDialogElement === 'undefined' ? undefined : { ...Object.getOwnPropertyDescriptors(HTMLDialogElement.prototype) };

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // Imported here, not at the top, to reach the copy this file used (after a reset, a new one).
  const [{ cleanup }, { onlineManager, focusManager }, { resetConnectivityForTests }, { session }, { toasts }] = await Promise.all([
    typeof document === 'undefined' ? { cleanup: () => {} } : import('@testing-library/react'),
    import('@tanstack/react-query'),
    import('../lib/offline/connectivity'),
    import('../lib/session/session-store'),
    import('../components/toast/toast-store'),
  ]);
  cleanup();
  endFakeTimers();
  for (const cache of caches) {
    await Promise.all(cache.getAll().map((query) => query.cancel({ silent: true })));
    cache.clear();
  }
  caches.clear();
  // createQueryClient points the shared onlineManager at Holo's connectivity: back to TanStack's own
  // listener (the browser's online and offline events), as a file that makes no client expects.
  onlineManager.setEventListener((setOnline) => {
    if (typeof window === 'undefined') return undefined;
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  resetConnectivityForTests();
  Object.assign(session, { user: null, userKnown: false, language: sourceLocale, badges: { watch: 0, cart: 0 } });
  toasts.items.splice(0);
  await resetSmallStores();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  if (dialogMethods) {
    for (const name of ['showModal', 'close'] as const) {
      if (dialogMethods[name]) Object.defineProperty(HTMLDialogElement.prototype, name, dialogMethods[name]);
      else delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>)[name];
    }
  }
  leaveModules();
});

/** The app's other valtio stores, back to how they start. */
async function resetSmallStores() {
  const [{ closeGateDialog }, { pushOffer }, { pwaUpdate }, { actionQueueState }, { pageCode }] = await Promise.all([
    import('../features/verification/state/gate-dialogs'),
    import('../features/push/components/push-offer-store'),
    import('../app/pwa/pwa-update-store'),
    import('../lib/offline/action-queue-state'),
    import('../lib/navigation/lazy-page'),
  ]);
  closeGateDialog(false);
  pushOffer.open = false;
  Object.assign(pwaUpdate, { waiting: false, apply: null });
  actionQueueState.waiting = 0;
  pageCode.loading = 0;
}
