/**
 * The built PWA: hashed assets are sent as the build's Brotli or gzip copy when the browser takes
 * it (scripts/precompress.ts), cached for a year; app routes get index.html.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

const dir = mkdtempSync(path.join(tmpdir(), 'holo-static-'));
const script = `export const cards = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `card ${i}`))};\n`;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Holo</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), script);
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
  t = await startTestApp({ STATIC_DIR: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (urlPath: string, encoding: string) => fetch(t.baseUrl + urlPath, { headers: { 'accept-encoding': encoding } });

describe('static files', () => {
  it('sends the Brotli copy to a browser that takes it, else gzip, else the file itself', async () => {
    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Never revalidated: no validators, no ranges.
    for (const header of ['etag', 'last-modified', 'accept-ranges']) expect(br.headers.get(header)).toBeNull();
    // fetch undoes the encoding: the Brotli copy holds the same script.
    expect(await br.text()).toBe(script);

    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(script);

    const plain = await get('/assets/app-1a2b.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers an app route with index.html, revalidated each time', async () => {
    const page = await get('/myholo/watch', 'identity');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('etag')).not.toBeNull();
    expect(await page.text()).toContain('<div id="root">');
  });
});
