import { expect, type Locator, type Page } from '@playwright/test';

/** Page model of /myholo/setting: its rows, found by their labels as a person reads them. */
export class AccountSettingsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/myholo/setting');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  }

  row(label: string): Locator {
    return this.page.locator('.setting-row').filter({ has: this.page.locator('.setting-row__label', { hasText: label }) });
  }

  /** Chooses a picture file, crops it (a little zoom) and saves it. */
  async changeAvatar(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByLabel('Choose a profile picture').setInputFiles(file);
    const dialog = this.page.getByRole('dialog', { name: 'Crop your profile picture' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('slider').fill('1.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  async changePassword(oldPassword: string, newPassword: string) {
    await this.row('Password').getByRole('button', { name: 'Change password' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Old password').fill(oldPassword);
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm new password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Change password' }).click();
  }

  async chooseLocation(name: string) {
    await this.page.getByLabel('Location').selectOption({ label: name });
  }
}
