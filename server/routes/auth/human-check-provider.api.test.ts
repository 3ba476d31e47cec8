/**
 * The real human-check adapter (Turnstile here; hCaptcha speaks the same siteverify protocol)
 * against a local stand-in for the provider's endpoint, set through HUMAN_CHECK_VERIFY_URL.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { relaxedRateLimits } from '../../testing/account-helpers';

let provider: Server;
let t: TestApp;
const received: URLSearchParams[] = [];

beforeAll(async () => {
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const token = form.get('response');
      if (token === 'boom') return response.writeHead(503).end('unavailable');
      if (token === 'drop') return request.socket.destroy();
      const success = token === 'human' && form.get('secret') === 'the-secret';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(success ? { success: true, hostname: 'holo.test' } : { success: false, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const address = provider.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  t = await startTestApp({
    ...relaxedRateLimits,
    HUMAN_CHECK_PROVIDER: 'turnstile',
    HUMAN_CHECK_SITE_KEY: 'the-site-key',
    HUMAN_CHECK_SECRET: 'the-secret',
    HUMAN_CHECK_VERIFY_URL: `http://127.0.0.1:${address.port}/siteverify`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});
beforeEach(async () => {
  await t.reset();
  received.length = 0;
});

const codeRequest = (HumanTicket: string) => ({ Type: 0, Purpose: 'register', EMail: 'human@example.com', HumanTicket });

describe('human check with Turnstile', () => {
  it('tells the app which widget to load, with the site key', async () => {
    const config = await t.client().get('/api/reference/app-config');
    expect(config.body.HumanCheck).toEqual({ Provider: 'turnstile', SiteKey: 'the-site-key' });
  });

  it('sends a code when the provider confirms the token, passing the secret, the token and the address', async () => {
    const client = t.client();
    const response = await client.post('/api/auth/codes', codeRequest('human'));
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(Object.fromEntries(received[0]!)).toEqual({ secret: 'the-secret', response: 'human', remoteip: '127.0.0.1' });
    expect((await client.get('/api/dev/inbox?to=human@example.com')).body).toHaveLength(1);
  });

  it.each([
    ['a token the provider rejects', 'robot'],
    ['a provider answering 503', 'boom'],
    ['a provider that hangs up', 'drop'],
  ])('refuses with HUMAN_CHECK_FAILED on %s, and sends nothing', async (_case, token) => {
    const client = t.client();
    const response = await client.post('/api/auth/codes', codeRequest(token));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'HUMAN_CHECK_FAILED', field: 'EMail' });
    expect((await client.get('/api/dev/inbox?to=human@example.com')).body).toHaveLength(0);
  });

  it("closes the sandbox's own check", async () => {
    expect((await t.client().post('/api/auth/human-check')).status).toBe(404);
    expect((await t.client().post('/api/auth/human-check/answer', { ChallengeId: 'x', Answer: '1' })).status).toBe(404);
  });
});
