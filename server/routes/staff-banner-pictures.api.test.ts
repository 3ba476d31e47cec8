/**
 * Banner pictures (issue 33, content desk): only the content desk gets an upload link for a banner;
 * the picture is re-encoded, cut to the home page's 3:1 and served to anyone; a banner saves it by
 * id, and only the uploader's own banner picture.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { banners, staffDesks } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { createContentStaff } from '../testing/promotion-fixtures';
import { fetchPicture, makePicture, putUpload, uploadImage, uploadTicket } from '../testing/upload-helpers';
import { createWarehouseStaff } from '../testing/warehouse-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

const banner = { AreaCode: 'US', Title: 'Spring grading', Subtitle: 'Send your cards in', ClickType: 10, ClickUrl: 'type=category&f=1' };

describe('banner pictures: who may upload', () => {
  it('refuses the banner link to a visitor (401), a plain member and a warehouse-only staff member (403)', async () => {
    expect((await t.client().post('/api/uploads/tickets', { Purpose: 'banner' })).status).toBe(401);
    const member = await createTrader(t);
    const warehouse = await createWarehouseStaff(t);
    for (const client of [member.client, warehouse.client]) {
      const answer = await client.post('/api/uploads/tickets', { Purpose: 'banner' });
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('FORBIDDEN');
    }
    // The same members still get links for their own purposes.
    expect((await member.client.post('/api/uploads/tickets', { Purpose: 'case' })).status).toBe(200);
  });

  it('refuses the upload itself once the content desk is taken away within the 90 minutes', async () => {
    const staff = await createContentStaff(t);
    const url = await uploadTicket(staff.client, 'banner');
    await t.database.db.delete(staffDesks).where(eq(staffDesks.memberId, staff.memberId));
    const put = await putUpload(staff.client, url, await makePicture({ width: 1200, height: 400 }));
    expect(put.status).toBe(403);
  });
});

describe('banner pictures: the picture', () => {
  it('cuts an upload to 3:1 (at most 1200 × 400), strips its metadata and serves it to a visitor', async () => {
    const staff = await createContentStaff(t);
    const withGps = await sharp(await makePicture({ width: 1600, height: 1200 }))
      .withExif({ IFD0: { Artist: 'Someone', Copyright: 'GPS 22.19N' } })
      .jpeg()
      .toBuffer();
    const put = await putUpload(staff.client, await uploadTicket(staff.client, 'banner'), withGps);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ Width: 1200, Height: 400 });
    const served = await fetchPicture(t.client(), put.body.ImageUrl);
    expect(served.status).toBe(200);
    const metadata = await sharp(served.bytes).metadata();
    expect({ width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({ width: 1200, height: 400, exif: undefined });
  });

  it('refuses what is not a picture and what is too large with the other upload fields\' codes', async () => {
    const staff = await createContentStaff(t);
    const url = await uploadTicket(staff.client, 'banner');
    const text = await putUpload(staff.client, url, Buffer.from('not a picture at all'), 'image/png');
    expect([text.status, text.body.error.code]).toEqual([400, 'UPLOAD_NOT_IMAGE']);
    const huge = await putUpload(staff.client, url, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect([huge.status, huge.body.error.code]).toEqual([413, 'UPLOAD_TOO_LARGE']);
  });
});

describe('banner pictures: a banner with an uploaded picture', () => {
  it('creates a banner with the uploaded picture, shown on the home page; an edit keeps or replaces it', async () => {
    const staff = await createContentStaff(t);
    const picture = await uploadImage(staff.client, { purpose: 'banner', width: 1200, height: 400 });
    const created = await staff.client.post('/api/staff/banners', { ...banner, ImageId: picture.id });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.ImgUrl).toBe(picture.ImageUrl);
    const home = await t.client().get('/api/home');
    expect(home.body.Banners.map((b: { ImgUrl: string }) => b.ImgUrl)).toContain(picture.ImageUrl);

    // Another staff member of the desk may keep the picture on an edit, by its path.
    const colleague = await createContentStaff(t);
    const kept = await colleague.client.put(`/api/staff/banners/${created.body.Id}`, { ...banner, Title: 'Spring grading week', ImgUrl: picture.ImageUrl });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.ImgUrl).toBe(picture.ImageUrl);

    const next = await uploadImage(colleague.client, { purpose: 'banner', width: 900, height: 300, format: 'png' });
    const replaced = await colleague.client.put(`/api/staff/banners/${created.body.Id}`, { ...banner, ImageId: next.id });
    expect(replaced.body.ImgUrl).toBe(next.ImageUrl);
    const [row] = await t.database.db.select({ imgUrl: banners.imgUrl }).from(banners).where(eq(banners.id, created.body.Id));
    expect(row!.imgUrl).toBe(next.ImageUrl);
  });

  it("refuses another member's upload, a picture uploaded for something else and an upload's bare path (400)", async () => {
    const staff = await createContentStaff(t);
    const colleague = await createContentStaff(t);
    const theirs = await uploadImage(colleague.client, { purpose: 'banner' });
    const casePhoto = await uploadImage(staff.client, { purpose: 'case' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ImageId: theirs.id }, 'IMAGE_NOT_FOUND'],
      [{ ImageId: casePhoto.id }, 'IMAGE_NOT_FOUND'],
      [{ ImageId: 0 }, 'IMAGE_NOT_FOUND'],
      [{ ImageId: 'x' }, 'IMAGE_NOT_FOUND'],
      [{ ImgUrl: theirs.ImageUrl }, 'BANNER_IMAGE_INVALID'],
      [{}, 'BANNER_IMAGE_INVALID'],
    ];
    for (const [change, code] of cases) {
      const response = await staff.client.post('/api/staff/banners', { ...banner, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body.error.code, JSON.stringify(change)).toBe(code);
    }
    const both = await staff.client.post('/api/staff/banners', { ...banner, ImageId: theirs.id, ImgUrl: '/media/generated/banner/1.webp' });
    expect([both.status, both.body.error.code]).toEqual([400, 'BANNER_IMAGE_INVALID']);
    expect(await t.database.db.select().from(banners).where(eq(banners.title, banner.Title))).toEqual([]);
  });
});
