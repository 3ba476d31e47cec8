/**
 * Grades are first-class (issue 32 point 1): the grid shows the grade on a slab, the heart stays
 * off the picture, the market filters by grader and grade, the item page lists the certification
 * number, and the category names are the database's Korean ones in ko.
 */
import { expect, test } from '@playwright/test';
import { MarketPage } from './pages/catalog-pages';

// The filters are found by their name attribute and the specifics by data-spec: their labels are
// new messages, which show as ids until the lead extracts the catalogs.

test('a collector filters by PSA 10, sees the grade on every card and the cert number on the item', async ({ page }, testInfo) => {
  const market = new MarketPage(page);
  await market.goto('f=1');
  const all = await market.count();

  let panel = await market.filters();
  await market.navigates(async () => {
    await panel.locator('select[name="grader"]').selectOption('PSA');
  });
  await expect(page).toHaveURL(/grader=PSA/);
  await market.closeFilters();
  const psa = await market.count();
  expect(psa).toBeGreaterThan(0);
  expect(psa).toBeLessThan(all);

  panel = await market.filters();
  await market.navigates(async () => {
    await panel.locator('select[name="grade"]').selectOption('10');
  });
  await expect(page).toHaveURL(/grader=PSA&grade=10/);
  await market.closeFilters();
  const psa10 = await market.count();
  expect(psa10).toBeGreaterThan(0);
  expect(psa10).toBeLessThan(psa);

  // Every card shows the grade as a badge on its picture, and the heart sits below the picture.
  const first = market.cards.first();
  await expect(first.locator('.lcard__badge')).toHaveText('PSA 10');
  expect(new Set(await market.cards.locator('.lcard__badge').allTextContents())).toEqual(new Set(['PSA 10']));
  const media = (await first.locator('.lcard__media').boundingBox())!;
  const heart = (await first.locator('.lcard__watch').boundingBox())!;
  expect(heart.y).toBeGreaterThanOrEqual(media.y + media.height);
  await page.screenshot({ path: testInfo.outputPath('psa10-market.png') });

  await first.locator('.lcard__link').click();
  const specifics = page.getByRole('region', { name: 'Item specifics' });
  await expect(specifics.locator('[data-spec="grade"] dd')).toHaveText('PSA 10');
  await expect(specifics.locator('[data-spec="cert"] dd')).toHaveText(/^\d{8}$/);
  await expect(specifics.locator('[data-spec="grader"] dd')).toHaveText('Professional Sports Authenticator (PSA)');
  await specifics.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('psa10-item.png') });
});

test('a raw card shows its condition; the market in Korean names categories and conditions from the database', async ({ page, context }, testInfo) => {
  const market = new MarketPage(page);
  await market.goto('cond=NM&f=1');
  await expect(market.cards.first().locator('.lcard__badge')).toHaveText('NM');

  await context.addCookies([{ name: 'holo_lang', value: 'ko', url: page.url() }]);
  await page.goto('/market?f=1&cond=NM');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('스포츠 카드');
  // The panel's own labels are Korean here: open it (on a phone) by its place, not its name.
  const phone = testInfo.project.name === 'phone';
  if (phone) await page.locator('button.toolbar__filters').click();
  const panel = phone ? page.getByRole('dialog') : page.locator('aside.market__filters');
  await expect(panel.getByRole('link', { name: '야구', exact: true })).toBeVisible();
  await expect(panel.locator('select[name="cond"] option:checked')).toHaveText('니어 민트');
  await page.screenshot({ path: testInfo.outputPath('ko-market.png') });
});
