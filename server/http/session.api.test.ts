import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { registerMember, relaxedRateLimits } from '../testing/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const fourDays = 4 * 24 * 60 * 60 * 1000;

describe('session cookie', () => {
  it('keeps the member signed in until 4 days after sign-in, then answers 401 and clears the cookie', async () => {
    const client = t.client();
    await registerMember(client, { email: 'four@example.com' });
    t.clock.advance(fourDays - 1_000);
    expect((await client.get('/api/me')).status).toBe(200);

    t.clock.advance(1_000);
    const expired = await client.get('/api/me');
    expect(expired.status).toBe(401);
    expect(expired.body.error).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized, please log in again' });
    expect(expired.headers.getSetCookie().join()).toMatch(/holo_session=;.*Max-Age=0/);
    expect(client.hasCookie('holo_session')).toBe(false);
  });

  it('treats an unknown token as signed out and clears it', async () => {
    const response = await t.client().request('GET', '/api/me', undefined, { cookie: 'holo_session=forged-token' });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().join()).toMatch(/holo_session=;/);
  });

  it('stores only a hash of the token', async () => {
    const client = t.client();
    await registerMember(client, { email: 'hash@example.com' });
    const signedIn = await client.post('/api/auth/sign-in', { Type: 0, Account: 'hash@example.com', Password: 'Secret123' });
    const token = /holo_session=([^;]+)/.exec(signedIn.headers.getSetCookie().join())![1]!;
    const rows = await t.database.db.query.sessions.findMany();
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(fourDays);
  });
});

describe('CSRF header', () => {
  it('refuses a mutating API request without X-Requested-With with 403 FORBIDDEN', async () => {
    const response = await fetch(`${t.baseUrl}/api/auth/human-check`, { method: 'POST' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Access denied' } });
  });

  it('refuses a cross-site form post to sign-in even with a valid session cookie', async () => {
    const client = t.client();
    await registerMember(client, { email: 'csrf@example.com' });
    const response = await fetch(`${t.baseUrl}/api/auth/sign-out`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.status).toBe(403);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('cannot be dodged by percent-encoding the path', async () => {
    const response = await fetch(`${t.baseUrl}/%61pi/auth/human-check`, { method: 'POST' });
    expect(response.status).toBe(403);
  });

  it('lets reads through without the header', async () => {
    const response = await fetch(`${t.baseUrl}/api/reference/countries`);
    expect(response.status).toBe(200);
  });

  it('accepts the mutating request once the header is present', async () => {
    const response = await fetch(`${t.baseUrl}/api/auth/human-check`, { method: 'POST', headers: { 'x-requested-with': 'fetch' } });
    expect(response.status).toBe(200);
  });
});
