/**
 * The storage providers: the local disk (files under a directory, made on the first put), memory,
 * and the S3 adapter against a small in-test S3 stand-in that keeps what is PUT, returns it on GET
 * and refuses a request without a Signature V4 Authorization header.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, createMemoryStorage, createS3Storage, type StorageProvider } from './storage';

const picture = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);

async function behavesAsStorage(storage: StorageProvider) {
  expect(await storage.get('0123abcd.jpg')).toBeNull();
  await storage.put('0123abcd.jpg', picture, 'image/jpeg');
  expect(Array.from((await storage.get('0123abcd.jpg'))!)).toEqual(Array.from(picture));
  // Keys are the server's own: a path or a URL trick is refused before it reaches the disk or the bucket.
  for (const key of ['../escape.jpg', 'a/b.jpg', '', '.hidden', 'UPPER.jpg']) {
    await expect(storage.put(key, picture, 'image/jpeg')).rejects.toThrow(/unsafe storage key/);
  }
}

describe('local storage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'holo-storage-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps files under its directory, which it makes on the first put only', async () => {
    const uploads = path.join(dir, 'uploads');
    const storage = createLocalStorage(uploads);
    expect(existsSync(uploads)).toBe(false);
    await behavesAsStorage(storage);
    expect(await readdir(uploads)).toEqual(['0123abcd.jpg']);
  });
});

describe('memory storage', () => {
  it('keeps what is put', async () => {
    await behavesAsStorage(createMemoryStorage());
  });
});

describe('S3 storage', () => {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const seen: { method: string; url: string; authorization: string | undefined; sha: string | undefined }[] = [];
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const authorization = request.headers.authorization;
        seen.push({ method: request.method!, url: request.url!, authorization, sha: request.headers['x-amz-content-sha256'] as string | undefined });
        if (!authorization?.startsWith('AWS4-HMAC-SHA256 Credential=test-key/')) {
          response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
          return;
        }
        if (request.method === 'PUT') {
          objects.set(request.url!, { body: Buffer.concat(chunks), contentType: request.headers['content-type'] });
          response.writeHead(200).end();
          return;
        }
        const object = objects.get(request.url!);
        if (!object) {
          response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
          return;
        }
        response.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream' }).end(object.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  // Each test counts only its own requests and starts on an empty bucket, whichever test ran first.
  beforeEach(() => {
    seen.length = 0;
    objects.clear();
  });

  it('PUTs and GETs objects path-style in the bucket, every request signed (Signature V4)', async () => {
    const storage = createS3Storage({ endpoint: `${endpoint}/`, bucket: 'holo-uploads', region: 'us-east-1', accessKeyId: 'test-key', secretAccessKey: 'test-secret' });
    await behavesAsStorage(storage);
    expect(objects.get('/holo-uploads/0123abcd.jpg')?.contentType).toBe('image/jpeg');
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /holo-uploads/0123abcd.jpg',
      'PUT /holo-uploads/0123abcd.jpg',
      'GET /holo-uploads/0123abcd.jpg',
    ]);
    for (const request of seen) {
      expect(request.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/);
      expect(request.sha).toBeTruthy();
    }
  });

  it('fails loudly when the bucket refuses (wrong credentials)', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'holo-uploads', region: 'us-east-1', accessKeyId: 'wrong-key', secretAccessKey: 'x' });
    await expect(storage.put('feedface.png', picture, 'image/png')).rejects.toThrow(/answered 403/);
    await expect(storage.get('0123abcd.jpg')).rejects.toThrow(/answered 403/);
  });
});
