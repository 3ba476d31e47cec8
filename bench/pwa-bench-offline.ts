/**
 * The watch list from the device with the server stopped (the card show of issue 6), as in
 * tests/e2e/offline.spec.ts: the buyer signs in, the service worker takes control, the watch list is
 * seen online and saved to IndexedDB; the server stops; then each new tab opens /myholo/watch and the
 * time from its navigation start to the first watch row on screen is taken in the page.
 */
import { chromium, devices, type BrowserContext, type Page } from '@playwright/test';
import type { BenchServer } from './pwa-bench-server';

const headers = { 'x-requested-with': 'fetch' };

declare global {
  interface Window {
    __holoFirstWatchRow?: number;
  }
}

export interface OfflineFigures {
  /** ms from navigation start to the frame after the first watch row appeared, one per tab. */
  times: number[];
  rows: number;
}

export async function measureOfflineWatchList(server: BenchServer, executable: string, tabs: number): Promise<OfflineFigures> {
  const browser = await chromium.launch({
    executablePath: executable,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, baseURL: server.baseURL });
    await context.addInitScript(() => {
      // A row counts once it is laid out; the time is taken at the next frame, when it is painted.
      const observer = new MutationObserver(() => {
        const row = document.querySelector('.watch-list__rows > li');
        if (!row || row.getBoundingClientRect().height === 0) return;
        observer.disconnect();
        requestAnimationFrame(() => (window.__holoFirstWatchRow = performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const signIn = await context.request.post('/api/auth/sign-in', {
      headers,
      data: { Type: 0, Account: 'buyer@holo.test', Password: 'Holo2026' },
    });
    if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()} ${await signIn.text()}`);
    const watched = ((await (await context.request.get('/api/watch?page=1&size=60')).json()) as { data: unknown[] }).data.length;
    if (watched === 0) throw new Error('the demo buyer watches nothing');

    // Online: the worker installs and takes control, the member looks at the watch list, the device keeps it.
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.reload();
    await waitFor(() => page.evaluate(() => navigator.serviceWorker.controller !== null), 'the service worker to control the page');
    await page.goto('/myholo/watch');
    await page.waitForFunction(() => window.__holoFirstWatchRow !== undefined, undefined, { timeout: 30_000 });
    await waitFor(async () => /"watch","list",\{[^}]*"size":60/.test(await persistedQueryKeys(page)), 'the watch list to be saved');
    await page.waitForTimeout(2_000);
    await page.close();

    await server.stop();
    const times: number[] = [];
    for (let tab = 0; tab < tabs; tab += 1) times.push(await openWatchList(context));
    await context.close();
    return { times, rows: watched };
  } finally {
    await browser.close();
  }
}

async function openWatchList(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto('/myholo/watch', { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__holoFirstWatchRow !== undefined, undefined, { timeout: 30_000 });
    return await page.evaluate(() => window.__holoFirstWatchRow!);
  } finally {
    await page.close();
  }
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  for (let waited = 0; waited < timeoutMs; waited += 200) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The query keys saved in IndexedDB for the signed-in member (lib/query/member-cache-persister.ts). */
function persistedQueryKeys(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const owner = localStorage.getItem('holo_cache_owner');
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get(`holo-query:${owner}`);
          read.onsuccess = () => {
            const saved = read.result as { clientState?: { queries: Array<{ queryKey: unknown }> } } | undefined;
            resolve((saved?.clientState?.queries ?? []).map((query) => JSON.stringify(query.queryKey)).join(' '));
          };
          read.onerror = () => resolve('');
        };
        open.onerror = () => resolve('');
      }),
  );
}
