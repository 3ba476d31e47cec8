import { expect, test, type Locator } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';

/** The picture has arrived and decoded (a screenshot taken before would show a blank frame). */
const pictureLoaded = (img: Locator) =>
  expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);

// The demo promotions (server/db/seed/promotions.ts); read only, so both projects share them.
// This journey starts on a device that has seen no pop-up yet.
test.use({ storageState: { cookies: [], origins: [] } });

test('a visitor sees the promotions, live first, and opens one', async ({ page }, info) => {
  await page.goto('/myholo/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  const cards = page.locator('.activity-card');
  await expect(cards.first()).toContainText('Live');
  await expect(page.getByRole('link', { name: /Spring grading week/ })).toContainText('Coming soon');
  await expect(page.getByRole('link', { name: /Summer pack opening/ })).toContainText('Finished');
  await page.screenshot({ path: info.outputPath(`promotions-${info.project.name}.png`), fullPage: true });

  await page.getByRole('link', { name: /Holiday grading raffle/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday grading raffle' })).toBeVisible();
  await expect(page.getByText('Every graded card you win at auction')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`promotion-detail-${info.project.name}.png`), fullPage: true });

  await page.goto('/myholo/activity?tab=gifts');
  await expect(page.getByRole('heading', { name: 'Sign in to see your gifts' })).toBeVisible();
});

test('the pop-up shows on home once per device', async ({ page }, info) => {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Holiday grading raffle' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'See the promotion' })).toBeFocused();
  await pictureLoaded(popup.locator('img'));
  await page.screenshot({ path: info.outputPath(`promotion-popup-${info.project.name}.png`) });
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('holo_promo_popup_seen:')))).toEqual(['holo_promo_popup_seen:1']);

  await page.reload();
  await expect(page.locator('.home')).toBeVisible();
  // The pop-up would open as soon as its (cached) answer is read: give it the time to, then look.
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog', { name: 'Holiday grading raffle' })).toBeHidden();
});

test('the buyer toggles to the gifts and sees the raffle codes and the tracking number', async ({ page }, info) => {
  await signInAs(page.request, 'buyer@holo.test');
  await page.goto('/myholo/activity');
  await page.getByRole('tab', { name: 'My gifts' }).click();
  await expect(page).toHaveURL(/tab=gifts/);
  const codes = page.getByRole('list', { name: 'Redemption codes' });
  await expect(codes).toContainText('HOLO-7KQ2-M4XD');
  await expect(codes).toContainText('HOLO-R9TW-3HPZ');
  await expect(codes.getByRole('button', { name: 'Copy the code HOLO-7KQ2-M4XD' })).toBeVisible();
  const sleeves = page.getByRole('listitem').filter({ hasText: 'Premium card sleeves' });
  await expect(sleeves.getByText('1Z999AA10123456784')).toBeVisible();
  await expect(sleeves.getByText('UPS', { exact: true })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`promotion-gifts-${info.project.name}.png`), fullPage: true });

  await page.getByRole('tab', { name: 'Promotions' }).click();
  await expect(page.getByRole('link', { name: /Holiday grading raffle/ })).toBeVisible();
});

test('the Korean sign-up promotion asks a visitor to sign in; its texts follow the language', async ({ page, context }, info) => {
  await context.addCookies([{ name: 'holo_lang', value: 'ko', url: info.project.use.baseURL! }]);
  await page.goto('/promotion/0?AreaCode=KR');
  await expect(page.getByRole('heading', { level: 1, name: '신규 회원 가입 선물' })).toBeVisible();
  await pictureLoaded(page.locator('.promotion-page__picture').first());
  await page.screenshot({ path: info.outputPath(`promotion-kr-${info.project.name}.png`), fullPage: true });
  await page.goto('/promotion/7');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a visitor on the address promotion signs in and comes back to it', async ({ page }) => {
  await page.goto('/promotion/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Save your address, win a booster box' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in to take part' }).click();
  await expect(page).toHaveURL(/\/login/);
});
