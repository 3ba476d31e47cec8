import { expect, test, type Page } from '@playwright/test';
import { SiteHeader } from './pages/auth-pages';
import { latestCode } from './pages/sandbox-inbox';
import { closeVerificationPrompt } from './pages/verification-pages';

// The whole account journey read in Traditional Chinese: register, sign out, reset, sign in.
test.use({ locale: 'zh-TW' });

test('在繁體中文介面註冊、登出、重設密碼並登入 (register, reset and sign in in Traditional Chinese)', async ({ page, request }, info) => {
  const stamp = `${Date.now().toString(36)}${info.project.name.slice(0, 1)}`;
  const email = `zh-${stamp}@holo.test`;
  const nickname = `zh${stamp}`.slice(0, 20);

  // The browser language (zh-TW) picks Traditional Chinese on the first visit.
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await page.getByRole('tab', { name: '電子郵件' }).click();
  await page.getByRole('textbox', { name: '電子郵件', exact: true }).fill(email);
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  await solveHumanCheck(page);
  await page.getByLabel('暱稱').fill(nickname);
  await page.getByLabel('驗證碼').fill(await latestCode(request, email));
  await page.getByLabel('密碼', { exact: true }).fill('Cards2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '建立帳戶' }).click();
  await expect(page.getByText('註冊成功！')).toBeVisible();
  await closeVerificationPrompt(page);

  const header = new SiteHeader(page);
  await header.expectSignedInAs(nickname);
  await header.signOut();

  await page.goto('/forgot');
  await page.getByRole('tab', { name: '電子郵件' }).click();
  await page.getByRole('textbox', { name: '電子郵件', exact: true }).fill(email);
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  await solveHumanCheck(page);
  await expect.poll(async () => (await (await request.get(`/api/dev/inbox?to=${email}`)).json()).length).toBe(2);
  await page.getByLabel('驗證碼').fill(await latestCode(request, email));
  await page.getByLabel('新密碼', { exact: true }).fill('Fresh2027');
  await page.getByLabel('確認新密碼').fill('Fresh2027');
  await page.getByRole('button', { name: '重設密碼' }).click();
  await expect(page.getByText('您的密碼已重設，請使用新密碼登入。')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('tab', { name: '電子郵件' }).click();
  await page.locator('form').getByRole('textbox').first().fill(email);
  await page.locator('form').getByLabel('密碼', { exact: true }).fill('Fresh2027');
  await page.locator('form').getByRole('checkbox').check();
  await page.locator('form').getByRole('button', { name: '登入' }).click();
  await header.expectSignedInAs(nickname);
});

async function solveHumanCheck(page: Page) {
  const dialog = page.getByRole('dialog');
  const label = dialog.locator('label[for="human-check-answer"]');
  await expect(label).toContainText('等於多少');
  const [a, b] = ((await label.textContent())?.match(/\d+/g) ?? []).map(Number);
  await dialog.getByRole('textbox').fill(String((a ?? 0) + (b ?? 0)));
  await dialog.getByRole('button', { name: '繼續' }).click();
  await expect(dialog).toBeHidden();
}
