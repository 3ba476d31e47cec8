import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members, sessions } from '../../db/schema';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { registerMember, relaxedRateLimits, strongPassword } from '../../testing/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const byPhone = (Account: string, Password = strongPassword, AreaCode = 'US') => ({ Type: 1, Account, AreaCode, Password });
const byEmail = (Account: string, Password = strongPassword) => ({ Type: 0, Account, Password });

describe('POST /api/auth/sign-in', () => {
  it('signs in by phone and country, returning the current user and the session cookie', async () => {
    const registered = await registerMember(t.client(), { phone: '5551234567' }, { NickName: 'PhoneUser' });
    const client = t.client();
    const response = await client.post('/api/auth/sign-in', byPhone('5551234567'));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ Id: registered.Id, NickName: 'PhoneUser', AreaCode: 'US', TelPhone: '5551234567' });
    expect(client.hasCookie('holo_session')).toBe(true);
    expect((await client.get('/api/me')).body.Id).toBe(registered.Id);
  });

  it('matches a phone by its dialling code, so Canada (+1) finds a US number', async () => {
    await registerMember(t.client(), { phone: '5551234567' });
    expect((await t.client().post('/api/auth/sign-in', byPhone('5551234567', strongPassword, 'CA'))).status).toBe(200);
    expect((await t.client().post('/api/auth/sign-in', byPhone('5551234567', strongPassword, 'GB'))).status).toBe(400);
  });

  it('signs in by e-mail in any letter case', async () => {
    await registerMember(t.client(), { email: 'mixed@example.com' });
    const response = await t.client().post('/api/auth/sign-in', byEmail('MiXeD@Example.COM'));
    expect(response.status).toBe(200);
    expect(response.body.Email).toBe('mixed@example.com');
  });

  it('answers an unknown phone or e-mail exactly like a wrong password', async () => {
    await registerMember(t.client(), { phone: '5551234567' }, { EMail: 'both@example.com' });
    const unknownPhone = await t.client().post('/api/auth/sign-in', byPhone('5550000000'));
    const wrongPhone = await t.client().post('/api/auth/sign-in', byPhone('5551234567', 'Wrong1234'));
    expect(unknownPhone.status).toBe(400);
    expect(unknownPhone.body).toEqual(wrongPhone.body);
    expect(unknownPhone.body.error).toEqual({ code: 'PHONE_PASSWORD_INCORRECT', message: 'Phone number or password incorrect', field: 'Password' });
    const unknownEmail = await t.client().post('/api/auth/sign-in', byEmail('nobody@example.com'));
    const wrongEmail = await t.client().post('/api/auth/sign-in', byEmail('both@example.com', 'Wrong1234'));
    expect(unknownEmail.body).toEqual(wrongEmail.body);
    expect(unknownEmail.body.error).toMatchObject({ code: 'CREDENTIALS_INCORRECT', field: 'Password' });
  });

  it('takes about as long for an unknown account as for a wrong password (a password hash is checked either way)', async () => {
    await registerMember(t.client(), { email: 'timed@example.com' });
    const timed = async (Account: string) => {
      const started = performance.now();
      expect((await t.client().post('/api/auth/sign-in', byEmail(Account, 'Wrong1234'))).status).toBe(400);
      return performance.now() - started;
    };
    await timed('warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, a different unknown account each time, each account under the per-account
    // throttle's 5 attempts. Compared by their fastest: a busy machine only ever adds time, so the
    // fastest is the closest to each path's own cost (a median once failed on CI when other workers
    // slowed two of the four known ones).
    for (let i = 0; i < 4; i += 1) {
      known.push(await timed('timed@example.com'));
      unknown.push(await timed(`nobody${i}@example.com`));
    }
    // Without the dummy hash the unknown account takes about half as long (measured: 0.46).
    expect(Math.min(...unknown)).toBeGreaterThanOrEqual(Math.min(...known) * 0.75);
  });

  it('puts a wrong password on the Password field with the spec message for each account type', async () => {
    await registerMember(t.client(), { phone: '5551234567' }, { EMail: 'both@example.com' });
    const email = await t.client().post('/api/auth/sign-in', byEmail('both@example.com', 'Wrong1234'));
    expect(email.status).toBe(400);
    expect(email.body.error).toEqual({ code: 'CREDENTIALS_INCORRECT', message: 'E-mail or password incorrect', field: 'Password' });
    const phone = await t.client().post('/api/auth/sign-in', byPhone('5551234567', 'Wrong1234'));
    expect(phone.body.error).toEqual({ code: 'PHONE_PASSWORD_INCORRECT', message: 'Phone number or password incorrect', field: 'Password' });
  });

  it('validates the form: empty account, e-mail shape, empty password, missing country', async () => {
    const client = t.client();
    expect((await client.post('/api/auth/sign-in', byEmail(''))).body.error).toMatchObject({ code: 'ACCOUNT_REQUIRED', field: 'Account' });
    expect((await client.post('/api/auth/sign-in', byEmail('not-an-email'))).body.error).toMatchObject({ code: 'EMAIL_INVALID', field: 'Account' });
    expect((await client.post('/api/auth/sign-in', byEmail('a@example.com', ''))).body.error).toMatchObject({ code: 'CREDENTIALS_INCORRECT', field: 'Password' });
    expect((await client.post('/api/auth/sign-in', { Type: 1, Account: '5551234567', Password: 'x' })).body.error).toMatchObject({ code: 'COUNTRY_INVALID', field: 'AreaCode' });
  });

  it('refuses a disabled account with ACCOUNT_DISABLED, and ends its open sessions', async () => {
    const owner = t.client();
    const member = await registerMember(owner, { email: 'gone@example.com' });
    await t.database.db.update(members).set({ status: 0 }).where(eq(members.id, member.Id));
    const response = await t.client().post('/api/auth/sign-in', byEmail('gone@example.com'));
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual({ code: 'ACCOUNT_DISABLED', message: 'This account has been disabled', field: 'Account' });
    expect((await owner.get('/api/me')).status).toBe(401);
  });

  it('replaces the session the browser already had', async () => {
    const client = t.client();
    await registerMember(client, { email: 'again@example.com' });
    expect((await client.post('/api/auth/sign-in', byEmail('again@example.com'))).status).toBe(200);
    expect(await t.database.db.select().from(sessions)).toHaveLength(1);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('deletes the session, clears the cookie and answers 204; the old token no longer works', async () => {
    await registerMember(t.client(), { email: 'bye@example.com' });
    const client = t.client();
    const signedIn = await client.post('/api/auth/sign-in', byEmail('bye@example.com'));
    const token = /holo_session=([^;]+)/.exec(signedIn.headers.getSetCookie().join())?.[1];
    expect(token).toBeDefined();

    const response = await client.post('/api/auth/sign-out');
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join()).toMatch(/holo_session=;.*Max-Age=0/);
    expect(client.hasCookie('holo_session')).toBe(false);
    expect((await client.get('/api/me')).status).toBe(401);

    const replay = await t.client().request('GET', '/api/me', undefined, { cookie: `holo_session=${token}` });
    expect(replay.status).toBe(401);
  });

  it('is harmless when signed out', async () => {
    expect((await t.client().post('/api/auth/sign-out')).status).toBe(204);
  });
});
