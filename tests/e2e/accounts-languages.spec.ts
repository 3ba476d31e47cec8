import { expect, test, type Page, type Response } from '@playwright/test';
import { LoginPage, SiteHeader } from './pages/auth-pages';
import { latestCode } from './pages/sandbox-inbox';
import { shownAnswer, watchHumanCheck } from './pages/sandbox-human-check';
import { closeVerificationPrompt } from './pages/verification-pages';
import { catalog } from './support/catalog';

// The whole account journey read in each language besides English (accounts.spec.ts): register,
// sign out, reset the password, a wrong password, sign in. Every label and message comes from the
// language's catalog, so the journey reads what the reader reads.
const languages = [
  { locale: 'zh-Hant', browserLocale: 'zh-TW', name: 'Traditional Chinese' },
  { locale: 'ko', browserLocale: 'ko-KR', name: 'Korean' },
  { locale: 'ja', browserLocale: 'ja-JP', name: 'Japanese' },
] as const;

const PASSWORD = 'Cards2026';
const NEW_PASSWORD = 'Fresh2027';

for (const language of languages) {
  test.describe(language.name, () => {
    // The browser language picks the app's language on the first visit.
    test.use({ locale: language.browserLocale });

    test(`registers, resets the password and signs in, all in ${language.name}`, async ({ page, request }, info) => {
      const t = catalog(language.locale);
      const stamp = `${Date.now().toString(36)}${info.project.name.slice(0, 1)}`;
      const email = `${language.locale.toLowerCase()}-${stamp}@holo.test`;
      const nickname = `${language.locale.slice(0, 2)}${stamp}`.slice(0, 20);
      const form = page.locator('form');

      await page.goto('/register');
      await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
      await page.getByRole('tab', { name: t('E-mail') }).click();
      await page.getByRole('textbox', { name: t('E-mail'), exact: true }).fill(email);
      const challenge = watchHumanCheck(page);
      await page.getByRole('button', { name: t('Send code') }).click();
      await passHumanCheck(page, t, challenge);
      await page.getByLabel(t('Nickname')).fill(nickname);
      await page.getByLabel(t('Verification code')).fill(await latestCode(request, email));
      await page.getByLabel(t('Password'), { exact: true }).fill(PASSWORD);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: t('Create account') }).click();
      await expect(page.getByText(t('Registered successfully!'))).toBeVisible();
      await closeVerificationPrompt(page);

      const header = new SiteHeader(page);
      await header.expectSignedInAs(nickname);
      await header.signOut();

      await page.goto('/forgot');
      await page.getByRole('tab', { name: t('E-mail') }).click();
      await page.getByRole('textbox', { name: t('E-mail'), exact: true }).fill(email);
      const resetChallenge = watchHumanCheck(page);
      await page.getByRole('button', { name: t('Send code') }).click();
      await passHumanCheck(page, t, resetChallenge);
      await expect.poll(async () => (await (await request.get(`/api/dev/inbox?to=${email}`)).json()).length).toBe(2);
      await page.getByLabel(t('Verification code')).fill(await latestCode(request, email));
      await page.getByLabel(t('New password'), { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(t('Confirm new password')).fill(NEW_PASSWORD);
      // Without the terms the reset is refused with an alert on the box, in the reader's language.
      await page.getByRole('button', { name: t('Reset password') }).click();
      await expect(form.getByRole('alert')).toHaveText(t('Please agree to the Terms of Service and Privacy Policy'));
      await expect(form.getByRole('checkbox')).toBeFocused();
      await form.getByRole('checkbox').check();
      await page.getByRole('button', { name: t('Reset password') }).click();
      await expect(page.getByText(t('Your password has been reset. Please sign in with the new password.'))).toBeVisible();
      await expect(page).toHaveURL(/\/login/);

      // The old password no longer works, and the failure is worded in the reader's language.
      const login = new LoginPage(page);
      await page.getByRole('tab', { name: t('E-mail') }).click();
      await login.account.fill(email);
      await form.getByLabel(t('Password'), { exact: true }).fill(PASSWORD);
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: t('Sign in'), exact: true }).click();
      expect(await login.errorOf(login.password)).toContain(t('E-mail or password incorrect'));
      expect((await page.request.get('/api/me')).status()).toBe(401);

      await form.getByLabel(t('Password'), { exact: true }).fill(NEW_PASSWORD);
      await form.getByRole('button', { name: t('Sign in'), exact: true }).click();
      await header.expectSignedInAs(nickname);
    });
  });
}

/** Answers the human check (a picture of a sum), labelled with the catalog's "The sum". */
async function passHumanCheck(page: Page, t: (msgid: string) => string, challenge: Promise<Response>) {
  const dialog = page.getByRole('dialog');
  const answer = dialog.getByRole('textbox', { name: t('The sum') });
  await expect(answer).toBeVisible();
  await answer.fill(await shownAnswer(page, challenge));
  await dialog.getByRole('button', { name: t('Continue') }).click();
  await expect(dialog).toBeHidden();
}
