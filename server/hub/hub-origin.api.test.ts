/**
 * Which pages may open the live-bid socket (allowed-origin.ts): Holo's own origin and the
 * configured ones; loopback pages only outside production; a client sending no Origin (not a browser) too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { productionTestEnv, startTestApp, type TestApp } from '../testing/test-app';

let production: TestApp;
let development: TestApp;
beforeAll(async () => {
  production = await startTestApp({
    ...productionTestEnv,
    PUBLIC_URL: 'https://holo.example/',
    ALLOWED_ORIGINS: 'https://seller.holo.example, https://kiosk.holo.example:8443',
  });
  development = await startTestApp({ NODE_ENV: 'development' });
});
afterAll(async () => {
  await production?.close();
  await development?.close();
});

/** The status a raw WebSocket upgrade sent from `origin` is answered with (101 when it opens). */
function upgradeFrom(t: TestApp, origin: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/hubs/commodity`, origin ? { origin } : {});
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', reject);
  });
}

const negotiateFrom = (t: TestApp, origin: string) =>
  fetch(`${t.baseUrl}/hubs/commodity/negotiate?negotiateVersion=1`, { method: 'POST', headers: { origin } });

describe('the live-bid socket', () => {
  it("refuses another site's page with 403, at the upgrade and at negotiate", async () => {
    for (const origin of ['https://evil.example', 'https://holo.example.evil.example', 'http://holo.example', 'null', 'http://localhost:5173']) {
      expect(await upgradeFrom(production, origin), origin).toBe(403);
      const negotiate = await negotiateFrom(production, origin);
      expect(negotiate.status, origin).toBe(403);
      expect((await negotiate.json()) as unknown).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
  });

  it("opens for Holo's own origin, the configured ones, and a client without an Origin", async () => {
    for (const origin of ['https://holo.example', 'https://seller.holo.example', 'https://kiosk.holo.example:8443', undefined]) {
      expect(await upgradeFrom(production, origin), origin).toBe(101);
    }
    expect((await negotiateFrom(production, 'https://holo.example')).status).toBe(200);
  });

  it('opens for a loopback page outside production (the Vite dev server), and still refuses a foreign one', async () => {
    expect(await upgradeFrom(development, 'http://localhost:5173')).toBe(101);
    expect(await upgradeFrom(development, 'http://127.0.0.1:8080')).toBe(101);
    expect(await upgradeFrom(development, 'https://evil.example')).toBe(403);
  });
});
