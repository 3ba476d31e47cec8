/**
 * The seller site (issue 33): its own entry at /seller/, the buyer's sign-in. A member who is not a
 * seller gets the way to become one; a visitor signs in and comes back; "Sell one like this" opens
 * the form pre-filled. Listing a card through the form: seller-site-journey.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/auth-pages';
import { DEMO_PASSWORD, listAuction, signInAs } from './pages/bidding-pages';
import { registerFreshMember } from './pages/member-api';
import { openSellerSite } from './pages/seller-site';

test('a member who is not a seller sees the way to become one, and no seller tools', async ({ page }, info) => {
  await registerFreshMember(page, info.project.name);
  await page.goto('/seller/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'You are not a seller yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a seller' })).toHaveAttribute('href', '/becomeseller');
  await expect(page.getByRole('navigation', { name: 'Seller site' })).toHaveCount(0);
});

test('a visitor is sent to sign in and comes back to the seller page', async ({ page }) => {
  await page.goto('/seller/listings?state=ended');
  await expect(page).toHaveURL(/\/login$/);
  const login = new LoginPage(page);
  await login.chooseEmail();
  await login.signIn('seller@holo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/seller\/listings\?state=ended$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
});

test('"Sell one like this" on a buyer item page opens the pre-filled form', async ({ page, context }, info) => {
  await signInAs(context.request, 'seller@holo.test');
  const title = `Clone source ${info.project.name} ${Date.now().toString(36)}`;
  const id = await listAuction(context.request, title, 1500);
  await page.goto(`/carddetails/${id}`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sell one like this' }).click();
  const form = await popup;
  await expect(form).toHaveURL(new RegExp(`/seller/listings/new\\?clone=${id}$`));
  await expect(form.getByRole('heading', { level: 1, name: 'List one like this' })).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Starting price (USD)')).toHaveValue('15.00');
  await expect(form.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
});

test('the seller site in Japanese keeps its frame', async ({ page, context }, info) => {
  const url = new URL(info.project.use.baseURL!);
  await context.addCookies([{ name: 'holo_lang', value: 'ja', domain: url.hostname, path: '/' }]);
  await openSellerSite(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('.seller-tile')).toHaveCount(6);
  await page.screenshot({ path: info.outputPath(`seller-dashboard-ja-${info.project.name}.png`), fullPage: true });
});
