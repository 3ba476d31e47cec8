import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader } from '../testing/trade-helpers';
import { createContentStaff, insertActivity } from '../testing/promotion-fixtures';
import type { ActivityListReply, GiftListReply } from '../../src/domain/promotions/activity.schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('GET /api/activities/switch', () => {
  it('is off without promotions, on for a coming-soon one of the region, off once it is finished', async () => {
    expect((await t.client().get('/api/activities/switch?areaCode=KR')).body).toEqual({ On: false });
    await insertActivity(t, { regions: ['KR'], startDays: 2, endDays: 5 });
    expect((await t.client().get('/api/activities/switch?areaCode=KR')).body).toEqual({ On: true });
    expect((await t.client().get('/api/activities/switch?areaCode=US')).body).toEqual({ On: false });
    t.clock.advance(6 * 86_400_000);
    expect((await t.client().get('/api/activities/switch?areaCode=KR')).body).toEqual({ On: false });
  });

  it("uses the member's region when none is asked, and every-region promotions for all", async () => {
    const korean = await createTrader(t, { memberSource: 'KR' });
    const american = await createTrader(t, { memberSource: 'US' });
    await insertActivity(t, { regions: ['KR'], startDays: -1, endDays: 5 });
    expect((await korean.client.get('/api/activities/switch')).body).toEqual({ On: true });
    expect((await american.client.get('/api/activities/switch')).body).toEqual({ On: false });
    await insertActivity(t, { regions: [], startDays: -1, endDays: 5 });
    expect((await american.client.get('/api/activities/switch')).body).toEqual({ On: true });
  });

  it('answers 400 to a region code that is not two capital letters', async () => {
    for (const code of ['us', 'USA', 'U1']) {
      const response = await t.client().get(`/api/activities/switch?areaCode=${code}`);
      expect(response.status, code).toBe(400);
      expect(response.body.error.code).toBe('AREA_CODE_INVALID');
    }
  });
});

