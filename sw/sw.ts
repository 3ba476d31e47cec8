/**
 * Holo's service worker (built by vite-plugin-pwa, injectManifest). The app shell is precached and
 * versioned; a new version waits until the page asks it to take over (the update prompt). Page
 * navigations get the precached index.html, except server pages (/api, /dev, /media, /hubs, /sandbox), which
 * go to the network; when nothing can answer a navigation, the offline page does.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// /sandbox: the sandbox payment provider's hosted page (outside production).
const serverPaths = [/^\/api(\/|$)/, /^\/dev(\/|$)/, /^\/media(\/|$)/, /^\/hubs(\/|$)/, /^\/sandbox(\/|$)/];
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

setCatchHandler(async ({ request }) => (request.destination === 'document' ? offlinePage() : Response.error()));
