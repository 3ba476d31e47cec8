/**
 * Issue 32 point 7 on a phone (the desktop project ignores this file, playwright.config.ts): the
 * filter drawer's close button and one "Show results", labels cut at 360 px, and offline pages
 * that say they were not saved.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';

const shot = (page: Page, name: string, project: string) => page.screenshot({ path: `test-results/small-things/${name}-${project}.png`, fullPage: false });

test('the filter drawer has a close button and one "Show results" that applies the price', async ({ page }, info) => {
  await page.goto('/market');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: /^Filters/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close the filters' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^(Apply|Show results)$/ })).toHaveCount(1);
  await shot(page, 'filter-drawer', info.project.name);
  await drawer.getByRole('button', { name: 'Close the filters' }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: /^Filters/ }).click();
  await drawer.getByLabel('Minimum price').fill('10');
  await drawer.getByLabel('Maximum price').fill('50');
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();
  await expect.poll(() => new URL(page.url()).searchParams.get('min')).toBe('10');
  expect(new URL(page.url()).searchParams.get('max')).toBe('50');
});

for (const lang of ['en', 'ja', 'ko']) {
  test(`at 360 px the tab strips fade where they scroll on and keep the chosen tab whole (${lang})`, async ({ page, context }, info) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await context.addCookies([{ name: 'holo_lang', value: lang, url: info.project.use.baseURL! }]);
    await signInAs(page.request, 'buyer@holo.test');

    // Purchases: six order tabs; the last one chosen is scrolled into view, whole.
    await page.goto('/myholo/purchase?type=6');
    const orderTabs = page.locator('.order-tabs [role="tablist"]');
    await expect(orderTabs.locator('[aria-selected="true"]')).toBeVisible();
    await expect(orderTabs).toHaveAttribute('data-scroll-more', /start/);
    await expectWithin(orderTabs.locator('[aria-selected="true"]'), orderTabs);
    await page.goto('/myholo/purchase?type=1');
    await expect(orderTabs).toHaveAttribute('data-scroll-more', 'end');
    await shot(page, `w360-purchase-tabs-${lang}`, info.project.name);

    // Messages: the last tab ("From Holo") is past the edge in English.
    await page.goto('/messages');
    const messageTabs = page.locator('[role="tablist"]').first();
    await expect(messageTabs.getByRole('tab').first()).toBeVisible();
    await expectNoCutLabel(messageTabs);
    await shot(page, `w360-messages-tabs-${lang}`, info.project.name);

    // A manufacturer's name wraps instead of "The Pokémo…" (Buy It Now's logo tabs).
    const list = (await (await page.request.get('/api/list?manufacturerType=1')).json()) as { Manufacturers: Array<{ Id: number; Name: string }> };
    const pokemon = list.Manufacturers.find((maker) => maker.Name === 'The Pokémon Company')!;
    await page.goto(`/buynow/${pokemon.Id}`);
    const name = page.locator('.maker-tab[aria-current="page"] .maker-tab__name');
    await expect(name).toHaveText('The Pokémon Company');
    const box = await name.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth, sh: el.scrollHeight, ch: el.clientHeight }));
    expect(box.sw).toBeLessThanOrEqual(box.cw);
    expect(box.sh).toBeLessThanOrEqual(box.ch);
    await expectWithin(page.locator('.maker-tab[aria-current="page"]'), page.locator('.maker-tabs__list'));
    await shot(page, `w360-maker-tabs-${lang}`, info.project.name);
  });
}

test('offline, a page never opened says it was not saved, and the sellers list cannot search', async ({ page, context }, info) => {
  await signInAs(page.request, 'buyer@holo.test');
  const market = (await (await page.request.get('/api/market/search?type=2')).json()) as { PagedMarketItemList: Array<{ ID: number }> };
  const unvisited = market.PagedMarketItemList.at(-1)!.ID;
  await page.goto('/');
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto('/myholo/watch');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeAttached();

  await context.setOffline(true);
  try {
    await page.goto(`/carddetails/${unvisited}`);
    const notSaved = page.getByRole('heading', { level: 1, name: 'This page was not saved for offline use' });
    await expect(notSaved).toBeVisible();
    await shot(page, 'offline-not-saved', info.project.name);
    await page.getByRole('link', { name: 'Open your watch list' }).click();
    await expect(page).toHaveURL(/\/myholo\/watch$/);
    await expect(notSaved).toBeHidden();

    await page.goto('/seller/list?key=slab');
    await expect(page.getByRole('heading', { name: 'Sellers cannot be searched offline' })).toBeVisible();
    await expect(page.getByText('Searching…')).toHaveCount(0);
    await shot(page, 'offline-sellers', info.project.name);
  } finally {
    await context.setOffline(false);
  }
});

/** The element lies whole inside the strip's visible box. */
async function expectWithin(element: Locator, strip: Locator) {
  await expect.poll(async () => {
    const [inner, outer] = await Promise.all([element.boundingBox(), strip.boundingBox()]);
    return Boolean(inner && outer && inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1);
  }).toBe(true);
}

/** A strip whose last label runs past its edge fades there (data-scroll-more), so nothing reads as cut. */
async function expectNoCutLabel(strip: Locator) {
  const cut = await strip.evaluate((element) => {
    const scroller = element.scrollWidth > element.clientWidth ? element : element.parentElement!;
    const box = scroller.getBoundingClientRect();
    const past = Array.from(element.querySelectorAll('[role="tab"], a')).some((tab) => tab.getBoundingClientRect().right > box.right + 1);
    return past && !(scroller.getAttribute('data-scroll-more') ?? '').includes('end');
  });
  expect(cut).toBe(false);
}

