import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityGifts, members, staffActions } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader } from '../testing/trade-helpers';
import { createStaff } from '../testing/case-fixtures';
import { createContentStaff, insertActivity } from '../testing/promotion-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const body = {
  Name: { en: 'Holiday grading raffle', ko: '연말 그레이딩 추첨' },
  Summary: { en: 'Buy a graded card, win tickets.' },
  Imgs: ['/promo/holiday-raffle.svg'],
  ActivityType: 2,
  Regions: ['US'],
  StartTime: '2026-11-20T00:00:00Z',
  EndTime: '2026-12-31T00:00:00Z',
  Popup: true,
};

describe('staff promotions: who may', () => {
  it('refuses a visitor (401) and a member or a staff member without the content desk (403)', async () => {
    const member = await createTrader(t);
    const casesStaff = await createStaff(t);
    const id = await insertActivity(t, { startDays: -1, endDays: 1 });
    const calls = (client: ReturnType<TestApp['client']>) => [
      client.get('/api/staff/activities'),
      client.post('/api/staff/activities', body),
      client.put(`/api/staff/activities/${id}`, body),
      client.post(`/api/staff/activities/${id}/gifts`, { MemberId: member.memberId, Name: { en: 'Prize' }, GiftType: 0 }),
      client.post('/api/staff/activity-gifts/1/release', {}),
      client.get(`/api/staff/activities/${id}/gifts`),
    ];
    for (const response of await Promise.all(calls(t.client()))) expect(response.status).toBe(401);
    for (const client of [member.client, casesStaff.client]) {
      for (const response of await Promise.all(calls(client))) expect(response.status).toBe(403);
    }
  });
});

describe('staff promotions: writing', () => {
  it('creates and edits an activity, recorded in the staff log, and lists it with its gift counts', async () => {
    const staff = await createContentStaff(t);
    const created = await staff.client.post('/api/staff/activities', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ Status: 1, Popup: true, Regions: ['US'], GiftCount: 0 });
    const edited = await staff.client.put(`/api/staff/activities/${created.body.Id}`, { ...body, Name: { en: 'Holiday raffle' }, Popup: false });
    expect(edited.body).toMatchObject({ Name: { en: 'Holiday raffle' }, Popup: false });
    expect((await t.client().get(`/api/activities/${created.body.Id}`)).body.Name).toBe('Holiday raffle');

    const member = await createTrader(t);
    await staff.client.post(`/api/staff/activities/${created.body.Id}/gifts`, { MemberId: member.memberId, Name: { en: 'Prize' }, GiftType: 0 });
    const list = await staff.client.get('/api/staff/activities');
    expect(list.body.Data).toHaveLength(1);
    expect(list.body.Data[0]).toMatchObject({ GiftCount: 1, ReleasedCount: 0 });
    const log = await t.database.db.select().from(staffActions).where(eq(staffActions.staffMemberId, staff.memberId));
    expect(log.map((row) => [row.desk, row.action])).toEqual([['content', 'activity.create'], ['content', 'activity.edit'], ['content', 'gift.award']]);
  });

  it('answers 400 with the code to bad input and changes nothing', async () => {
    const staff = await createContentStaff(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ Name: { ko: '추첨' } }, 'ACTIVITY_NAME_INVALID'],
      [{ Summary: { en: 'x'.repeat(501) } }, 'ACTIVITY_SUMMARY_INVALID'],
      [{ Imgs: ['https://elsewhere.test/a.png'] }, 'ACTIVITY_IMAGE_INVALID'],
      [{ ActivityType: 5 }, 'ACTIVITY_TYPE_INVALID'],
      [{ EndTime: '2026-11-01T00:00:00Z' }, 'ACTIVITY_TIME_INVALID'],
    ];
    for (const [change, code] of cases) {
      const response = await staff.client.post('/api/staff/activities', { ...body, ...change });
      expect(response.status, code).toBe(400);
      expect(response.body.error.code).toBe(code);
    }
    expect((await staff.client.get('/api/staff/activities')).body.Data).toEqual([]);
    expect((await staff.client.put('/api/staff/activities/999', body)).status).toBe(404);
  });
});

