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
