import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

// The limiter remembers addresses for a minute of real time, so each test uses its own address
// (sent as X-Forwarded-For by the loopback "proxy" that TRUST_PROXY names) and its own account.
const limits = { SIGN_IN_RATE_LIMIT: '3', CODE_RATE_LIMIT: '2' };
let t: TestApp;
let direct: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ...limits, TRUST_PROXY: '127.0.0.1' });
  direct = await startTestApp(limits);
});
afterAll(async () => {
  await t.close();
  await direct.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const signIn = (n: number) => ({ Type: 0, Account: `nobody${n}@example.com`, Password: 'Secret123' });
const codeRequest = (n: number) => ({ Type: 0, Purpose: 'register', EMail: `a${n}@example.com`, HumanTicket: 'none' });
const reset = (n: number) => ({ Type: 0, Account: `r${n}@example.com`, Code: '123456', NewPassword: 'Fresh456', ConfirmPassword: 'Fresh456' });
const registration = (n: number) => ({ Type: 0, NickName: `player${n}abc`, MemberSource: 'US', EMail: `new${n}@example.com`, Password: 'Secret123', Code: '123456', AgreeTerms: true });

describe('rate limits per client address', () => {
  it('answers 429 RATE_LIMITED to the sign-in after SIGN_IN_RATE_LIMIT attempts in a minute', async () => {
    const client = t.client();
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post('/api/auth/sign-in', signIn(i), from('10.0.0.1'))).status).toBe(400);
    }
    const limited = await client.post('/api/auth/sign-in', signIn(3), from('10.0.0.1'));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many requests, please try again later' } });

    expect((await client.post('/api/auth/sign-in', signIn(4), from('10.0.0.2'))).status).toBe(400);
  });

  it('answers 429 RATE_LIMITED to code requests after CODE_RATE_LIMIT in a minute', async () => {
    const client = t.client();
    for (let i = 0; i < 2; i += 1) {
      expect((await client.post('/api/auth/codes', codeRequest(i), from('10.0.1.1'))).status).toBe(400);
    }
    const limited = await client.post('/api/auth/codes', codeRequest(2), from('10.0.1.1'));
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');

    expect((await client.post('/api/auth/codes', codeRequest(3), from('10.0.1.2'))).status).toBe(400);
  });

  it('counts sign-in and code requests separately', async () => {
    const client = t.client();
    for (let i = 0; i < 3; i += 1) await client.post('/api/auth/sign-in', signIn(10 + i), from('10.0.2.1'));
    expect((await client.post('/api/auth/sign-in', signIn(13), from('10.0.2.1'))).status).toBe(429);
    expect((await client.post('/api/auth/codes', codeRequest(10), from('10.0.2.1'))).status).toBe(400);
  });

  it('limits password resets and registrations (each may end in a password hash) like sign-ins', async () => {
    const client = t.client();
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post('/api/auth/reset-password', reset(i), from('10.0.3.1'))).status).toBe(400);
      expect((await client.post('/api/auth/register', registration(i), from('10.0.3.1'))).status).toBe(400);
    }
    expect((await client.post('/api/auth/reset-password', reset(3), from('10.0.3.1'))).body.error.code).toBe('RATE_LIMITED');
    expect((await client.post('/api/auth/register', registration(3), from('10.0.3.1'))).body.error.code).toBe('RATE_LIMITED');
  });

  it('limits human checks to three per code request allowed', async () => {
    const client = t.client();
    for (let i = 0; i < 6; i += 1) expect((await client.post('/api/auth/human-check', undefined, from('10.0.4.1'))).status).toBe(200);
    expect((await client.post('/api/auth/human-check', undefined, from('10.0.4.1'))).status).toBe(429);
  });
});

describe('client addresses without a trusted proxy (TRUST_PROXY unset)', () => {
  it('ignores X-Forwarded-For, so a made-up address per request does not escape the limit', async () => {
    const client = direct.client();
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post('/api/auth/sign-in', signIn(20 + i), from(`10.9.0.${i}`))).status).toBe(400);
    }
    const limited = await client.post('/api/auth/sign-in', signIn(23), from('10.9.0.99'));
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
  });
});
