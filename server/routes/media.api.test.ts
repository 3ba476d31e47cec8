import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../testing/test-app';
import { seedDemoDataIfEmpty } from '../db/seed';
import { banners, commodities, manufacturers, stores } from '../db/schema';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoDataIfEmpty(t.database.db, { info: () => {} }, { now: t.clock.now() });
});
afterAll(async () => t?.close());

async function svgAt(path: string) {
  const response = await t.client().get<string>(path);
  return { ...response, body: String(response.body) };
}

async function webpAt(path: string) {
  const response = await fetch(t.client().baseUrl + path);
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

async function storedImageUrls() {
  const [listing] = await t.database.db.select().from(commodities).where(eq(commodities.id, 1));
  const [store] = await t.database.db.select().from(stores).where(eq(stores.id, 1));
  const [maker] = await t.database.db.select().from(manufacturers).where(eq(manufacturers.id, 1));
  const [banner] = await t.database.db.select().from(banners).where(eq(banners.id, 1));
  return [...listing!.images, store!.storeLogo, maker!.logoUrl, banner!.imgUrl];
}

describe('GET /media/generated/{kind}/{id}.webp', () => {
  it('serves every stored image URL as a cacheable WebP, listings at twice their drawing size', async () => {
    const sizes = [];
    for (const url of await storedImageUrls()) {
      expect(url).toMatch(/^\/media\/generated\/[a-z-]+\/\d+\.webp$/);
      const response = await webpAt(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d{6,}/);
      const { format, width, height } = await sharp(response.body).metadata();
      expect(format).toBe('webp');
      sizes.push(`${width}x${height}`);
    }
    expect(sizes).toEqual(['500x700', '500x700', '200x200', '200x200', '1200x400']);
  });

  it('draws a picture anew when the listing title changes, and the same bytes while it does not', async () => {
    const before = await webpAt('/media/generated/card/3.webp');
    expect((await webpAt('/media/generated/card/3.webp')).body.equals(before.body)).toBe(true);
    await t.database.db.update(commodities).set({ player: 'Renamed Subject' }).where(eq(commodities.id, 3));
    const after = await webpAt('/media/generated/card/3.webp');
    expect(after.status).toBe(200);
    expect(after.body.equals(before.body)).toBe(false);
  });
});

describe('GET /media/generated/{kind}/{id}.svg', () => {
  it('serves the drawing behind each stored image as a cacheable SVG', async () => {
    for (const url of await storedImageUrls()) {
      const response = await svgAt(url.replace(/\.webp$/, '.svg'));
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d{6,}/);
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    }
  });

  it('draws the listing title, escaping it', async () => {
    const title = '<script>alert("x")</script> & Ash Blossom';
    await t.database.db.update(commodities).set({ title, player: title }).where(eq(commodities.id, 2));
    const response = await svgAt('/media/generated/card/2.svg');
    expect(response.status).toBe(200);
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Ash Blossom');
  });

  it('answers 404 for unknown ids, kinds and file names', async () => {
    for (const path of [
      '/media/generated/card/999999.svg',
      '/media/generated/banner/0.svg',
      '/media/generated/poster/1.svg',
      '/media/generated/card/1.png',
      '/media/generated/card/999999.webp',
      '/media/generated/store/0.webp',
      '/media/generated/card/99999999999.svg',
    ]) {
      const response = await t.client().get<{ error: { code: string } }>(path);
      expect(response.status, path).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
    }
  });
});
