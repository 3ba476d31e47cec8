import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import {
  emailRegistration,
  latestCode,
  memberCount,
  phoneRegistration,
  registerMember,
  relaxedRateLimits,
  requestCode,
} from '../../testing/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function codeFor(client: ReturnType<TestApp['client']>, target: { phone: string; country?: string } | { email: string }) {
  expect((await requestCode(client, target)).status).toBe(200);
  return latestCode(client, 'phone' in target ? target.phone : target.email);
}

describe('POST /api/auth/register', () => {
  it('registers by phone with the code from the inbox, sets the session cookie and signs in', async () => {
    const client = t.client();
    const code = await codeFor(client, { phone: '61234567', country: 'HK' });
    const response = await client.post('/api/auth/register', phoneRegistration('61234567', code, { NickName: 'CardShark', MemberSource: 'HK', EMail: 'Shark@Example.com', InviteCode: 'PROMO1' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ NickName: 'CardShark', MemberSource: 'HK', TelPhone: '61234567', AreaCode: 'HK', Email: 'shark@example.com', SumMoney: 0, Count: 0, Status: 1, Language: 'en' });

    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('holo_session='));
    expect(cookie).toMatch(/^holo_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/Max-Age=345600/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.Id).toBe(response.body.Id);
  });

  it('registers by e-mail and keeps the language chosen in the holo_lang cookie', async () => {
    const client = t.client();
    const code = await codeFor(client, { email: 'mina@example.com' });
    const response = await client.post('/api/auth/register', emailRegistration('Mina@example.com', code, { NickName: 'MinaCards', MemberSource: 'KR' }), { cookie: 'holo_lang=ko' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ NickName: 'MinaCards', Email: 'mina@example.com', TelPhone: null, AreaCode: null, Language: 'ko', MemberSource: 'KR' });
  });

  it('ignores an unknown holo_lang value', async () => {
    const client = t.client();
    const code = await codeFor(client, { email: 'x@example.com' });
    const response = await client.post('/api/auth/register', emailRegistration('x@example.com', code), { cookie: 'holo_lang=xx' });
    expect(response.body.Language).toBe('en');
  });

  it('refuses a wrong code with CODE_INVALID on Code and writes nothing', async () => {
    const client = t.client();
    const code = await codeFor(client, { phone: '5551234567' });
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await client.post('/api/auth/register', phoneRegistration('5551234567', wrong));
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'CODE_INVALID', message: 'Invalid verification code', field: 'Code' });
    expect(await memberCount(t)).toBe(0);
    expect(client.hasCookie('holo_session')).toBe(false);
  });

  it('refuses a code sent to another destination', async () => {
    const client = t.client();
    const code = await codeFor(client, { phone: '5551234567' });
    const response = await client.post('/api/auth/register', phoneRegistration('5559876543', code));
    expect(response.body.error).toMatchObject({ code: 'CODE_INVALID', field: 'Code' });
    const byEmail = await client.post('/api/auth/register', emailRegistration('someone@example.com', code));
    expect(byEmail.body.error).toMatchObject({ code: 'CODE_INVALID', field: 'Code' });
  });

  it('refuses a code after its 10 minutes with CODE_EXPIRED', async () => {
    const client = t.client();
    const code = await codeFor(client, { email: 'late@example.com' });
    t.clock.advance(10 * 60_000);
    const response = await client.post('/api/auth/register', emailRegistration('late@example.com', code));
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'CODE_EXPIRED', message: 'The verification code has expired, please request a new one', field: 'Code' });
    expect(await memberCount(t)).toBe(0);
  });

  it('kills the code after 5 wrong attempts, even for the right code afterwards', async () => {
    const client = t.client();
    const code = await codeFor(client, { email: 'guess@example.com' });
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await client.post('/api/auth/register', emailRegistration('guess@example.com', wrong))).body.error.code);
    }
    expect(answers).toEqual(['CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_ATTEMPTS_EXCEEDED']);
    const right = await client.post('/api/auth/register', emailRegistration('guess@example.com', code));
    expect(right.status).toBe(400);
    expect(right.body.error).toEqual({ code: 'CODE_ATTEMPTS_EXCEEDED', message: 'Too many wrong codes, please request a new one', field: 'Code' });
    expect(await memberCount(t)).toBe(0);
  });

  it('spends the code on success: it cannot register a second account', async () => {
    const client = t.client();
    const code = await codeFor(client, { phone: '5551234567' });
    expect((await client.post('/api/auth/register', phoneRegistration('5551234567', code, { NickName: 'FirstOne' }))).status).toBe(201);
    const again = await t.client().post('/api/auth/register', phoneRegistration('5551234567', code, { NickName: 'SecondOne' }));
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'CODE_INVALID', field: 'Code' });
    expect(await memberCount(t)).toBe(1);
  });

  it('refuses a nickname taken in another case with NICKNAME_TAKEN, and keeps the code for a retry', async () => {
    await registerMember(t.client(), { email: 'first@example.com' }, { NickName: 'HoloFan99' });
    const client = t.client();
    const code = await codeFor(client, { email: 'second@example.com' });
    const taken = await client.post('/api/auth/register', emailRegistration('second@example.com', code, { NickName: 'holofan99' }));
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({ code: 'NICKNAME_TAKEN', message: 'This nickname is already taken', field: 'NickName' });
    expect(await memberCount(t)).toBe(1);

    const retry = await client.post('/api/auth/register', emailRegistration('second@example.com', code, { NickName: 'HoloFan100' }));
    expect(retry.status).toBe(201);
  });

  it('refuses an e-mail given with a phone registration when another account has it', async () => {
    await registerMember(t.client(), { email: 'shared@example.com' }, { NickName: 'EmailOwner' });
    const client = t.client();
    const code = await codeFor(client, { phone: '5551234567' });
    const response = await client.post('/api/auth/register', phoneRegistration('5551234567', code, { EMail: 'SHARED@example.com' }));
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: 'EMAIL_TAKEN', field: 'EMail' });
    expect(await memberCount(t)).toBe(1);
  });

  it.each([
    ['NickName', { NickName: 'abcde' }, 'NICKNAME_TOO_SHORT'],
    ['NickName', { NickName: 'a'.repeat(21) }, 'NICKNAME_TOO_LONG'],
    ['NickName', { NickName: '卡牌收藏家玩家' }, 'NICKNAME_CHINESE'],
    ['NickName', { NickName: '' }, 'NICKNAME_REQUIRED'],
    ['Password', { Password: 'secret123' }, 'PASSWORD_INVALID'],
    ['Password', { Password: 'Sec1' }, 'PASSWORD_INVALID'],
    ['Password', { Password: '' }, 'PASSWORD_REQUIRED'],
    ['TelPhone', { TelPhone: '555123456' }, 'PHONE_INVALID'],
    ['TelPhone', { TelPhone: '555-123-4567' }, 'PHONE_INVALID'],
    ['Code', { Code: '12345' }, 'CODE_INVALID'],
    ['AgreeTerms', { AgreeTerms: false }, 'TERMS_REQUIRED'],
  ])('refuses an invalid %s (%j) with %s and writes nothing', async (field, overrides, code) => {
    const client = t.client();
    const sent = await codeFor(client, { phone: '5551234567' });
    const response = await client.post('/api/auth/register', phoneRegistration('5551234567', sent, overrides));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code, field });
    expect(await memberCount(t)).toBe(0);
    // The code was not spent: the corrected form still registers.
    expect((await client.post('/api/auth/register', phoneRegistration('5551234567', sent))).status).toBe(201);
  });

  it('checks a Taiwan phone: 10 digits with 9 second', async () => {
    const client = t.client();
    const code = await codeFor(client, { phone: '0912345678', country: 'TWN' });
    const bad = await client.post('/api/auth/register', phoneRegistration('0812345678', code, { MemberSource: 'TWN' }));
    expect(bad.body.error).toMatchObject({ code: 'PHONE_INVALID', field: 'TelPhone' });
    const good = await client.post('/api/auth/register', phoneRegistration('0912345678', code, { MemberSource: 'TWN' }));
    expect(good.status).toBe(201);
    expect(good.body).toMatchObject({ AreaCode: 'TWN', TelPhone: '0912345678' });
  });

  it('registers once when the same form is submitted twice at the same moment', async () => {
    const client = t.client();
    const code = await codeFor(client, { email: 'double@example.com' });
    const body = emailRegistration('double@example.com', code);
    const [a, b] = await Promise.all([t.client().post('/api/auth/register', body), t.client().post('/api/auth/register', body)]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect([a.body, b.body].find((r) => r.error)?.error).toMatchObject({ code: 'CODE_INVALID', field: 'Code' });
    expect(await memberCount(t)).toBe(1);
  });

  it('gives a nickname to only one of two simultaneous registrations', async () => {
    const first = t.client();
    const second = t.client();
    const firstCode = await codeFor(first, { email: 'one@example.com' });
    const secondCode = await codeFor(second, { email: 'two@example.com' });
    const [a, b] = await Promise.all([
      first.post('/api/auth/register', emailRegistration('one@example.com', firstCode, { NickName: 'SameName' })),
      second.post('/api/auth/register', emailRegistration('two@example.com', secondCode, { NickName: 'samename' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a.body, b.body].find((r) => r.error)?.error).toMatchObject({ code: 'NICKNAME_TAKEN', field: 'NickName' });
    expect(await memberCount(t)).toBe(1);
  });
});
