import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

// The limiter remembers addresses for a minute of real time, so each test uses its own address.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SIGN_IN_RATE_LIMIT: '3', CODE_RATE_LIMIT: '2' });
});
afterAll(() => t.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const signIn = { Type: 0, Account: 'nobody@example.com', Password: 'Secret123' };
const codeRequest = { Type: 0, Purpose: 'register', EMail: 'a@example.com', HumanTicket: 'none' };

describe('rate limits per client address', () => {
  it('answers 429 RATE_LIMITED to the sign-in after SIGN_IN_RATE_LIMIT attempts in a minute', async () => {
    const client = t.client();
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post('/api/auth/sign-in', signIn, from('10.0.0.1'))).status).toBe(400);
    }
    const limited = await client.post('/api/auth/sign-in', signIn, from('10.0.0.1'));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many requests, please try again later' } });

    expect((await client.post('/api/auth/sign-in', signIn, from('10.0.0.2'))).status).toBe(400);
  });

  it('answers 429 RATE_LIMITED to code requests after CODE_RATE_LIMIT in a minute', async () => {
    const client = t.client();
    for (let i = 0; i < 2; i += 1) {
      expect((await client.post('/api/auth/codes', codeRequest, from('10.0.1.1'))).status).toBe(400);
    }
    const limited = await client.post('/api/auth/codes', codeRequest, from('10.0.1.1'));
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');

    expect((await client.post('/api/auth/codes', codeRequest, from('10.0.1.2'))).status).toBe(400);
  });

  it('counts sign-in and code requests separately', async () => {
    const client = t.client();
    for (let i = 0; i < 3; i += 1) await client.post('/api/auth/sign-in', signIn, from('10.0.2.1'));
    expect((await client.post('/api/auth/sign-in', signIn, from('10.0.2.1'))).status).toBe(429);
    expect((await client.post('/api/auth/codes', codeRequest, from('10.0.2.1'))).status).toBe(400);
  });
});
