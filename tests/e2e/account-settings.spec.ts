import { expect, test, type Page } from '@playwright/test';
import { LoginPage, SiteHeader } from './pages/auth-pages';
import { registerFreshMember } from './pages/member-api';
import { AccountSettingsPage } from './pages/account-settings-pages';

const PASSWORD = 'Cards2026';

/** A 400×300 PNG with a coloured half, drawn in the page so no fixture file is needed. */
async function pictureFile(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#3c3b6e';
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = '#f5b300';
    context.fillRect(200, 0, 200, 300);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return { name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

test.describe('account settings', () => {
  test('shows every row; the avatar changes and the header shows it at once', async ({ page }, testInfo) => {
    const member = await registerFreshMember(page, testInfo.project.name);
    const settings = new AccountSettingsPage(page);
    await settings.goto();

    for (const label of ['Profile picture', 'Username', 'Location', 'Phone', 'ID verification', 'E-mail', 'Password', 'Language', 'Account type', 'Shipping addresses', 'Close account']) {
      await expect(settings.row(label)).toBeVisible();
    }
    await expect(settings.row('Username')).toContainText(member.nickname);
    await expect(settings.row('E-mail')).toContainText(member.email);
    await expect(settings.row('Account type')).toContainText('Buyer');
    await expect(settings.row('Close account').getByRole('link')).toHaveAttribute('href', '/terms/account');
    await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();

    await settings.chooseLocation('Japan');
    await expect(page.getByText('Your location has been saved.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`settings-${testInfo.project.name}.png`), fullPage: true });

    await settings.changeAvatar(await pictureFile(page));
    await expect(page.getByText('Your profile picture has been changed.')).toBeVisible();
    await expect(settings.row('Profile picture').locator('img')).toHaveAttribute('src', /\?w=100$/);
    // The settings page has a title header; Back goes home in the app (no reload), whose header has the menu.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    const headerAvatar = new SiteHeader(page).accountMenu().locator('img');
    await expect(headerAvatar).toHaveAttribute('src', /\/media\/uploads\/[0-9a-f]{32}\.jpg\?w=100$/);
    await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(100);

    await settings.goto();
    await expect(settings.row('Location').getByRole('combobox')).toHaveValue('JP');
  });

  test('a new password ends the session; signing in again works with it, not the old one', async ({ page }, testInfo) => {
    const member = await registerFreshMember(page, testInfo.project.name);
    const settings = new AccountSettingsPage(page);
    await settings.goto();
    await settings.changePassword(PASSWORD, 'Renewed2027');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Your password has been changed. Please sign in again with the new password.')).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);

    const login = new LoginPage(page);
    await login.chooseEmail();
    await login.signIn(member.email, PASSWORD);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await login.signIn(member.email, 'Renewed2027');
    await expect(page).not.toHaveURL(/\/login/);
    expect((await page.request.get('/api/me')).status()).toBe(200);
  });

  test('refuses a wrong old password and stays signed in', async ({ page }, testInfo) => {
    await registerFreshMember(page, testInfo.project.name);
    const settings = new AccountSettingsPage(page);
    await settings.goto();
    await settings.changePassword('Wrong2026x', 'Renewed2027');
    await expect(page.getByRole('dialog', { name: 'Change password' })).toContainText('The old password is incorrect');
    expect((await page.request.get('/api/me')).status()).toBe(200);
  });
});
