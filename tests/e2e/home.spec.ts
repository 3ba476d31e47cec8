import { expect, test, type Page } from '@playwright/test';
import { registerFreshMember } from './pages/member-api';
import { signInAs } from './pages/bidding-pages';

/**
 * The home page sells (issue 32): a heading, listings on the first screen at phone and desktop
 * widths, a member's own rows first; one set of browse links in the header and the home menu;
 * member pages on a desktop keep the search; titles and shared links name the item.
 */
const headers = { 'x-requested-with': 'fetch' };
/** A home listing row by its kind (GET /api/home Rows): its words are new and wait for the catalogs' extraction. */
const row = (page: Page, kind: string) => page.locator(`section[aria-labelledby="home-row-${kind}"]`);

async function endingSoonest(page: Page): Promise<{ ID: number; Title: string }[]> {
  const reply = (await (await page.request.get('/api/market/search?type=2&sort=1')).json()) as { PagedMarketItemList: { ID: number; Title: string }[] };
  return reply.PagedMarketItemList;
}

test('a visitor sees the heading and a listing row without scrolling, each row with its "View all"', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trading card marketplace');
  const ending = row(page, 'ending');
  await expect(ending.locator('.lcard').first()).toBeInViewport();
  await expect(row(page, 'bids')).toHaveCount(1);
  await expect(row(page, 'new')).toHaveCount(1);
  // Everyone's rows only: a visitor has no watched, outbid or viewed row.
  await expect(page.locator('.home-rows > section')).toHaveCount(3);
  // The first card's picture and price are on the first screen, not just the row's title.
  const box = (await ending.locator('.lcard__media img').first().boundingBox())!;
  expect(box.y + box.height / 2).toBeLessThan(page.viewportSize()!.height);
  // The banner's words are text over the picture, readable on a phone.
  const title = page.locator('.banner__slide:first-child .banner__title');
  await expect(title).toBeVisible();
  expect(await title.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(15);
  await page.screenshot({ path: testInfo.outputPath(`home-${testInfo.project.name}.png`) });

  await ending.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/market\?type=2&sort=1$/);
  await expect(page.locator('.lgrid > li').first()).toBeVisible();
});

test('a member sees the item they watch in the first row', async ({ page }, testInfo) => {
  await registerFreshMember(page, testInfo.project.name);
  const [soonest, second] = await endingSoonest(page);
  // The second soonest: the first row is the member's own, not everyone's ending soon.
  const watched = second ?? soonest!;
  expect((await page.request.put(`/api/watch/${watched.ID}`, { headers })).status()).toBeLessThan(300);
  await page.goto('/');
  const first = page.locator('.home-rows > .scroller').first();
  await expect(first).toHaveAttribute('aria-labelledby', 'home-row-watching');
  await expect(first.locator('.lcard__title').first()).toHaveAttribute('title', watched.Title);
  await expect(first.locator('.lcard').first()).toBeInViewport();
  await expect(first.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/myholo/watch');
});

test('the header and the home menu name the same places the same way', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.locator('#main .home-menu a').first()).toBeVisible();
  const links = async (selector: string) =>
    Promise.all(
      (await page.locator(selector).filter({ visible: true }).all()).map(async (link) => [await link.textContent(), await link.getAttribute('href')]),
    );
  const menu = await links('#main .home-menu a');
  expect(menu).toEqual([
    ['Home', '/'],
    ['Auctions', '/market?type=2'],
    ['Buy It Now', '/market?type=1'],
  ]);
  // The header's browse links are the menu's, in the same order (a phone leaves Home to the logo).
  const header = await links('#root .site-header__nav a');
  const browse = header.filter(([, href]) => href === '/' || href!.startsWith('/market'));
  expect(browse).toEqual(testInfo.project.name === 'phone' ? menu.slice(1) : menu);

  await page.locator('.home-menu').getByRole('link', { name: 'Buy It Now' }).click();
  await expect(page).toHaveURL(/\/market\?type=1$/);
  await expect(page.locator('.site-header__nav').getByRole('link', { name: 'Buy It Now' })).toHaveAttribute('aria-current', 'page');
});

test('a member page keeps the search and the cart on a desktop, and its title header on a phone', async ({ page }, testInfo) => {
  await signInAs(page.request, 'buyer@holo.test');
  await page.goto('/myholo/watch');
  const search = page.getByRole('combobox', { name: 'Search', exact: true });
  if (testInfo.project.name === 'desktop') {
    await expect(search).toBeVisible();
    await expect(page.locator('.site-header').getByRole('link', { name: /^Cart/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  } else {
    await expect(page.locator('.title-header__title')).toHaveText('Watch list');
    await expect(search).toHaveCount(0);
  }
});

test("the item page's title names the item, and its shared link carries it", async ({ page }) => {
  const [item] = await endingSoonest(page);
  await page.goto(`/carddetails/${item!.ID}`);
  await expect(page).toHaveTitle(`${item!.Title} · Holo`);
  const html = await (await page.request.get(`/carddetails/${item!.ID}`)).text();
  expect(html).toMatch(/<meta property="og:title" content="[^"]+ · Holo">/);
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+">/);
  await page.goto('/market');
  await expect(page).toHaveTitle('Market · Holo');
});

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });
  test("the home page shows the banners' own Japanese words and a listing row", async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.locator('.banner__slide:first-child .banner__title')).toHaveText('注目のロット、ライブ中');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('トレーディングカードマーケット');
    await expect(page.locator('.home-rows .lcard').first()).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`home-ja-${testInfo.project.name}.png`) });
  });
});
