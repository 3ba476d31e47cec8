/**
 * The seller site (/seller/, its own entry of the build) in e2e journeys: open it signed in as a
 * demo account (the buyer's sign-in: the same cookie), and find its frame by role.
 */
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAs } from './bidding-pages';

/** Signs the page's browser context in as `email` (demo password) through the API, then opens /seller/<path>. */
export async function openSellerSite(page: Page, path = '', email = 'seller@holo.test') {
  await signInAs(page.context().request, email);
  await page.goto(`/seller/${path.replace(/^\//, '')}`);
}

/** The seller site's navigation: the sidebar on a desktop, behind the Menu button on a phone. */
export async function openSellerNav(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  }
  const nav = page.getByRole('navigation', { name: 'Seller site' });
  await expect(nav).toBeVisible();
  return nav;
}

/** Goes to a seller area through the navigation, e.g. goToSellerArea(page, 'Listings'). */
export async function goToSellerArea(page: Page, name: string) {
  const nav = await openSellerNav(page);
  await nav.getByRole('link', { name, exact: true }).click();
}

/** A plain JPEG at least 300×300 (the upload service's minimum), made here. */
async function photo(name: string, color: string) {
  const buffer = await sharp({ create: { width: 600, height: 600, channels: 3, background: color } }).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function chooseFirst(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select.locator('option')).not.toHaveCount(1);
  await select.selectOption({ index: 1 });
}

/**
 * From the seller site's listings: lists a PSA 10 (cert 12345678) with two photos as a $25 auction
 * through the form, screenshots the filled form to `screenshot`, and returns the new listing's id
 * once its page shows the grade.
 */
export async function listGradedAuction(page: Page, title: string, screenshot: string): Promise<number> {
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
  await page.screenshot({ path: screenshot, fullPage: true });
  await page.getByRole('button', { name: 'List it' }).click();
  await expect(page).toHaveURL(/\/seller\/listings\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('PSA 10', { exact: true })).toBeVisible();
  return Number(/\/listings\/(\d+)$/.exec(page.url())![1]);
}
