import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { shownAnswer, watchHumanCheck } from './sandbox-human-check';

/** Page models of /register, /login and /forgot, driven by role and label as a person would. */

/** Answers the sandbox human check (a picture of a sum) that opens before a code is sent. */
async function passHumanCheck(page: Page, challenge: Promise<Response>) {
  const dialog = page.getByRole('dialog');
  const answer = dialog.getByRole('textbox');
  await expect(answer).toBeVisible();
  await answer.fill(await shownAnswer(page, challenge));
  await dialog.getByRole('button', { name: /continue|繼續|계속|続ける|続行|次へ/i }).click();
  await expect(dialog).toBeHidden();
}

export class RegisterPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/register');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  async chooseEmail() {
    await this.page.getByRole('tab', { name: 'E-mail' }).click();
  }
  async fillEmail(email: string) {
    await this.page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  }
  async fillPhone(phone: string) {
    await this.page.getByLabel('Phone number', { exact: true }).fill(phone);
  }
  async sendCode() {
    const challenge = watchHumanCheck(this.page);
    await this.page.getByRole('button', { name: 'Send code' }).click();
    await passHumanCheck(this.page, challenge);
    await expect(this.page.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
  }
  async fillRest(details: { nickname: string; code: string; password: string }) {
    await this.page.getByLabel('Nickname').fill(details.nickname);
    await this.page.getByLabel('Verification code').fill(details.code);
    await this.page.getByLabel('Password', { exact: true }).fill(details.password);
  }
  async agreeToTerms() {
    await this.page.getByRole('checkbox').check();
  }
  async submit() {
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }
}

export class LoginPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/login');
  }
  async chooseEmail() {
    await this.page.getByRole('tab', { name: 'E-mail' }).click();
  }
  get account(): Locator {
    return this.page.locator('form').getByRole('textbox').first();
  }
  get password(): Locator {
    return this.page.locator('form').getByLabel(/password|密碼|비밀번호|パスワード/i).first();
  }
  async signIn(account: string, password: string, { agree = true } = {}) {
    await this.account.fill(account);
    await this.password.fill(password);
    if (agree) await this.page.locator('form').getByRole('checkbox').check();
    await this.page.locator('form').getByRole('button', { name: /^(Sign in|登入|로그인|ログイン)$/ }).click();
  }
  /** The error shown under a field, found through the field's aria-describedby. */
  async errorOf(field: Locator): Promise<string> {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
    const texts = await Promise.all(ids.map((id) => this.page.locator(`#${id}`).textContent()));
    return texts.join(' ');
  }
}

export class ForgotPage {
  constructor(readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/forgot${query}`);
  }
  async chooseEmail() {
    await this.page.getByRole('tab', { name: 'E-mail' }).click();
  }
  async fillEmail(email: string) {
    await this.page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  }
  async sendCode() {
    const challenge = watchHumanCheck(this.page);
    await this.page.getByRole('button', { name: 'Send code' }).click();
    await passHumanCheck(this.page, challenge);
  }
  async reset(code: string, password: string, { agree = true } = {}) {
    await this.page.getByLabel('Verification code').fill(code);
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm new password').fill(password);
    if (agree) await this.agreeToTerms();
    await this.submit();
  }
  async agreeToTerms() {
    await this.page.locator('form').getByRole('checkbox').check();
  }
  async submit() {
    await this.page.getByRole('button', { name: 'Reset password' }).click();
  }
  /** The alert on the terms box after submitting without it (spec 1 §5: an alert, not the consent dialog). */
  termsAlert(): Locator {
    return this.page.locator('form').getByRole('alert');
  }
}

export class SiteHeader {
  constructor(readonly page: Page) {}

  accountMenu(): Locator {
    return this.page.getByRole('button', { name: /Account menu|帳戶選單|계정 메뉴|アカウントメニュー/ });
  }
  async expectSignedInAs(nickname: string) {
    await expect(this.accountMenu()).toContainText(nickname.slice(0, 3));
    await expect(this.accountMenu()).toBeVisible();
  }
  async signOut() {
    await this.accountMenu().click();
    await this.page.getByRole('button', { name: /Sign out|登出|로그아웃|ログアウト/ }).click();
    await expect(this.accountMenu()).toBeHidden();
  }
  async chooseLanguage(label: string) {
    await this.page.getByRole('button', { name: /^(Language|語言|언어|言語) / }).click();
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }
}
