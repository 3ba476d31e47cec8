/**
 * Holo's service worker (built by vite-plugin-pwa, injectManifest; DESIGN.md section 6). The app
 * shell is precached and versioned; a new version waits until the page asks it to take over (the
 * update prompt). Page navigations get the precached index.html, except server pages (/api, /dev,
 * /media, /hubs, /sandbox), which go to the network; when nothing can answer a navigation, the
 * offline page does. Catalog reads and images are cached at run time (catalog-caching.ts), queued
 * member actions are replayed by Background Sync, and pushes become notifications (push.ts).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { ACTIONS_REPLAYED_MESSAGE, ACTION_SYNC_TAG, replayActions } from './action-queue';
import { registerCatalogCaching } from './catalog-caching';
import { registerPushHandlers } from './push';
import { otherSitePaths } from './shared-with-page';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// /sandbox: the sandbox payment provider's hosted page (outside production).
// /seller and /staff: the seller site and the staff console, other entries of the build that the
// server serves; the buyer's shell never answers them (they are built after the buyer, out of its precache).
const serverPaths = [/^\/api(\/|$)/, /^\/dev(\/|$)/, /^\/media(\/|$)/, /^\/hubs(\/|$)/, /^\/sandbox(\/|$)/, ...otherSitePaths];
const OFFLINE_PAGE = '/offline.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function offlinePage(): Promise<Response> {
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
}

// App routes: the precached shell; if it is missing (storage evicted), the network; then offline.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      const shell = await matchPrecache('/index.html');
      if (shell) return shell;
      try {
        return await fetch(request);
      } catch {
        return offlinePage();
      }
    },
    { denylist: serverPaths },
  ),
);

// Server pages opened in the browser (the sandbox inbox): network only, offline page on failure.
registerRoute(({ request, url }) => request.mode === 'navigate' && serverPaths.some((path) => path.test(url.pathname)), new NetworkOnly());

registerCatalogCaching();
registerPushHandlers(self);

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

// Background Sync: replay the member's queued actions, then tell open pages to refetch.
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== ACTION_SYNC_TAG) return;
  event.waitUntil(
    replayActions().then(async (result) => {
      if (result.sent.length + result.refused.length > 0) {
        for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: ACTIONS_REPLAYED_MESSAGE });
      }
      // Rejecting asks the browser to try the sync again later.
      if (result.waiting > 0) throw new Error('Holo could not reach its server; the sync will run again');
    }),
  );
}) as EventListener);

setCatchHandler(async ({ request }) => (request.destination === 'document' ? offlinePage() : Response.error()));
