import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applicableCoupons, applyCoupons, couponDiscount, type CouponLine } from './coupon-rules';
import { CouponStatus, type MemberCoupon } from './coupon.schema';

const now = new Date('2026-11-21T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

function coupon(id: number, values: Partial<MemberCoupon> = {}): MemberCoupon {
  return { ID: id, CouponID: 1, Title: `Coupon ${id}`, FreeMoney: 500, IsAllUse: true, Commoditys: [], EndDate: inDays(10), Status: 0, ...values };
}

const line = (commodityId: number, totalCents: number): CouponLine => ({ commodityId, totalCents });

describe('applicableCoupons', () => {
  it('sorts by FreeMoney, highest first, and disables the coupons not for this item', () => {
    const coupons = [
      coupon(1, { FreeMoney: 300 }),
      coupon(2, { FreeMoney: 1_000, IsAllUse: false, Commoditys: [99] }),
      coupon(3, { FreeMoney: 500, IsAllUse: false, Commoditys: [7, 8] }),
    ];
    const options = applicableCoupons(line(7, 2_000), coupons, now);
    expect(options.map((o) => [o.coupon.ID, o.disabled, o.reason])).toEqual([
      [2, true, 'not_applicable'],
      [3, false, null],
      [1, false, null],
    ]);
  });

  it('disables used and expired coupons, and those another line has taken', () => {
    const coupons = [
      coupon(1, { Status: CouponStatus.Used }),
      coupon(2, { EndDate: now.toISOString() }),
      coupon(3, { Status: CouponStatus.Expired, EndDate: inDays(1) }),
      coupon(4),
      coupon(5),
    ];
    const reasons = Object.fromEntries(applicableCoupons(line(1, 900), coupons, now, new Set([5])).map((o) => [o.coupon.ID, o.reason]));
    expect(reasons).toEqual({ 1: 'used', 2: 'expired', 3: 'expired', 4: null, 5: 'taken' });
  });

  it('puts usable before disabled at equal value, then the one expiring soonest', () => {
    const coupons = [coupon(1, { IsAllUse: false }), coupon(2, { EndDate: inDays(20) }), coupon(3, { EndDate: inDays(2) })];
    expect(applicableCoupons(line(1, 900), coupons, now).map((o) => o.coupon.ID)).toEqual([3, 2, 1]);
  });

  it('takes off no more than the line total', () => {
    const [option] = applicableCoupons(line(1, 250), [coupon(1, { FreeMoney: 500 })], now);
    expect(option?.discountCents).toBe(250);
  });
});

describe('applyCoupons', () => {
  const lines = [line(7, 2_000), line(8, 300)];

  it('gives each chosen line its discount and the total after coupons', () => {
    const result = applyCoupons(lines, [coupon(1, { FreeMoney: 500 }), coupon(2, { FreeMoney: 500 })], [
      { memberCouponId: 1, line: 0 },
      { memberCouponId: 2, line: 1 },
    ], now);
    expect(result).toEqual({
      ok: true,
      lines: [
        { memberCouponId: 1, discountCents: 500 },
        { memberCouponId: 2, discountCents: 300 },
      ],
      discountCents: 800,
      totalCents: 1_500,
    });
  });

  it('refuses one coupon on two lines, and two coupons on one line', () => {
    const coupons = [coupon(1), coupon(2)];
    expect(applyCoupons(lines, coupons, [{ memberCouponId: 1, line: 0 }, { memberCouponId: 1, line: 1 }], now)).toEqual({
      ok: false,
      code: 'COUPON_ONCE',
      memberCouponId: 1,
    });
    expect(applyCoupons(lines, coupons, [{ memberCouponId: 1, line: 0 }, { memberCouponId: 2, line: 0 }], now)).toMatchObject({
      ok: false,
      code: 'COUPON_ONE_PER_LINE',
    });
  });

  it('refuses a coupon not for the item, used, expired or not the member’s, and an unknown line', () => {
    const coupons = [
      coupon(1, { IsAllUse: false, Commoditys: [8] }),
      coupon(2, { Status: CouponStatus.Used }),
      coupon(3, { EndDate: inDays(-1) }),
    ];
    const codeOf = (memberCouponId: number, at = 0) => {
      const result = applyCoupons(lines, coupons, [{ memberCouponId, line: at }], now);
      return result.ok ? null : result.code;
    };
    expect(codeOf(1)).toBe('COUPON_NOT_APPLICABLE');
    expect(codeOf(1, 1)).toBeNull();
    expect(codeOf(2)).toBe('COUPON_USED');
    expect(codeOf(3)).toBe('COUPON_EXPIRED');
    expect(codeOf(4)).toBe('COUPON_NOT_FOUND');
    expect(codeOf(1, 2)).toBe('BAD_REQUEST');
    expect(codeOf(1, 0.5)).toBe('BAD_REQUEST');
  });

  it('with no coupons chosen leaves every line as it is', () => {
    expect(applyCoupons(lines, [coupon(1)], [], now)).toMatchObject({ ok: true, discountCents: 0, totalCents: 2_300 });
  });

  const arbitraryOrder = fc.record({
    lines: fc.array(fc.record({ commodityId: fc.integer({ min: 1, max: 5 }), totalCents: fc.integer({ min: 0, max: 10_000 }) }), {
      minLength: 1,
      maxLength: 6,
    }),
    coupons: fc.uniqueArray(
      fc.record({
        ID: fc.integer({ min: 1, max: 12 }),
        FreeMoney: fc.integer({ min: 1, max: 8_000 }),
        IsAllUse: fc.boolean(),
        Commoditys: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
        Status: fc.constantFrom(0, 0, 0, 1),
        days: fc.integer({ min: -3, max: 30 }),
      }),
      { selector: (c) => c.ID, maxLength: 8 },
    ),
    choice: fc.array(fc.record({ memberCouponId: fc.integer({ min: 1, max: 12 }), line: fc.integer({ min: 0, max: 6 }) }), { maxLength: 6 }),
  });

  it('whatever is chosen: never below 0, each coupon once, one per line, only where it applies', () => {
    fc.assert(
      fc.property(arbitraryOrder, (order) => {
        const coupons = order.coupons.map(({ days, ...c }) => coupon(c.ID, { ...c, EndDate: inDays(days) }));
        const result = applyCoupons(order.lines, coupons, order.choice, now);
        if (!result.ok) return;
        const gross = order.lines.reduce((sum, l) => sum + l.totalCents, 0);
        expect(result.totalCents).toBeGreaterThanOrEqual(0);
        expect(result.totalCents).toBe(gross - result.discountCents);
        const used = result.lines.flatMap((l) => (l.memberCouponId === null ? [] : [l.memberCouponId]));
        expect(new Set(used).size).toBe(used.length);
        expect(used.length).toBe(order.choice.length);
        result.lines.forEach((slot, index) => {
          const orderLine = order.lines[index]!;
          expect(slot.discountCents).toBeLessThanOrEqual(orderLine.totalCents);
          if (slot.memberCouponId === null) return expect(slot.discountCents).toBe(0);
          const chosen = coupons.find((c) => c.ID === slot.memberCouponId)!;
          expect(chosen.Status).toBe(0);
          expect(Date.parse(chosen.EndDate)).toBeGreaterThan(now.getTime());
          expect(chosen.IsAllUse || chosen.Commoditys.includes(orderLine.commodityId)).toBe(true);
          expect(slot.discountCents).toBe(couponDiscount(chosen, orderLine.totalCents));
        });
      }),
    );
  });

  it('accepts any choice that picks distinct usable coupons for distinct lines', () => {
    fc.assert(
      fc.property(arbitraryOrder, (order) => {
        const coupons = order.coupons.map(({ days: _days, ...c }) => coupon(c.ID, { ...c, Status: 0, IsAllUse: true, EndDate: inDays(1) }));
        const choice = coupons.slice(0, order.lines.length).map((c, index) => ({ memberCouponId: c.ID, line: index }));
        expect(applyCoupons(order.lines, coupons, choice, now).ok).toBe(true);
      }),
    );
  });
});
