import { expect, test } from '@playwright/test';
import { ForgotPage, LoginPage, RegisterPage, SiteHeader } from './pages/auth-pages';
import { latestCode } from './pages/sandbox-inbox';
import { sandboxTicket } from './pages/sandbox-human-check';
import { closeVerificationPrompt } from './pages/verification-pages';

const PASSWORD = 'Cards2026';

function uniqueMember(projectName: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return {
    nickname: `e2e${projectName.slice(0, 1)}${stamp}`.slice(0, 20),
    email: `e2e-${projectName}-${stamp}@holo.test`,
  };
}

test('a visitor registers by e-mail with the code from the sandbox inbox, signs out, and signs back in', async ({ page, request }, info) => {
  const member = uniqueMember(info.project.name);
  const register = new RegisterPage(page);
  const header = new SiteHeader(page);

  await register.goto();
  await register.chooseEmail();
  await register.fillEmail(member.email);
  await register.sendCode();
  const code = await latestCode(request, member.email);
  await register.fillRest({ nickname: member.nickname, code, password: PASSWORD });
  await register.agreeToTerms();
  await register.submit();

  await expect(page.getByText('Registered successfully!')).toBeVisible();
  // A new member is not ID-verified: the verification dialog opens by itself, once.
  await closeVerificationPrompt(page);
  await header.expectSignedInAs(member.nickname);
  const me = await page.request.get('/api/me');
  expect(await me.json()).toMatchObject({ NickName: member.nickname, Email: member.email });

  await header.signOut();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  const login = new LoginPage(page);
  await login.goto();
  await login.chooseEmail();
  await login.signIn(member.email, PASSWORD);
  await header.expectSignedInAs(member.nickname);
});

test('registration by phone asks for the terms in a dialog when the box is not ticked', async ({ page, request }, info) => {
  const member = uniqueMember(info.project.name);
  const phone = `20255${String(Date.now()).slice(-5)}`;
  const register = new RegisterPage(page);

  await register.goto();
  await register.fillPhone(phone);
  await register.sendCode();
  const code = await latestCode(request, phone);
  await register.fillRest({ nickname: member.nickname, code, password: PASSWORD });
  await register.submit();

  const consent = page.getByRole('dialog');
  await expect(consent).toContainText('Terms of Service');
  await consent.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByText('Registered successfully!')).toBeVisible();
  await new SiteHeader(page).expectSignedInAs(member.nickname);
});

test('a wrong password shows the spec message on the password field and nothing signs in', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.chooseEmail();
  await login.signIn('buyer@holo.test', 'Wrong2026');
  expect(await login.errorOf(login.password)).toContain('E-mail or password incorrect');
  await expect(login.account).not.toHaveAttribute('aria-invalid', 'true');
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test('an unknown account gets the same message as a wrong password, so it does not tell who has an account', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.chooseEmail();
  await login.signIn('nobody-here@holo.test', 'Holo2026');
  expect(await login.errorOf(login.password)).toContain('E-mail or password incorrect');
});

test('a demo buyer signs in by phone with the country code', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('2025550143', 'Holo2026');
  await new SiteHeader(page).expectSignedInAs('DemoBuyer');
});

test('forgot password: reset by e-mail, the old password stops working, the new one signs in', async ({ page, request }, info) => {
  const member = uniqueMember(info.project.name);
  // A member to reset, registered through the API as the setup step.
  const api = page.request;
  const headers = { 'x-requested-with': 'fetch' };
  const Ticket = await sandboxTicket(api);
  await api.post('/api/auth/codes', { headers, data: { Type: 0, Purpose: 'register', EMail: member.email, HumanTicket: Ticket } });
  const registerCode = await latestCode(request, member.email);
  const registered = await api.post('/api/auth/register', {
    headers,
    data: { Type: 0, NickName: member.nickname, MemberSource: 'US', EMail: member.email, Password: PASSWORD, Code: registerCode, AgreeTerms: true },
  });
  expect(registered.status()).toBe(201);
  await api.post('/api/auth/sign-out', { headers });

  const forgot = new ForgotPage(page);
  await forgot.goto();
  await forgot.chooseEmail();
  await forgot.fillEmail(member.email);
  await forgot.sendCode();
  await expect.poll(async () => (await (await request.get(`/api/dev/inbox?to=${member.email}`)).json()).length).toBe(2);
  const resetCode = await latestCode(request, member.email);
  await forgot.reset(resetCode, 'Fresh2027', { agree: false });
  await expect(forgot.termsAlert()).toHaveText('Please agree to the Terms of Service and Privacy Policy');
  await expect(page.getByRole('dialog')).toBeHidden();
  await forgot.agreeToTerms();
  await forgot.submit();
  await expect(page.getByText('Your password has been reset. Please sign in with the new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  const login = new LoginPage(page);
  await login.chooseEmail();
  await login.signIn(member.email, PASSWORD);
  expect(await login.errorOf(login.password)).toContain('E-mail or password incorrect');
  await login.password.fill('Fresh2027');
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await new SiteHeader(page).expectSignedInAs(member.nickname);
});

test('the language picker switches the app to Traditional Chinese, Korean and Japanese and remembers it', async ({ page }) => {
  const header = new SiteHeader(page);
  await page.goto('/login');
  await header.chooseLanguage('繁體中文');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.locator('form').getByRole('button', { name: '登入' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');

  await header.chooseLanguage('한국어');
  await expect(page.locator('form').getByRole('button', { name: '로그인' })).toBeVisible();
  await header.chooseLanguage('日本語');
  await expect(page.locator('form').getByRole('button', { name: 'ログイン' })).toBeVisible();

  // Signing in works in another language, and errors come translated by code.
  const login = new LoginPage(page);
  await page.getByRole('tab', { name: /メール/ }).click();
  await login.signIn('buyer@holo.test', 'Wrong2026');
  expect(await login.errorOf(login.password)).not.toContain('E-mail or password incorrect');
  await login.password.fill('Holo2026');
  await page.locator('form').getByRole('button', { name: 'ログイン' }).click();
  await header.expectSignedInAs('DemoBuyer');
});

test('on a phone the title header keeps its title centred: the language button shows its globe alone, still named', async ({ page }) => {
  const language = page.getByRole('button', { name: 'Language English' });
  const title = page.locator('.title-header__title');
  const centreOffset = async () => {
    const box = (await title.boundingBox())!;
    return Math.abs(box.x + box.width / 2 - page.viewportSize()!.width / 2);
  };

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/forgot');
  await expect(title).toHaveText(/\S/);
  await expect(language).toBeVisible();
  expect((await language.boundingBox())!.width).toBeLessThanOrEqual(44);
  await expect(page.locator('.language-picker__current')).toHaveText('English');
  expect(await centreOffset()).toBeLessThan(2);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(async () => expect((await language.boundingBox())!.width).toBeGreaterThan(80)).toPass();
  expect(await centreOffset()).toBeLessThan(2);
});

test('a visitor sent to sign in comes back to the page they wanted', async ({ page }) => {
  await page.goto('/myholo/chp');
  await expect(page).toHaveURL(/\/login/);
  const login = new LoginPage(page);
  await login.chooseEmail();
  await login.signIn('buyer@holo.test', 'Holo2026');
  await expect(page).toHaveURL(/\/myholo\/chp/);
});

test('an unknown route shows the 404 page and an unknown API path answers JSON 404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|404/i);
  const api = await page.request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
});
