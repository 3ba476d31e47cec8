/**
 * The seller site and the staff console are entries of the same build (vite.config.ts): every
 * /seller/… page gets dist/seller/index.html, /staff/… dist/staff/index.html once that is built;
 * their missing files stay 404, and /api is untouched. SELLER_SITE_URL defaults to /seller/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { startTestApp, type TestApp } from '../testing/test-app';

const dir = mkdtempSync(path.join(tmpdir(), 'holo-sites-'));
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dir, 'seller'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Holo</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'seller', 'index.html'), '<!doctype html><title>Holo Seller</title><div id="root"></div>');
  t = await startTestApp({ STATIC_DIR: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the seller site and the staff console', () => {
  it('answers every /seller page with the seller entry, not the buyer shell', async () => {
    for (const page of ['/seller', '/seller/', '/seller/listings/new?id=3&clone=new', '/seller/listings/12']) {
      const reply = await fetch(t.baseUrl + page);
      expect(reply.status, page).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/text\/html/);
      expect(reply.headers.get('cache-control')).toBe('no-cache');
      expect(await reply.text()).toContain('Holo Seller');
    }
  });

  it('keeps a missing /seller file a 404, and /staff a 404 until its entry is built', async () => {
    expect((await fetch(`${t.baseUrl}/seller/assets/missing-1a2b.js`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/seller/favicon.png`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/staff/`)).status).toBe(404);
    // A buyer page still gets the buyer's shell.
    expect(await (await fetch(`${t.baseUrl}/sellers`)).text()).toContain('<title>Holo</title>');
  });

  it('serves /staff once staff/index.html is built', async () => {
    mkdirSync(path.join(dir, 'staff'));
    writeFileSync(path.join(dir, 'staff', 'index.html'), '<!doctype html><title>Holo Staff</title>');
    const later = await startTestApp({ STATIC_DIR: dir });
    try {
      const reply = await fetch(`${later.baseUrl}/staff/warehouse`);
      expect(reply.status).toBe(200);
      expect(await reply.text()).toContain('Holo Staff');
    } finally {
      await later.close();
    }
  });

  it('leaves /api alone', async () => {
    const reply = await fetch(`${t.baseUrl}/api/seller/nothing-here`);
    expect(reply.status).toBe(404);
    expect(((await reply.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});

describe('SELLER_SITE_URL', () => {
  it('defaults to this server’s /seller/, under PUBLIC_URL when set', () => {
    expect(readEnv({ PORT: '8080' }).SELLER_SITE_URL).toBe('http://localhost:8080/seller/');
    expect(readEnv({ PUBLIC_URL: 'https://holo.example/' }).SELLER_SITE_URL).toBe('https://holo.example/seller/');
    expect(readEnv({ SELLER_SITE_URL: 'https://sell.example/' }).SELLER_SITE_URL).toBe('https://sell.example/');
  });
});
