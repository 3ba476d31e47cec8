import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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

describe('GET /media/generated/{kind}/{id}.svg', () => {
  it('serves every stored image URL as a cacheable SVG', async () => {
    const [listing] = await t.database.db.select().from(commodities).where(eq(commodities.id, 1));
    const [store] = await t.database.db.select().from(stores).where(eq(stores.id, 1));
    const [maker] = await t.database.db.select().from(manufacturers).where(eq(manufacturers.id, 1));
    const [banner] = await t.database.db.select().from(banners).where(eq(banners.id, 1));
    for (const url of [...listing!.images, store!.storeLogo, maker!.logoUrl, banner!.imgUrl]) {
      const response = await svgAt(url);
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
      '/media/generated/card/99999999999.svg',
    ]) {
      const response = await t.client().get<{ error: { code: string } }>(path);
      expect(response.status, path).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
    }
  });
});
