/**
 * Photo uploads (spec 3 "Image upload"): a signed link, then the bytes; the server judges the
 * content (JPEG or PNG, at most 5 MB, at least 300×300), strips metadata and serves the picture.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { images } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader } from '../testing/trade-helpers';
import { fetchPicture, makePicture, putUpload, uploadImage, uploadTicket } from '../testing/upload-helpers';
import { ownedImageUrls } from '../services/uploads/owned-images';
import type { AppError } from '../http/errors';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
// No reset between tests: every test makes members of its own, so none of them nears the hourly limit.

describe('who may upload', () => {
  it('refuses a visitor (401) the ticket and the upload', async () => {
    const visitor = t.client();
    const ticket = await visitor.post('/api/uploads/tickets', { Purpose: 'case' });
    expect(ticket.status).toBe(401);
    const member = await createTrader(t);
    const url = await uploadTicket(member.client);
    const put = await putUpload(visitor, url, await makePicture());
    expect(put.status).toBe(401);
  });

  it('refuses a bad purpose (400)', async () => {
    const member = await createTrader(t);
    const answer = await member.client.post('/api/uploads/tickets', { Purpose: 'anything' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('BAD_REQUEST');
  });

  it('gives a 90-minute link, refused to another member, once expired and when forged (403)', async () => {
    const member = await createTrader(t);
    const other = await createTrader(t);
    const ticket = await member.client.post('/api/uploads/tickets', { Purpose: 'case' });
    expect(ticket.status).toBe(200);
    expect(ticket.body.UploadUrl).toMatch(/^\/api\/uploads\/[\w.-]+$/);
    expect(Date.parse(ticket.body.ExpiresAt) - t.clock.now().getTime()).toBe(90 * 60_000);
    const picture = await makePicture();

    const stolen = await putUpload(other.client, ticket.body.UploadUrl, picture);
    expect(stolen.status).toBe(403);
    expect(stolen.body.error.code).toBe('UPLOAD_TICKET_INVALID');

    const url: string = ticket.body.UploadUrl;
    const forgeries = [
      url.slice(0, -2) + (url.endsWith('AA') ? 'BB' : 'AA'),
      url.replace(/\/u1\.(\d+)\./, (_whole, id: string) => `/u1.${Number(id) + 1}.`),
      url.replace('.case.', '.avatar.'),
      '/api/uploads/nonsense',
    ];
    for (const forged of forgeries) {
      const answer = await putUpload(member.client, forged, picture);
      expect(answer.status, forged).toBe(403);
      expect(answer.body.error.code).toBe('UPLOAD_TICKET_INVALID');
    }
    // The same link carries more than one picture within its 90 minutes.
    expect((await putUpload(member.client, url, picture)).status).toBe(200);
    t.clock.advance(90 * 60_000);
    const expired = await putUpload(member.client, url, picture);
    expect(expired.status).toBe(403);
    expect(expired.body.error.code).toBe('UPLOAD_TICKET_INVALID');
  });
});

describe('what may be uploaded', () => {
  it('refuses a PDF renamed .jpg (400 "only JPG/PNG"), whatever the content type said', async () => {
    const member = await createTrader(t);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    for (const bytes of [pdf, Buffer.alloc(0), randomBytes(4000)]) {
      const answer = await putUpload(member.client, await uploadTicket(member.client), bytes, 'image/jpeg');
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'UPLOAD_NOT_IMAGE', message: 'only JPG/PNG' });
    }
    // A real picture of another kind (WebP, GIF) is not JPEG or PNG either.
    const webp = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#123456' } }).webp().toBuffer();
    const answer = await putUpload(member.client, await uploadTicket(member.client), webp, 'image/png');
    expect(answer.body.error.code).toBe('UPLOAD_NOT_IMAGE');
  });

  it('refuses a 6 MB photo (413 "cannot exceed 5MB")', async () => {
    const member = await createTrader(t);
    const noise = randomBytes(1500 * 1400 * 3);
    const photo = await sharp(noise, { raw: { width: 1500, height: 1400, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(photo.length).toBeGreaterThan(6_000_000);
    const answer = await putUpload(member.client, await uploadTicket(member.client), photo, 'image/png');
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({ code: 'UPLOAD_TOO_LARGE', message: 'cannot exceed 5MB' });
    // Just over 5 MB, inside the body limit's slack: the service refuses it the same way.
    const justOver = Buffer.concat([await makePicture(), Buffer.alloc(5 * 1024 * 1024)]);
    const over = await putUpload(member.client, await uploadTicket(member.client), justOver);
    expect(over.status).toBe(413);
    expect(over.body.error.code).toBe('UPLOAD_TOO_LARGE');
    expect(await imagesOf(member.memberId)).toHaveLength(0);
  });

  it('refuses 200×200 and 299×600 (400), takes exactly 300×300', async () => {
    const member = await createTrader(t);
    for (const [width, height] of [[200, 200], [299, 600]] as const) {
      const answer = await putUpload(member.client, await uploadTicket(member.client), await makePicture({ width, height }));
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('UPLOAD_TOO_SMALL');
    }
    const photo = await uploadImage(member.client, { width: 300, height: 300 });
    expect(photo).toMatchObject({ Width: 300, Height: 300 });
    expect(photo.ImageUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.jpg$/);
    const [row] = await imagesOf(member.memberId);
    expect(row).toMatchObject({ id: photo.id, purpose: 'case', contentType: 'image/jpeg', width: 300, height: 300 });
  });

  it('strips EXIF (GPS, owner) and turns the picture upright', async () => {
    const member = await createTrader(t);
    const withGps = await sharp({ create: { width: 400, height: 320, channels: 3, background: '#4080c0' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'SECRET-OWNER-NAME' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 39/1 2914/100', GPSLongitudeRef: 'E', GPSLongitude: '139/1 41/1 5024/100' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(withGps).metadata();
    expect(input.exif?.includes('SECRET-OWNER-NAME')).toBe(true);
    // The GPS IFD pointer (tag 0x8825), in either byte order.
    expect(hasGpsPointer(input.exif)).toBe(true);
    expect(input.orientation).toBe(6);

    const answer = await putUpload<{ ImageUrl: string; Width: number; Height: number }>(member.client, await uploadTicket(member.client), withGps);
    expect(answer.status).toBe(200);
    // Orientation 6 is a quarter turn: the stored picture is 320 wide and 400 high, upright.
    expect(answer.body).toMatchObject({ Width: 320, Height: 400 });
    const served = await fetchPicture(member.client, answer.body.ImageUrl);
    const output = await sharp(served.bytes).metadata();
    expect(output.exif).toBeUndefined();
    expect(hasGpsPointer(served.bytes)).toBe(false);
    expect(output.orientation).toBeUndefined();
    expect(served.bytes.includes('SECRET-OWNER-NAME')).toBe(false);
    expect(served.bytes.includes('Exif')).toBe(false);
    expect([output.width, output.height]).toEqual([320, 400]);
  });

  it('keeps a PNG a PNG', async () => {
    const member = await createTrader(t);
    const photo = await uploadImage(member.client, { width: 500, height: 400, format: 'png' });
    expect(photo.ImageUrl).toMatch(/\.png$/);
    // Whatever the browser names (or leaves out), the content decides.
    for (const contentType of ['application/pdf', 'application/octet-stream', 'text/plain']) {
      const answer = await putUpload(member.client, await uploadTicket(member.client), await makePicture({ width: 320, height: 320, format: 'png' }), contentType);
      expect(answer.status, contentType).toBe(200);
      expect(answer.body.ImageUrl).toMatch(/\.png$/);
    }
    const served = await fetchPicture(member.client, photo.ImageUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(served.bytes).metadata()).format).toBe('png');
  });
});

describe('serving', () => {
  it('serves the picture with its type, nosniff and a long immutable cache; resizes on request', async () => {
    const member = await createTrader(t);
    const photo = await uploadImage(member.client, { width: 800, height: 600 });
    const visitor = t.client();
    const served = await fetchPicture(visitor, photo.ImageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.bytes).metadata()).width).toBe(800);

    const small = await fetchPicture(visitor, `${photo.ImageUrl}?w=350`);
    expect(small.status).toBe(200);
    const meta = await sharp(small.bytes).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([350, 263, 'jpeg']);
    // Never enlarged.
    expect((await sharp((await fetchPicture(visitor, `${photo.ImageUrl}?w=1600`)).bytes).metadata()).width).toBe(800);
    for (const bad of ['99', '1601', 'abc', '350.5']) {
      expect((await fetchPicture(visitor, `${photo.ImageUrl}?w=${bad}`)).status, bad).toBe(400);
    }
  });

  it('answers 404 for an unknown key and anything that is not one', async () => {
    const member = await createTrader(t);
    const photo = await uploadImage(member.client);
    const visitor = t.client();
    const key = photo.ImageUrl.slice('/media/uploads/'.length, -'.jpg'.length);
    for (const file of [`${'0'.repeat(32)}.jpg`, `${key}.png`, `${key}.gif`, key, `..%2F${key}.jpg`, `${key.toUpperCase()}.jpg`]) {
      expect((await fetchPicture(visitor, `/media/uploads/${file}`)).status, file).toBe(404);
    }
  });
});

describe('the local disk (the embedded default)', () => {
  it('keeps the re-encoded picture under DATA_DIR/uploads and serves it from there', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'holo-uploads-'));
    const local = await startTestApp({ STORAGE_PROVIDER: 'local', DATA_DIR: dataDir });
    try {
      const member = await createTrader(local);
      const photo = await uploadImage(member.client, { width: 400, height: 400 });
      const file = photo.ImageUrl.slice('/media/uploads/'.length);
      expect(await readdir(path.join(dataDir, 'uploads'))).toEqual([file]);
      const served = await fetchPicture(member.client, photo.ImageUrl);
      expect(served.status).toBe(200);
      expect((await sharp(served.bytes).metadata()).width).toBe(400);
    } finally {
      await local.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('ownedImageUrls (for case messages)', () => {
  it("returns the member's own pictures' URLs in order, and refuses anyone else's, another purpose, repeats and a fourth", async () => {
    const member = await createTrader(t);
    const other = await createTrader(t);
    const [a, b, c, d] = [
      await uploadImage(member.client),
      await uploadImage(member.client, { format: 'png' }),
      await uploadImage(member.client),
      await uploadImage(member.client),
    ];
    const avatar = await uploadImage(member.client, { purpose: 'avatar' });
    const theirs = await uploadImage(other.client);
    const db = t.database.db;
    const caseImages = { purpose: 'case', field: 'Images' } as const;
    expect(await ownedImageUrls(db, member.memberId, [b!.id, a!.id], caseImages)).toEqual([b!.ImageUrl, a!.ImageUrl]);
    expect(await ownedImageUrls(db, member.memberId, [], caseImages)).toEqual([]);
    const refusal = (ids: number[]) =>
      ownedImageUrls(db, member.memberId, ids, caseImages).then(
        () => 'accepted',
        (error: AppError) => `${error.status} ${error.code} on ${error.field}`,
      );
    expect(await refusal([a!.id, theirs.id])).toBe('400 IMAGE_NOT_FOUND on Images');
    expect(await refusal([avatar.id])).toBe('400 IMAGE_NOT_FOUND on Images');
    expect(await refusal([a!.id, a!.id])).toBe('400 IMAGE_NOT_FOUND on Images');
    expect(await refusal([a!.id + 100_000])).toBe('400 IMAGE_NOT_FOUND on Images');
    expect(await refusal([a!.id, b!.id, c!.id, d!.id])).toBe('400 TOO_MANY_IMAGES on Images');
  });
});

async function imagesOf(memberId: number) {
  return t.database.db.select().from(images).where(eq(images.ownerMemberId, memberId)).orderBy(images.id);
}

function hasGpsPointer(bytes: Buffer | undefined): boolean {
  return !!bytes && (bytes.includes(Buffer.from([0x88, 0x25])) || bytes.includes(Buffer.from([0x25, 0x88])));
}
