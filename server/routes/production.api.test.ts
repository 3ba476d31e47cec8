import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { sandboxMessages } from '../db/schema';
import { productionTestEnv, startTestApp, type TestApp } from '../testing/test-app';
import { emailRegistration, requestCode } from '../testing/account-helpers';
import { sandboxHumanCheckAnswer } from '../services/sandbox/sandbox-human-check-answer';

let t: TestApp;
beforeAll(async () => {
  // Configured as README "Running in production" says; COOKIE_SECURE is left to its production default.
  t = await startTestApp(productionTestEnv);
});
afterAll(() => t.close());

describe('in production', () => {
  it('hides the sandbox inbox page and its JSON with 404', async () => {
    const page = await fetch(`${t.baseUrl}/dev/inbox`);
    expect(page.status).toBe(404);
    const json = await t.client().get('/api/dev/inbox');
    expect(json.status).toBe(404);
    expect(json.body.error.code).toBe('NOT_FOUND');
    const { body: doc } = await t.client().get('/api/openapi.json');
    expect(Object.keys(doc.paths)).not.toContain('/api/dev/inbox');
    expect((await t.client().get('/api/dev/human-check/any')).status).toBe(404);
  });

  it("has no sandbox payment page: a payer can never approve their own payment there", async () => {
    // A GET of an unknown path gets the PWA's shell (its router shows the not-found page).
    expect(await (await fetch(`${t.baseUrl}/sandbox/pay/sbx_1?s=e30&sig=x`)).text()).not.toContain('Approve payment');
    const approve = await fetch(`${t.baseUrl}/sandbox/pay/sbx_1`, {
      method: 'POST',
      body: 's=e30&sig=x&decision=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(approve.status).toBe(404);
  });

  it('has no sandbox payout page: a member can never verify their own payout account there', async () => {
    expect(await (await fetch(`${t.baseUrl}/sandbox/payout/acct_1?s=e30&sig=x`)).text()).not.toContain('Sandbox payout provider');
    const submit = await fetch(`${t.baseUrl}/sandbox/payout/acct_1`, {
      method: 'POST',
      body: 's=e30&sig=x&decision=submit&holder=Ada&bank=1234',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(submit.status).toBe(404);
  });

  it('clears a stale session cookie with Secure, without being told to', async () => {
    const client = t.client();
    client.setCookie('holo_session', 'no-such-session');
    const response = await client.get('/api/me');
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().find((c) => c.startsWith('holo_session='))).toMatch(/; Secure/);
  });

  it('marks the session cookie Secure without being told to', async () => {
    const client = t.client();
    // Production serves no /api/dev aid: the sandbox's answer is read where the server keeps it.
    const readAnswer = async (_: unknown, id: string) => (await sandboxHumanCheckAnswer(t.database.db, id))!;
    expect((await requestCode(client, { email: 'prod@example.com' }, 'register', readAnswer)).status).toBe(200);
    const [message] = await t.database.db.select().from(sandboxMessages).orderBy(desc(sandboxMessages.id)).limit(1);
    const code = /\d{6}/.exec(message!.body)![0];
    const response = await client.post('/api/auth/register', emailRegistration('prod@example.com', code));
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie().find((c) => c.startsWith('holo_session='))).toMatch(/; Secure/);
  });
});
