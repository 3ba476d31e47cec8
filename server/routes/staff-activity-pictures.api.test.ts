/**
 * Promotion pictures (issue 33, content desk): only the content desk gets an upload link for a
 * promotion; the picture is re-encoded and scaled down (never cut, never enlarged); an activity
 * attaches it by id, only the saver's own promotion upload, and keeps the pictures it already has.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { activities, activityGifts, staffActions, staffDesks } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { createContentStaff, insertActivity } from '../testing/promotion-fixtures';
import { fetchPicture, putUpload, makePicture, uploadImage, uploadTicket } from '../testing/upload-helpers';
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

const body = {
  Name: { en: 'Spring grading week' },
  Summary: { en: 'Send your cards in and win sleeves.' },
  ActivityType: 2,
  Regions: ['US'],
  StartTime: '2026-11-20T00:00:00Z',
  EndTime: '2026-12-31T00:00:00Z',
  Popup: false,
};

describe('promotion pictures: who may upload', () => {
  it('refuses the promotion link to a visitor (401), a plain member and a warehouse-only staff member (403)', async () => {
    expect((await t.client().post('/api/uploads/tickets', { Purpose: 'promotion' })).status).toBe(401);
    const member = await createTrader(t);
    const warehouse = await createWarehouseStaff(t);
    for (const client of [member.client, warehouse.client]) {
      const answer = await client.post('/api/uploads/tickets', { Purpose: 'promotion' });
      expect([answer.status, answer.body.error.code]).toEqual([403, 'FORBIDDEN']);
    }
  });

  it('refuses the upload itself once the content desk is taken away within the 90 minutes', async () => {
    const staff = await createContentStaff(t);
    const url = await uploadTicket(staff.client, 'promotion');
    await t.database.db.delete(staffDesks).where(eq(staffDesks.memberId, staff.memberId));
    expect((await putUpload(staff.client, url, await makePicture({ width: 800, height: 420 }))).status).toBe(403);
  });

  it('scales a large upload down to 1200 wide keeping its shape, and leaves a small one as it is', async () => {
    const staff = await createContentStaff(t);
    const large = await putUpload(staff.client, await uploadTicket(staff.client, 'promotion'), await makePicture({ width: 2400, height: 1800 }));
    expect(large.status, JSON.stringify(large.body)).toBe(200);
    expect(large.body).toMatchObject({ Width: 1200, Height: 900 });
    const served = await sharp((await fetchPicture(t.client(), large.body.ImageUrl)).bytes).metadata();
    expect([served.width, served.height]).toEqual([1200, 900]);
    const small = await uploadImage(staff.client, { purpose: 'promotion', width: 800, height: 420, format: 'png' });
    expect([small.Width, small.Height]).toEqual([800, 420]);
  });
});

describe('promotion pictures: an activity with uploaded pictures', () => {
  it('creates an activity with two uploads in the given order, shown to buyers; an edit keeps a demo path and adds an upload', async () => {
    const staff = await createContentStaff(t);
    const first = await uploadImage(staff.client, { purpose: 'promotion', width: 800, height: 420 });
    const second = await uploadImage(staff.client, { purpose: 'promotion', width: 600, height: 600, format: 'png' });
    const created = await staff.client.post('/api/staff/activities', { ...body, Imgs: [{ ImageId: second.id }, { ImageId: first.id }] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.Imgs).toEqual([second.ImageUrl, first.ImageUrl]);
    const read = await t.client().get(`/api/activities/${created.body.Id}`);
    expect(read.body.Imgs).toEqual([second.ImageUrl, first.ImageUrl]);
    expect((await fetchPicture(t.client(), read.body.Imgs[0])).status).toBe(200);

    // A colleague of the desk keeps one upload by its path, puts a demo picture first, adds their own.
    const colleague = await createContentStaff(t);
    await t.database.db.update(activities).set({ images: ['/promo/spring-grading.svg', first.ImageUrl] }).where(eq(activities.id, created.body.Id));
    const third = await uploadImage(colleague.client, { purpose: 'promotion' });
    const edited = await colleague.client.put(`/api/staff/activities/${created.body.Id}`, { ...body, Imgs: ['/promo/spring-grading.svg', { ImageId: third.id }, first.ImageUrl] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.Imgs).toEqual(['/promo/spring-grading.svg', third.ImageUrl, first.ImageUrl]);
    expect((await t.client().get(`/api/activities/${created.body.Id}`)).body.Imgs).toEqual(edited.body.Imgs);

    // The staff log says which pictures were saved, by their paths.
    const log = await t.database.db.select().from(staffActions).where(eq(staffActions.subject, `activity:${created.body.Id}`));
    expect(log.map((row) => [row.action, (row.detail as { Imgs: string[] }).Imgs])).toEqual([
      ['activity.create', [second.ImageUrl, first.ImageUrl]],
      ['activity.edit', edited.body.Imgs],
    ]);
  });

  it("refuses another member's upload, a case photo, an upload's bare path the activity lacks and more than 6 pictures (400), changing nothing", async () => {
    const staff = await createContentStaff(t);
    const colleague = await createContentStaff(t);
    const mine = await uploadImage(staff.client, { purpose: 'promotion' });
    const theirs = await uploadImage(colleague.client, { purpose: 'promotion' });
    const casePhoto = await uploadImage(staff.client, { purpose: 'case' });
    const banner = await uploadImage(staff.client, { purpose: 'banner', width: 1200, height: 400 });
    const cases: Array<[unknown[], string]> = [
      [[{ ImageId: theirs.id }], 'IMAGE_NOT_FOUND'],
      [[{ ImageId: casePhoto.id }], 'IMAGE_NOT_FOUND'],
      [[{ ImageId: banner.id }], 'IMAGE_NOT_FOUND'],
      [[{ ImageId: 0 }], 'IMAGE_NOT_FOUND'],
      [[{ ImageId: mine.id }, { ImageId: mine.id }], 'IMAGE_NOT_FOUND'],
      [[mine.ImageUrl], 'ACTIVITY_IMAGE_INVALID'],
      [[theirs.ImageUrl], 'ACTIVITY_IMAGE_INVALID'],
      [['/promo/spring-grading.svg', '/promo/spring-grading.svg'], 'ACTIVITY_IMAGE_INVALID'],
      [[{ Url: '/promo/spring-grading.svg' }], 'ACTIVITY_IMAGE_INVALID'],
      [Array.from({ length: 7 }, (_, i) => `/promo/p${i}.svg`), 'ACTIVITY_IMAGE_INVALID'],
    ];
    for (const [Imgs, code] of cases) {
      const response = await staff.client.post('/api/staff/activities', { ...body, Imgs });
      expect(response.status, JSON.stringify(Imgs)).toBe(400);
      expect(response.body.error.code, JSON.stringify(Imgs)).toBe(code);
    }
    expect(await t.database.db.select().from(activities)).toEqual([]);

    // On an edit too: an upload's path the activity does not have is refused, the activity unchanged.
    const created = await staff.client.post('/api/staff/activities', { ...body, Imgs: [{ ImageId: mine.id }] });
    const refused = await staff.client.put(`/api/staff/activities/${created.body.Id}`, { ...body, Imgs: [mine.ImageUrl, theirs.ImageUrl] });
    expect([refused.status, refused.body.error.code]).toEqual([400, 'ACTIVITY_IMAGE_INVALID']);
    const [row] = await t.database.db.select({ images: activities.images }).from(activities).where(eq(activities.id, created.body.Id));
    expect(row!.images).toEqual([mine.ImageUrl]);
  });
});

describe("a gift's picture", () => {
  it("is a demo picture or the saver's own promotion upload, never another upload's address", async () => {
    const staff = await createContentStaff(t);
    const colleague = await createContentStaff(t);
    const winner = await createTrader(t);
    const mine = await uploadImage(staff.client, { purpose: 'promotion' });
    const theirs = await uploadImage(colleague.client, { purpose: 'promotion' });
    // A member's case evidence: private by its address, which staff on the cases desk see.
    const evidence = await uploadImage(winner.client, { purpose: 'case' });
    const award = async (Img: unknown) =>
      staff.client.post(`/api/staff/activities/${await insertActivity(t, { startDays: -1, endDays: 1 })}/gifts`, {
        MemberId: winner.memberId,
        Name: { en: 'Signed slab' },
        GiftType: 0,
        Img,
      });
    const refused: Array<[unknown, string]> = [
      [evidence.ImageUrl, 'ACTIVITY_IMAGE_INVALID'],
      [mine.ImageUrl, 'ACTIVITY_IMAGE_INVALID'],
      ['/promo/../media/uploads/x.jpg', 'ACTIVITY_IMAGE_INVALID'],
      [{ ImageId: evidence.id }, 'IMAGE_NOT_FOUND'],
      [{ ImageId: theirs.id }, 'IMAGE_NOT_FOUND'],
    ];
    for (const [Img, code] of refused) {
      const response = await award(Img);
      expect([response.status, response.body.error.code, response.body.error.field], JSON.stringify(Img)).toEqual([400, code, 'Img']);
    }
    expect(await t.database.db.select().from(activityGifts)).toEqual([]);

    expect((await award({ ImageId: mine.id })).status).toBe(200);
    expect((await award('/promo/holiday-raffle.svg')).status).toBe(200);
    const gifts = await winner.client.get('/api/me/activity-gifts');
    expect(gifts.body.Data.map((gift: { ActivityCommodityDetail: { Imgs: string[] } }) => gift.ActivityCommodityDetail.Imgs).sort()).toEqual(
      [[mine.ImageUrl], ['/promo/holiday-raffle.svg']].sort(),
    );
  });
});