describe('GET /api/activities', () => {
  it('lists live first, then coming soon, then finished, newest first in each, with statuses from the clock', async () => {
    const finished = await insertActivity(t, { startDays: -10, endDays: -5 });
    const olderLive = await insertActivity(t, { startDays: -4, endDays: 5 });
    const comingSoon = await insertActivity(t, { startDays: 3, endDays: 9 });
    const newerLive = await insertActivity(t, { startDays: -1, endDays: 5 });
    const response = await t.client().get('/api/activities');
    expect(response.status).toBe(200);
    const body = response.body as ActivityListReply;
    expect(body.Data.map((a) => [a.Id, a.Status])).toEqual([[newerLive, 1], [olderLive, 1], [comingSoon, 0], [finished, 2]]);
    expect(body.Count).toBe(4);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it("filters by region and gives texts in the reader's language, English when not written", async () => {
    const kr = await insertActivity(t, { regions: ['KR'], name: { en: 'Sign-up gift', ko: '가입 선물' }, startDays: -1, endDays: 3 });
    await insertActivity(t, { regions: ['US'], startDays: -1, endDays: 3 });
    const everywhere = await insertActivity(t, { name: { en: 'For all' }, startDays: -2, endDays: 3 });
    const reader = t.client();
    reader.setCookie('holo_lang', 'ko');
    const body = (await reader.get('/api/activities?AreaCode=KR')).body as ActivityListReply;
    expect(body.Data.map((a) => a.Id)).toEqual([kr, everywhere]);
    expect(body.Data.map((a) => a.Name)).toEqual(['가입 선물', 'For all']);
    expect((await t.client().get('/api/activities')).body.Count).toBe(3);
  });

  it('pages 60 at most and refuses a larger page', async () => {
    for (let i = 0; i < 3; i += 1) await insertActivity(t, { startDays: -i - 1, endDays: 5 });
    const second = (await t.client().get('/api/activities?PageIndex=2&PageSize=2')).body as ActivityListReply;
    expect(second.Data).toHaveLength(1);
    expect(second.Count).toBe(3);
    const beyond = (await t.client().get('/api/activities?PageIndex=5&PageSize=2')).body as ActivityListReply;
    expect(beyond).toEqual({ Data: [], Count: 3 });
    for (const query of ['PageSize=61', 'PageIndex=0', 'AreaCode=kr']) {
      expect((await t.client().get(`/api/activities?${query}`)).status, query).toBe(400);
    }
  });

  it('keeps a member answer private', async () => {
    const member = await createTrader(t);
    const response = await member.client.get('/api/activities');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('GET /api/activities/:id and /popup', () => {
  it('answers one activity, 404 for an unknown one, 400 for a bad id', async () => {
    const id = await insertActivity(t, { startDays: -1, endDays: 1 });
    expect((await t.client().get(`/api/activities/${id}`)).body).toMatchObject({ Id: id, Status: 1, Imgs: ['/promo/holiday-raffle.svg'] });
    const unknown = await t.client().get(`/api/activities/${id + 100}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('ACTIVITY_NOT_FOUND');
    expect((await t.client().get('/api/activities/abc')).status).toBe(400);
  });

  it("gives the region's live pop-up only while it is live", async () => {
    const popup = await insertActivity(t, { regions: ['US'], startDays: 1, endDays: 3, popup: true });
    await insertActivity(t, { regions: ['US'], startDays: -1, endDays: 3, popup: false });
    expect((await t.client().get('/api/activities/popup?AreaCode=US')).body).toEqual({ Data: null });
    t.clock.advance(2 * 86_400_000);
    expect((await t.client().get('/api/activities/popup?AreaCode=US')).body.Data.Id).toBe(popup);
    expect((await t.client().get('/api/activities/popup?AreaCode=KR')).body).toEqual({ Data: null });
    t.clock.advance(2 * 86_400_000);
    expect((await t.client().get('/api/activities/popup?AreaCode=US')).body).toEqual({ Data: null });
  });

  it('finds the live Korean sign-up and address promotions for the /promotion page', async () => {
    const signUp = await insertActivity(t, { regions: ['KR'], activityType: 0, startDays: -1, endDays: 3 });
    expect((await t.client().get('/api/activities/live?AreaCode=KR&ActivityType=0')).body.Data.Id).toBe(signUp);
    expect((await t.client().get('/api/activities/live?AreaCode=KR&ActivityType=1')).body).toEqual({ Data: null });
    expect((await t.client().get('/api/activities/live?AreaCode=KR&ActivityType=2')).status).toBe(400);
  });
});

describe('GET /api/me/activity-gifts', () => {
  it('answers 401 to a visitor', async () => {
    const response = await t.client().get('/api/me/activity-gifts');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHORIZED');
  });

  it("shows the member's own gifts, codes only once released, never another member's", async () => {
    const staff = await createContentStaff(t);
    const winner = await createTrader(t);
    const other = await createTrader(t);
    const activityId = await insertActivity(t, { startDays: -1, endDays: 3 });
    const award = await staff.client.post(`/api/staff/activities/${activityId}/gifts`, { MemberId: winner.memberId, Name: { en: 'Raffle tickets' }, GiftType: 1, Tickets: 2 });
    expect(award.status, JSON.stringify(award.body)).toBe(200);

    let gifts = (await winner.client.get('/api/me/activity-gifts')).body as GiftListReply;
    expect(gifts.Data).toHaveLength(1);
    expect(gifts.Data[0]).toMatchObject({ OrderStatus: 2, LotteryList: [], ActivityCommodityDetail: { Name: 'Raffle tickets', CommodityType: 1 } });

    await staff.client.post(`/api/staff/activity-gifts/${award.body.Id}/release`, {});
    gifts = (await winner.client.get('/api/me/activity-gifts')).body as GiftListReply;
    expect(gifts.Data[0]!.OrderStatus).toBe(1);
    expect(gifts.Data[0]!.LotteryList.map((l) => l.RedemptionCode)).toEqual(award.body.RedemptionCodes);
    expect(gifts.Data[0]!.LotteryList[0]!.RedemptionCode).toMatch(/^HOLO-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    expect((await other.client.get('/api/me/activity-gifts')).body).toEqual({ Data: [], Count: 0 });
    expect((await winner.client.get('/api/me/activity-gifts?PageSize=61')).status).toBe(400);
  });
});
