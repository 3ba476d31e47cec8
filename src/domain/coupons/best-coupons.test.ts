import { describe, expect, it } from 'vitest';
import { CouponStatus, type MemberCoupon } from './coupon.schema';
import { bestCouponChoice } from './best-coupons';

const now = new Date('2026-05-01T00:00:00Z');
const coupon = (ID: number, FreeMoney: number, EndDate = '2026-06-01T00:00:00Z', more: Partial<MemberCoupon> = {}): MemberCoupon => ({
  ID,
  CouponID: ID,
  Title: `Coupon ${ID}`,
  FreeMoney,
  IsAllUse: true,
  Commoditys: [],
  EndDate,
  Status: CouponStatus.Unused,
  ...more,
});

describe('bestCouponChoice', () => {
  it('puts the largest discount on the order, each coupon once and one per line', () => {
    const lines = [
      { lineId: 1, commodityId: 10, totalCents: 300 },
      { lineId: 2, commodityId: 20, totalCents: 5_000 },
    ];
    // The 10.00 coupon takes 50.00-line's 10.00 (it would take only 3.00 off line 1); the 5.00 goes on line 1 for 3.00.
    const chosen = bestCouponChoice(lines, [coupon(7, 500), coupon(8, 1_000)], now);
    expect(Object.fromEntries(chosen)).toEqual({ 2: 8, 1: 7 });
  });

  it('among equal discounts takes the coupon expiring first', () => {
    const chosen = bestCouponChoice([{ lineId: 1, commodityId: 10, totalCents: 2_000 }], [coupon(1, 500, '2026-09-01T00:00:00Z'), coupon(2, 500, '2026-05-10T00:00:00Z')], now);
    expect(chosen.get(1)).toBe(2);
  });

  it('skips coupons that do not apply: other items, used, expired', () => {
    const coupons = [
      coupon(1, 900, undefined, { IsAllUse: false, Commoditys: [99] }),
      coupon(2, 800, undefined, { Status: CouponStatus.Used }),
      coupon(3, 700, '2026-04-01T00:00:00Z'),
      coupon(4, 100),
    ];
    expect(Object.fromEntries(bestCouponChoice([{ lineId: 5, commodityId: 10, totalCents: 2_000 }], coupons, now))).toEqual({ 5: 4 });
    expect(bestCouponChoice([{ lineId: 5, commodityId: 10, totalCents: 2_000 }], coupons.slice(0, 3), now).size).toBe(0);
  });
});
