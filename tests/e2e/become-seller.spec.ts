import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';
import { registerFreshMember } from './pages/member-api';

const headers = { 'x-requested-with': 'fetch' };

/** A fresh member, ID-verified through the sandbox verification provider (it decides after its delay). */
async function freshVerifiedMember(page: Page, projectName: string) {
  const member = await registerFreshMember(page, projectName);
  const application = { FirstName: 'Robin', LastName: 'Vale', DateOfBirth: '1988-03-02', DocumentNumber: 'P12348765', Country: 'US' };
  expect((await page.request.post('/api/me/verification', { headers, data: application })).status()).toBe(201);
  await expect
    .poll(async () => ((await (await page.request.get('/api/me')).json()) as { VerifyStatus: number }).VerifyStatus, { timeout: 20_000 })
    .toBe(2);
  return member;
}

/** From /becomeseller to the sandbox payout provider's page. */
async function startPayoutSetup(page: Page) {
  await page.goto('/becomeseller');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a seller' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Selling on Holo' })).toHaveAttribute('href', '/terms/merchants');
  await page.getByRole('button', { name: 'Continue to payout setup' }).click();
  await expect(page).toHaveURL(/\/sandbox\/payout\/acct_/);
  await expect(page.getByRole('heading', { name: 'Sandbox payout provider' })).toBeVisible();
}

test('a visitor who wants to become a seller signs in first', async ({ page }) => {
  await page.goto('/becomeseller');
  await expect(page).toHaveURL(/\/login/);
});

test('a member applies to sell, the sellers desk approves, and Start Selling opens the seller site', async ({ page, playwright }, info) => {
  const member = await freshVerifiedMember(page, info.project.name);
  await page.goto('/market');
  await page.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect(page).toHaveURL(/\/becomeseller$/);
  await page.screenshot({ path: info.outputPath(`become-seller-${info.project.name}.png`), fullPage: true });
  await startPayoutSetup(page);
  await page.screenshot({ path: info.outputPath(`sandbox-payout-${info.project.name}.png`), fullPage: true });
  await page.getByLabel('Legal name').fill('Robin Vale');
  await page.getByLabel('Bank account number').fill('000123456789');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/merchants\?type=payout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wait 1-3 working days for the seller audit' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`merchants-waiting-${info.project.name}.png`), fullPage: true });

  // The sellers desk, in a browser of its own.
  const staff = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  await signInAs(staff, 'staff@holo.test');
  const waiting = (await (await staff.get('/api/staff/seller-applications?status=1')).json()) as { data: { MemberId: number; Nickname: string }[] };
  expect(waiting.data.map((row) => row.MemberId)).toContain(member.id);
  const approved = await staff.post(`/api/staff/seller-applications/${member.id}/approve`, { headers });
  expect(approved.status(), await approved.text()).toBe(200);
  await staff.dispose();

  // Opened again, the page reads the status 2 seconds later.
  await page.goto('/merchants');
  await expect(page.getByRole('heading', { level: 1, name: 'Active!' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`merchants-active-${info.project.name}.png`), fullPage: true });
  // The seller site is the same server's /seller/ (SELLER_SITE_URL's default).
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Start Selling', exact: true }).click();
  await expect(await popup).toHaveURL(/\/seller\//);
  await expect(page.getByRole('heading', { level: 1, name: 'You are a seller' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the seller site' })).toHaveAttribute('href', /\/seller\/$/);

  // The header's Sell now opens the seller site.
  const sellPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect(await sellPopup).toHaveURL(/\/seller\//);
  await page.goto('/becomeseller');
  await expect(page.getByRole('heading', { level: 1, name: 'You are a seller' })).toBeVisible();
});

test('a rejected payout onboarding shows Refused by the payout provider with Reapply', async ({ page }, info) => {
  await freshVerifiedMember(page, info.project.name);
  await startPayoutSetup(page);
  await page.getByRole('button', { name: 'Decline verification' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Refused by the payout provider' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`merchants-refused-${info.project.name}.png`), fullPage: true });
  await page.getByRole('link', { name: 'Reapply' }).click();
  await expect(page).toHaveURL(/\/becomeseller$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Apply to sell again' })).toBeVisible();
});

test.describe('in Korean', () => {
  test.use({ locale: 'ko-KR' });
  test('a fresh member reads what becoming a seller means', async ({ page }, info) => {
    await registerFreshMember(page, info.project.name);
    await page.goto('/becomeseller');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`become-seller-ko-${info.project.name}.png`), fullPage: true });
  });
});
