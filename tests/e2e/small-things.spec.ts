/**
 * Issue 32 point 7, the small things seen everywhere: empty lists that offer a next step and the
 * notification settings reading one state. The phone's own (the filter drawer, labels cut at 360 px,
 * offline pages that were not saved) are in small-things-phone.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerFreshMember } from './pages/member-api';

const shot = (page: Page, name: string, project: string) => page.screenshot({ path: `test-results/small-things/${name}-${project}.png`, fullPage: false });

test('a new member\'s empty lists say what is empty and where to go next', async ({ page }, info) => {
  await registerFreshMember(page, info.project.name);
  const main = page.getByRole('main');

  await page.goto('/myholo/purchase');
  await expect(main.getByRole('heading', { name: 'No orders waiting for payment' })).toBeVisible();
  await shot(page, 'empty-purchases', info.project.name);
  await main.getByRole('link', { name: 'Browse the market' }).click();
  await expect(page).toHaveURL(/\/market$/);

  await page.goto('/myholo/purchase?type=4');
  await expect(main.getByRole('heading', { name: 'No disputes' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Browse the market' })).toBeVisible();

  await page.goto('/myholo/mallorder?type=2');
  await expect(main.getByRole('heading', { name: 'No store orders waiting to be shipped' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Browse the stores' })).toHaveAttribute('href', '/seller/list');

  await page.goto('/myholo/search');
  await expect(main.getByRole('heading', { name: 'You have no saved searches' })).toBeVisible();
  await shot(page, 'empty-saved-searches', info.project.name);
  await expect(main.getByRole('link', { name: 'Search the market' })).toHaveAttribute('href', '/market');

  await page.goto('/myholo/warehouse');
  await expect(main.getByRole('heading', { name: 'No items in this warehouse' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Browse the market' })).toBeVisible();
  await page.goto('/myholo/warehouse?tab=4');
  await expect(main.getByRole('heading', { name: 'No warehouse orders here' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'See your items in stock' })).toHaveAttribute('href', '/myholo/warehouse');

  await page.goto('/myholo/watch');
  await expect(main.getByRole('heading', { name: 'Your watch list is empty' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Browse the market' })).toBeVisible();
});

test('the notification settings say off and every kind shows off while no device gets them', async ({ page }, info) => {
  await registerFreshMember(page, info.project.name);
  await page.goto('/myholo/setting');
  const kinds = page.getByRole('group', { name: 'Notify me when' });
  await expect(kinds.getByRole('switch').first()).toBeVisible();
  await expect(page.getByText('No device gets notifications yet. Turn them on above to choose which ones you get.')).toBeVisible();
  const switches = kinds.getByRole('switch');
  for (const toggle of await switches.all()) {
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeDisabled();
  }
  await kinds.scrollIntoViewIfNeeded();
  await shot(page, 'notification-settings', info.project.name);
});
