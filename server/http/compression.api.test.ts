/**
 * API replies of 1 KB and more are compressed for a browser that takes it (app.ts registers
 * @fastify/compress): a phone at a card show downloads the category tree and a page of results in a
 * few KB instead of tens.
 */
import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../testing/demo-members';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t);
});
afterAll(() => t.close());

/** A GET as the bytes come off the socket (fetch would decompress them unseen). */
function rawGet(path: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(t.baseUrl + path, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('API compression', () => {
  it('sends the category tree as Brotli, the same JSON in a fraction of the bytes', async () => {
    const plain = await rawGet('/api/categories', 'identity');
    const compressed = await rawGet('/api/categories', 'gzip, deflate, br');
    expect(plain.encoding).toBeUndefined();
    expect(compressed.encoding).toBe('br');
    expect(brotliDecompressSync(compressed.body).equals(plain.body)).toBe(true);
    expect(plain.body.length).toBeGreaterThan(10_000);
    expect(compressed.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('leaves a short reply as it is', async () => {
    const reply = await rawGet('/api/me', 'br');
    expect(reply.encoding).toBeUndefined();
    expect(JSON.parse(reply.body.toString('utf8'))).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });
});