describe('staff promotions: gifts', () => {
  it('awards by e-mail, refuses a second gift in the same activity (409) and an unknown member (404)', async () => {
    const staff = await createContentStaff(t);
    const winner = await createTrader(t);
    const [row] = await t.database.db.select({ email: members.email }).from(members).where(eq(members.id, winner.memberId));
    const id = await insertActivity(t, { startDays: -1, endDays: 1 });
    const gift = { Email: row!.email!.toUpperCase(), Name: { en: 'Raffle tickets' }, GiftType: 1, Tickets: 3 };
    const first = await staff.client.post(`/api/staff/activities/${id}/gifts`, gift);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ MemberId: winner.memberId, OrderStatus: 2 });
    expect(new Set(first.body.RedemptionCodes).size).toBe(3);
    const again = await staff.client.post(`/api/staff/activities/${id}/gifts`, gift);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('GIFT_ALREADY_AWARDED');
    expect((await staff.client.post(`/api/staff/activities/${id}/gifts`, { ...gift, Email: 'nobody@holo.test' })).body.error.code).toBe('GIFT_MEMBER_NOT_FOUND');
    expect((await staff.client.post(`/api/staff/activities/${id + 9}/gifts`, gift)).body.error.code).toBe('ACTIVITY_NOT_FOUND');
    expect((await staff.client.post(`/api/staff/activities/${id}/gifts`, { ...gift, Tickets: 0 })).body.error.code).toBe('GIFT_TICKETS_INVALID');
  });

  it('releases a physical prize only with carrier and tracking, once', async () => {
    const staff = await createContentStaff(t);
    const winner = await createTrader(t);
    const id = await insertActivity(t, { startDays: -1, endDays: 1 });
    const award = await staff.client.post(`/api/staff/activities/${id}/gifts`, { MemberId: winner.memberId, Name: { en: 'PSA sleeve set' }, GiftType: 0 });
    const release = (payload: Record<string, unknown>) => staff.client.post(`/api/staff/activity-gifts/${award.body.Id}/release`, payload);
    const missing = await release({ LogisticsCompanyName: 'UPS' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('GIFT_TRACKING_REQUIRED');
    const done = await release({ LogisticsCompanyName: 'UPS', LogisticsCode: '1Z999AA10123456784' });
    expect(done.body).toMatchObject({ OrderStatus: 1, LogisticsCode: '1Z999AA10123456784' });
    const second = await release({ LogisticsCompanyName: 'DHL', LogisticsCode: '123' });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('GIFT_ALREADY_RELEASED');
    const gifts = await winner.client.get('/api/me/activity-gifts');
    expect(gifts.body.Data[0]).toMatchObject({ LogisticsCompanyName: 'UPS', LogisticsCode: '1Z999AA10123456784' });
    expect((await staff.client.post('/api/staff/activity-gifts/999/release', {})).status).toBe(404);
  });

  it('of two releases at once, exactly one wins and one staff action is logged', async () => {
    const staff = await createContentStaff(t);
    const winner = await createTrader(t);
    const id = await insertActivity(t, { startDays: -1, endDays: 1 });
    const award = await staff.client.post(`/api/staff/activities/${id}/gifts`, { MemberId: winner.memberId, Name: { en: 'Tickets' }, GiftType: 1, Tickets: 1 });
    const both = await Promise.all([1, 2].map(() => staff.client.post(`/api/staff/activity-gifts/${award.body.Id}/release`, {})));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const [gift] = await t.database.db.select().from(activityGifts).where(eq(activityGifts.id, award.body.Id));
    expect(gift!.status).toBe(1);
    const releases = await t.database.db.select().from(staffActions).where(eq(staffActions.action, 'gift.release'));
    expect(releases).toHaveLength(1);
  });
});

describe("staff promotions: a promotion's gifts", () => {
  it('lists them with their members, those still to release first, and releases one days after it was awarded', async () => {
    const staff = await createContentStaff(t);
    const id = await insertActivity(t, { startDays: -1, endDays: 5 });
    const [first, second, third] = await Promise.all([createTrader(t), createTrader(t), createTrader(t)]);
    const award = async (memberId: number, giftType: 0 | 1, name: string) => {
      const reply = await staff.client.post(`/api/staff/activities/${id}/gifts`, { MemberId: memberId, Name: { en: name }, GiftType: giftType, ...(giftType === 1 ? { Tickets: 2 } : {}) });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      t.clock.advance(60_000);
      return reply.body.Id as number;
    };
    const prize = await award(first!.memberId, 0, 'Signed slab');
    const tickets = await award(second!.memberId, 1, 'Raffle');
    const later = await award(third!.memberId, 0, 'Booster box');
    expect((await staff.client.post(`/api/staff/activity-gifts/${tickets}/release`, {})).status).toBe(200);

    // Three days later the prize has shipped: released from the list.
    t.clock.advance(3 * 24 * 3600_000);
    const list = await staff.client.get(`/api/staff/activities/${id}/gifts`);
    expect(list.status).toBe(200);
    expect(list.body.Total).toBe(3);
    expect(list.body.Data.map((gift: { Id: number }) => gift.Id)).toEqual([later, prize, tickets]);
    const [email] = await t.database.db.select({ email: members.email }).from(members).where(eq(members.id, first!.memberId));
    expect(list.body.Data[1]).toMatchObject({ MemberId: first!.memberId, MemberEmail: email!.email, Name: { en: 'Signed slab' }, OrderStatus: 2, ReleasedAt: null });
    expect(list.body.Data[2]).toMatchObject({ OrderStatus: 1, GiftType: 1 });
    expect(list.body.Data[2].RedemptionCodes).toHaveLength(2);

    const released = await staff.client.post(`/api/staff/activity-gifts/${prize}/release`, { LogisticsCompanyName: 'UPS', LogisticsCode: '1Z999' });
    expect(released.status).toBe(200);
    const after = await staff.client.get(`/api/staff/activities/${id}/gifts`);
    // Released, it joins the released ones, newest first.
    expect(after.body.Data.map((gift: { Id: number }) => gift.Id)).toEqual([later, tickets, prize]);
    expect(after.body.Data[2]).toMatchObject({ OrderStatus: 1, LogisticsCompanyName: 'UPS', LogisticsCode: '1Z999' });
    expect(after.body.Data[2].ReleasedAt).toBe(t.clock.now().toISOString());
  });

  it('answers 404 for a promotion that does not exist and 400 for a bad id', async () => {
    const staff = await createContentStaff(t);
    expect((await staff.client.get('/api/staff/activities/999999/gifts')).body.error.code).toBe('ACTIVITY_NOT_FOUND');
    expect((await staff.client.get('/api/staff/activities/abc/gifts')).status).toBe(400);
    const id = await insertActivity(t, { startDays: -1, endDays: 1 });
    expect((await staff.client.get(`/api/staff/activities/${id}/gifts`)).body).toEqual({ Data: [], Total: 0 });
  });
});
