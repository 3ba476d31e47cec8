/**
 * The card-show journey (issue 6): a member who used Holo before opens it with the server stopped,
 * sees their watch list, bids, coupons and the market page from the device, taps watch and unwatch
 * (kept for later), finds bidding disabled with its message; when the server is back the queued
 * taps reach it exactly once, even with two tabs replaying.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';
import { WatchListPage } from './pages/member-lists-pages';
import { OwnServer } from './support/own-server';
import { promotionPopupsSeen } from './support/promotion-popups';

const PORT = Number(process.env.E2E_PORT ?? 8090) + 100;

interface WatchReply {
  data: Array<{ ID: number; Title: string }>;
}
interface ItemReply {
  AttentionCount: number;
  IsAttention: boolean;
}

/** A member looks at a page for a moment: long enough for the device to keep it (the query named by `key`). */
async function dwell(page: Page, key: RegExp) {
  await expect.poll(() => persistedQueryKeys(page)).toMatch(key);
}

/** The query keys saved in IndexedDB for the signed-in member (lib/query/member-cache-persister.ts). */
async function persistedQueryKeys(page: Page): Promise<string> {
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

async function queuedActionCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('holo-actions');
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('queue')) return resolve(0);
          const count = open.result.transaction('queue').objectStore('queue').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(-1);
      }),
  );
}

test('offline at the card show: cached pages, queued taps replayed once, bidding disabled', async ({ browser }, info) => {
  test.setTimeout(300_000);
  const server = new OwnServer(PORT);
  await server.start();
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const context = await browser.newContext({ baseURL: server.baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, storageState: promotionPopupsSeen(server.baseURL) });
  try {
    const page = await context.newPage();
    await signInAs(page.request, 'buyer@holo.test');
    const watchList = ((await (await page.request.get('/api/watch?page=1&size=60')).json()) as WatchReply).data;
    const unwatched = watchList[0]!;
    const market = (await (await page.request.get('/api/market/search?type=2')).json()) as {
      PagedMarketItemList: Array<{ ID: number; Title: string; IsAttention: boolean; EffectiveDate: string }>;
    };
    // An auction the member does not watch that will not end during the journey.
    const toWatch = market.PagedMarketItemList.find((item) => !item.IsAttention && Date.parse(item.EffectiveDate) > Date.now() + 3_600_000)!;
    const before = async (id: number) => ((await (await page.request.get(`/api/items/${id}`)).json()) as ItemReply).AttentionCount;
    const unwatchedCount = await before(unwatched.ID);
    const toWatchCount = await before(toWatch.ID);

    // Online: the app installs its service worker, and the member looks around.
    await page.goto('/');
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const watchPage = new WatchListPage(page);
    await page.goto('/myholo/watch');
    await expect(watchPage.row(unwatched.Title)).toBeVisible();
    await dwell(page, /"watch","list",\{[^}]*"size":60/);
    await page.goto('/myholo/bids');
    const firstBid = page.getByRole('tabpanel').locator('.my-bid-row').first();
    await expect(firstBid).toBeVisible();
    const bidText = (await firstBid.getByRole('link').first().textContent())!.trim();
    await dwell(page, /"bidding","mine"/);
    await page.goto('/myholo/coupons');
    await expect(page.locator('.coupon-card').first()).toBeVisible();
    const couponText = (await page.locator('.coupon-card').first().textContent())!.trim().slice(0, 20);
    await dwell(page, /"coupons"/);
    await page.goto('/market?type=2');
    await expect(page.getByRole('button', { name: `Add to watch: ${toWatch.Title}` })).toBeVisible();
    await dwell(page, /"market"/);
    await page.goto(`/carddetails/${toWatch.ID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(toWatch.Title);
    await dwell(page, new RegExp(`"item",${toWatch.ID},"detail"`));

    // The signal is gone (the server stops). The app opens from the device with what it saw last.
    await server.stop();
    await page.goto('/myholo/watch');
    await expect(watchPage.row(unwatched.Title)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Offline, shown as of / })).toBeVisible();
    await page.goto('/myholo/bids');
    await expect(page.getByRole('tabpanel').getByText(bidText, { exact: true }).first()).toBeVisible();
    await page.goto('/myholo/coupons');
    await expect(page.locator('.coupon-card').first()).toContainText(couponText);
    await page.goto('/market?type=2');
    await expect(page.getByRole('button', { name: `Add to watch: ${toWatch.Title}` })).toBeVisible();
    // A page never opened online says so, and its placeholders stand still instead of loading.
    await page.goto('/myholo/purchase');
    await expect(page.getByText('Part of this page was not saved on this device: it appears when you are back online.')).toBeVisible();
    const placeholder = page.locator('.order-card--skeleton').first();
    await expect(placeholder).toBeVisible();
    expect(await placeholder.evaluate((element) => getComputedStyle(element, '::after').animationName)).toBe('none');

    // Taps are kept: unwatch one item, watch another from its page. Bidding waits for a connection.
    await page.goto('/myholo/watch');
    await watchPage.unwatch(unwatched.Title);
    await expect(page.getByText('1 change will be sent when you are back online')).toBeVisible();
    await page.goto(`/carddetails/${toWatch.ID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(toWatch.Title);
    const toggle = page.getByRole('main').getByRole('button', { name: /watch/i, pressed: false }).first();
    await toggle.click();
    await expect(page.getByText('2 changes will be sent when you are back online')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place bid' })).toBeDisabled();
    await expect(page.getByText('You are offline: bidding needs a connection')).toBeVisible();
    expect(await queuedActionCount(page)).toBe(2);

    // A second tab is open too when the connection returns: both try to replay.
    const second = await context.newPage();
    await second.goto('/myholo/watch');
    await server.start();
    for (const tab of [page, second]) await expect(tab.getByRole('status').filter({ hasText: /^Offline/ })).toHaveCount(0, { timeout: 60_000 });
    await expect.poll(() => queuedActionCount(page), { timeout: 30_000 }).toBe(0);

    const after = ((await (await page.request.get('/api/watch?page=1&size=60')).json()) as WatchReply).data.map((item) => item.ID);
    expect(after).not.toContain(unwatched.ID);
    expect(after).toContain(toWatch.ID);
    expect(await before(unwatched.ID)).toBe(unwatchedCount - 1);
    expect(await before(toWatch.ID)).toBe(toWatchCount + 1);
  } finally {
    await context.close();
    await server.dispose();
  }
});
