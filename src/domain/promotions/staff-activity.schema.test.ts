import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { activityListQuery, activitySwitchQuery } from './activity.schema';
import { staffActivityBody, staffGiftBody } from './staff-activity.schema';

const firstCode = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const valid = {
  Name: { en: 'Holiday grading raffle', ko: '연말 그레이딩 추첨' },
  Summary: { en: 'Buy a graded card and win.' },
  Imgs: ['/promo/holiday-raffle.svg'],
  ActivityType: 2,
  Regions: ['US'],
  StartTime: '2026-12-01T00:00:00Z',
  EndTime: '2026-12-31T00:00:00Z',
};

describe('staffActivityBody', () => {
  it('accepts a promotion with English and Korean texts and defaults popup to off', () => {
    const parsed = z.safeParse(staffActivityBody, valid);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.Popup).toBe(false);
  });

  it.each([
    ['no English name', { Name: { ko: '추첨' } }, 'ACTIVITY_NAME_INVALID'],
    ['a name over 80 characters', { Name: { en: 'x'.repeat(81) } }, 'ACTIVITY_NAME_INVALID'],
    ['a summary over 500 characters', { Summary: { en: 'x'.repeat(501) } }, 'ACTIVITY_SUMMARY_INVALID'],
    ['a picture from elsewhere', { Imgs: ['https://evil.test/a.png'] }, 'ACTIVITY_IMAGE_INVALID'],
    ['a path climbing out', { Imgs: ['/promo/../secret'] }, 'ACTIVITY_IMAGE_INVALID'],
    ['seven pictures', { Imgs: Array(7).fill('/promo/a.png') }, 'ACTIVITY_IMAGE_INVALID'],
    ['type 3', { ActivityType: 3 }, 'ACTIVITY_TYPE_INVALID'],
    ['an end before the start', { EndTime: '2026-11-30T00:00:00Z' }, 'ACTIVITY_TIME_INVALID'],
    ['a region in lower case', { Regions: ['us'] }, 'AREA_CODE_INVALID'],
  ])('refuses %s with its code', (_name, change, code) => {
    expect(firstCode(z.safeParse(staffActivityBody, { ...valid, ...change }))).toBe(code);
  });
});

describe('staffGiftBody', () => {
  const gift = { Email: 'Buyer@Holo.test', Name: { en: 'Raffle tickets' }, GiftType: 1, Tickets: 3 };
  it('takes the member by e-mail, in lower case', () => {
    expect(z.parse(staffGiftBody, gift).Email).toBe('buyer@holo.test');
  });
  it('needs exactly one of member id and e-mail', () => {
    expect(firstCode(z.safeParse(staffGiftBody, { ...gift, Email: undefined }))).toBe('GIFT_MEMBER_REQUIRED');
    expect(firstCode(z.safeParse(staffGiftBody, { ...gift, MemberId: 3 }))).toBe('GIFT_MEMBER_REQUIRED');
  });
  it('needs 1 to 20 tickets for a raffle', () => {
    expect(firstCode(z.safeParse(staffGiftBody, { ...gift, Tickets: undefined }))).toBe('GIFT_TICKETS_INVALID');
    expect(firstCode(z.safeParse(staffGiftBody, { ...gift, Tickets: 21 }))).toBe('GIFT_TICKETS_INVALID');
    expect(z.safeParse(staffGiftBody, { ...gift, GiftType: 0, Tickets: undefined }).success).toBe(true);
  });
});

describe('member queries', () => {
  it('refuses a region code that is not two capital letters and a page over 60', () => {
    expect(firstCode(z.safeParse(activitySwitchQuery, { areaCode: 'usa' }))).toBe('AREA_CODE_INVALID');
    expect(z.safeParse(activityListQuery, { PageSize: '61' }).success).toBe(false);
    expect(z.parse(activityListQuery, {})).toEqual({ PageIndex: 1, PageSize: 60 });
  });
});
