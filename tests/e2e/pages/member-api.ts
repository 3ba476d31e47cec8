import { expect, type Page } from '@playwright/test';
import { latestCode } from './sandbox-inbox';
import { sandboxTicket } from './sandbox-human-check';

const PASSWORD = 'Cards2026';
const headers = { 'x-requested-with': 'fetch' };

/**
 * Registers a fresh member through the API (human check, e-mail code from the sandbox inbox) and
 * leaves the page's context signed in as them: a clean watch list, saved searches and blocked list.
 * The member is not ID-verified, so the verification dialog would open by itself on the first page;
 * unless `verificationPrompt` is asked for, it is marked as already shown in this browser session.
 */
export async function registerFreshMember(page: Page, projectName: string, { verificationPrompt = false } = {}) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const member = { nickname: `ml${projectName.slice(0, 1)}${stamp}`.slice(0, 20), email: `ml-${projectName}-${stamp}@holo.test` };
  const api = page.request;
  const Ticket = await sandboxTicket(api);
  await api.post('/api/auth/codes', { headers, data: { Type: 0, Purpose: 'register', EMail: member.email, HumanTicket: Ticket } });
  const code = await latestCode(api, member.email);
  const registered = await api.post('/api/auth/register', {
    headers,
    data: { Type: 0, NickName: member.nickname, MemberSource: 'US', EMail: member.email, Password: PASSWORD, Code: code, AgreeTerms: true },
  });
  expect(registered.status()).toBe(201);
  expect((await api.get('/api/me')).status()).toBe(200);
  const { Id } = (await registered.json()) as { Id: number };
  if (!verificationPrompt) await page.addInitScript((key) => sessionStorage.setItem(key, '1'), `holo_verify_prompted:${Id}`);
  return { ...member, id: Id };
}

/**
 * Makes the signed-in fresh member a bidder: a phone number (with its code from the sandbox inbox),
 * a shipping address, ID-verified (the sandbox approves this document after its delay) and CHP for deposits, topped up
 * through the sandbox provider's hosted page.
 */
export async function makeBidder(page: Page, chpPackageId = 3) {
  const api = page.request;
  const TelPhone = `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const HumanTicket = await sandboxTicket(api);
  expect((await api.post('/api/me/phone/code', { headers, data: { Country: 'US', TelPhone, HumanTicket } })).status()).toBeLessThan(300);
  const Code = await latestCode(api, TelPhone);
  expect((await api.post('/api/me/phone', { headers, data: { Country: 'US', TelPhone, Code } })).status()).toBeLessThan(300);
  const address = { Country: 'US', UserName: 'Avery Stone', StreetAddress: '2 Main Street', City: 'Austin', StateCode: 'TX', ZipCode: '73301', Phone: '512-555-0100' };
  expect((await api.post('/api/me/addresses', { headers, data: address })).status()).toBe(201);
  const application = { FirstName: 'Avery', LastName: 'Stone', DateOfBirth: '1990-05-17', DocumentNumber: 'P98764321', Country: 'US' };
  expect((await api.post('/api/me/verification', { headers, data: application })).status()).toBe(201);
  await expect
    .poll(async () => ((await (await api.get('/api/me')).json()) as { VerifyStatus: number }).VerifyStatus, { timeout: 20_000 })
    .toBe(2);
  const started = await api.post('/api/payments', { headers, data: { Purpose: 'chp', ReferenceId: chpPackageId, IsGuarantee: 6 } });
  expect(started.status()).toBe(200);
  const { PayUrl } = (await started.json()) as { PayUrl: string };
  await page.goto(PayUrl);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/pay\/result\?type=chp&id=PY/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
}
