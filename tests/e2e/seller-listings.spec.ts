/**
 * The seller site (issue 33): its own entry at /seller/, the buyer's sign-in. A seller lists a
 * graded card with two photos as an auction and the buyer's item page shows it; a member who is not
 * a seller gets the way to become one; a visitor signs in and comes back; "Sell one like this" opens
 * the form pre-filled.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { LoginPage } from './pages/auth-pages';
import { DEMO_PASSWORD, listAuction, signInAs } from './pages/bidding-pages';
import { registerFreshMember } from './pages/member-api';
import { goToSellerArea, openSellerSite } from './pages/seller-site';

/** A plain JPEG at least 300×300 (the upload service's minimum), made here. */
async function photo(name: string, color: string) {
  const buffer = await sharp({ create: { width: 600, height: 600, channels: 3, background: color } }).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const chooseFirst = async (page: Page, label: string) => {
  const select = page.getByLabel(label, { exact: true });
  await expect(select.locator('option')).not.toHaveCount(1);
  await select.selectOption({ index: 1 });
};

test('a seller lists a PSA 10 with two photos as an auction, and the item page shows both', async ({ page }, info) => {
  const title = `Seller site PSA 10 ${info.project.name} ${Date.now().toString(36)}`;
  await openSellerSite(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /To ship/ })).toHaveAttribute('href', '/seller/orders');
  await page.screenshot({ path: info.outputPath(`seller-dashboard-${info.project.name}.png`), fullPage: true });

  await goToSellerArea(page, 'Listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /On sale \(\d+\)/ })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`seller-listings-${info.project.name}.png`), fullPage: true });

  await page.getByRole('link', { name: 'List an item' }).click();
  await page.getByLabel('Add photos').setInputFiles([await photo('front.jpg', '#b33'), await photo('back.jpg', '#33b')]);
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
  await page.getByLabel('Title').fill(title);
  await chooseFirst(page, 'Category');
  await chooseFirst(page, 'Subcategory');
  await chooseFirst(page, 'Type');
  await page.getByLabel('Grade', { exact: true }).selectOption('10');
  await page.getByLabel('Certification number').fill('12345678');
  await page.getByLabel('Starting price (USD)').fill('25');
  await page.screenshot({ path: info.outputPath(`seller-new-listing-${info.project.name}.png`), fullPage: true });
  await page.getByRole('button', { name: 'List it' }).click();

  await expect(page).toHaveURL(/\/seller\/listings\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('PSA 10', { exact: true })).toBeVisible();
  const id = /\/listings\/(\d+)$/.exec(page.url())![1];

  await page.goto(`/carddetails/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Item specifics' }).locator('[data-spec="grade"] dd')).toHaveText('PSA 10');
  await expect(page.getByRole('button', { name: 'Show image 2 of 2' })).toBeAttached();
});

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
