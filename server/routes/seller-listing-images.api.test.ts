/** A listing's picture addresses: Holo's own /media/ paths, or https on a host in MEDIA_HOSTS (issue 26 finding 15). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commodities } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { categoryPath, createTrader, seedReference } from '../testing/trade-helpers';
import type { SignedIn } from '../testing/demo-members';

let t: TestApp;
let seller: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ MEDIA_HOSTS: 'cdn.holo.example, Img.Partner.example' });
  await seedReference(t);
  seller = await createTrader(t, { isSeller: true });
});
afterAll(() => t?.close());

const list = async (Images: string[]) =>
  seller.client.post('/api/seller/listings', { Title: 'Pictured card', ByWay: 1, Price: 1_000, ...(await categoryPath(t)), Images });

describe('POST /api/seller/listings Images', () => {
  it.each([
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/%2F%2Fevil.example/x.png',
    '/media/%2e%2e/api/me',
    '/media/../api/me',
    'http://cdn.holo.example/x.png',
    'https://evil.example/x.png',
    'https://cdn.holo.example@evil.example/x.png',
    'https://cdn.holo.example%2F@evil.example/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    '/other/x.png',
  ])('refuses %s with 400 BAD_REQUEST on Images', async (url) => {
    const response = await list(['/media/front.jpg', url]);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'Images' } });
  });

  it("accepts Holo's own media paths and https pictures on a configured host, and stores them as sent", async () => {
    const images = ['/media/uploads/front.jpg', 'https://cdn.holo.example/cards/back.webp?v=2', 'https://img.partner.example/p.png'];
    const response = await list(images);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const [row] = await t.database.db.select({ images: commodities.images }).from(commodities).where(eq(commodities.id, response.body.ID));
    expect(row!.images).toEqual(images);
  });
});
