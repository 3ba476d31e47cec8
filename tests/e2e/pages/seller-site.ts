/**
 * The seller site (/seller/, its own entry of the build) in e2e journeys: open it signed in as a
 * demo account (the buyer's sign-in: the same cookie), and find its frame by role.
 */
import { expect, type Page } from '@playwright/test';
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
