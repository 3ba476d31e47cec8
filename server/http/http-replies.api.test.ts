/**
 * What every reply carries, whatever the route: the security headers (security-headers.ts), no
 * caching of a member's reads (private-member-reads.ts), and an error code of its own for each
 * client error Fastify answers before a route runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
});
afterAll(() => t?.close());

describe('security headers', () => {
  it('forbid framing and sniffing and keep referrers to the origin, on API replies and pages alike', async () => {
    for (const path of ['/api/health', '/api/no-such-route', '/market']) {
      const response = await fetch(t.baseUrl + path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toMatch(/(^|;)script-src 'self'( '[^']+')*;/);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends no HSTS when Holo is served over plain http', async () => {
    const response = await fetch(`${t.baseUrl}/api/health`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });
});

describe('member reads', () => {
  it('are private, no-store: /api/me and every read behind a session, signed in or not', async () => {
    const { client } = await createTrader(t);
    for (const path of ['/api/me', '/api/me/addresses', '/api/me/orders', '/api/watch', '/api/cart']) {
      const mine = await client.get(path);
      expect(mine.status, path).toBe(200);
      expect(mine.headers.get('cache-control'), path).toBe('private, no-store');
      const visitor = await t.client().get(path);
      expect(visitor.status, path).toBe(401);
      expect(visitor.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('keep a public read cacheable, and make a read answered to a member private unless it says otherwise', async () => {
    const { client } = await createTrader(t);
    expect((await client.get('/api/categories')).headers.get('cache-control')).toBe('public, max-age=300');
    expect((await t.client().get('/api/categories')).headers.get('cache-control')).toBe('public, max-age=300');
    expect((await client.get('/api/home')).headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('client errors before a route runs', () => {
  it('answer an unsupported body type 415 UNSUPPORTED_MEDIA_TYPE, not SERVER_ERROR', async () => {
    const response = await t.client().post('/api/auth/sign-in', undefined, { 'content-type': 'application/xml' });
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported request body type' } });
  });

  it('answer a body over the limit 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await fetch(`${t.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
      body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' } });
  });
});
