import { expect, test } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';
import { registerFreshMember } from './pages/member-api';

const FRESH_PASSWORD = 'Cards2026';

test('a verified buyer sees the CHP balance, Charge, the CHP terms link and the history', async ({ page }, info) => {
  await signInAs(page.request, 'buyer@holo.test');
  await page.goto('/myholo/chp');
  await expect(page.getByRole('heading', { level: 1, name: 'CHP balance' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Charge' })).toHaveAttribute('href', '/pay/chp');
  await expect(page.getByRole('link', { name: 'CHP terms' })).toHaveAttribute('href', '/terms/privacy?type=3');
  const table = page.getByRole('table', { name: 'CHP history, newest first' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: info.outputPath(`chp-${info.project.name}.png`), fullPage: true });
});

test('a fresh member without a verified identity gets no Charge link', async ({ page }, info) => {
  await registerFreshMember(page, info.project.name);
  await page.goto('/myholo/chp');
  await expect(page.getByRole('heading', { level: 1, name: 'CHP balance' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Charge' })).toHaveCount(0);
  await expect(page.getByText('No CHP activity yet')).toBeVisible();
});

test('a visitor reads the closing terms without a Close my account button', async ({ page }, info) => {
  await page.goto('/terms/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close my account' })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`terms-account-${info.project.name}.png`), fullPage: true });
});

test('a member closes the account from /terms/account with the checklist and the password, and is signed out', async ({ page }, info) => {
  const member = await registerFreshMember(page, info.project.name);
  await page.goto('/terms/account');
  await expect(page.getByRole('button', { name: 'Close my account' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`terms-account-member-${info.project.name}.png`), fullPage: true });
  await page.getByRole('button', { name: 'Close my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close my account' });
  await expect(dialog.getByRole('listitem')).toHaveCount(5);
  await expect(dialog.getByText('No listings on sale')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`close-checklist-${info.project.name}.png`) });

  await dialog.getByLabel('Password', { exact: true }).fill('Wrong2026x');
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(dialog.getByText('The password is incorrect')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await dialog.getByRole('button', { name: 'Close my account' }).click();

  const notice = page.getByRole('dialog', { name: 'Your account is closed' });
  await expect(notice).toBeVisible();
  await page.screenshot({ path: info.outputPath(`close-notice-${info.project.name}.png`) });
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
  const signIn = await page.request.post('/api/auth/sign-in', {
    headers: { 'x-requested-with': 'fetch' },
    data: { Type: 0, Account: member.email, Password: FRESH_PASSWORD },
  });
  expect(signIn.status()).toBe(400);
});

test('a member with an unmet condition sees a cross and the close-the-deal message instead of the password', async ({ page }, info) => {
  // The demo buyer has bid deposits held on live auctions and orders of its own.
  await signInAs(page.request, 'buyer@holo.test');
  await page.goto('/terms/account');
  await page.getByRole('button', { name: 'Close my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close my account' });
  await expect(dialog.getByRole('listitem')).toHaveCount(5);
  const checklist = (await (await page.request.get('/api/me/close-account')).json()) as { CanClose: boolean };
  expect(checklist.CanClose).toBe(false);
  await expect(dialog.getByText(/^Please close the deal first/)).toBeVisible();
  await expect(dialog.getByText('Not done').first()).toBeAttached();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`close-checklist-busy-${info.project.name}.png`) });
});
