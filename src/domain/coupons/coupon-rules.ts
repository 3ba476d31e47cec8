/**
 * Which coupons fit an order line and what they take off (spec 2 section 5 "Order"): a coupon
 * applies when it is for all products or lists the line's item, is unused and not expired; each
 * coupon is spent once, on one line; a line takes at most one; a line never goes below 0.
 */
import { CouponStatus, type MemberCoupon } from './coupon.schema';

export interface CouponLine {
  commodityId: number;
  /** Price × quantity, cents. */
  totalCents: number;
}

/** Why a coupon cannot go on a line; `taken` means another line of the order already holds it. */
export type CouponDisabledReason = 'not_applicable' | 'used' | 'expired' | 'taken';

export interface CouponOption {
  coupon: MemberCoupon;
  disabled: boolean;
  reason: CouponDisabledReason | null;
  /** What it would take off this line: min(FreeMoney, line total). */
  discountCents: number;
}

export type CouponErrorCode =
  | 'BAD_REQUEST'
  | 'COUPON_NOT_FOUND'
  | 'COUPON_USED'
  | 'COUPON_EXPIRED'
  | 'COUPON_NOT_APPLICABLE'
  | 'COUPON_ONCE'
  | 'COUPON_ONE_PER_LINE';

export type CouponChoice = { memberCouponId: number; line: number };

export type AppliedCoupons =
  | {
      ok: true;
      /** One entry per line, in the lines' order. */
      lines: { memberCouponId: number | null; discountCents: number }[];
      discountCents: number;
      /** The lines' sum after their discounts (never below 0). */
      totalCents: number;
    }
  | { ok: false; code: CouponErrorCode; memberCouponId: number };

export function isExpired(coupon: Pick<MemberCoupon, 'EndDate' | 'Status'>, now: Date): boolean {
  return coupon.Status === CouponStatus.Expired || Date.parse(coupon.EndDate) <= now.getTime();
}

export function coversItem(coupon: Pick<MemberCoupon, 'IsAllUse' | 'Commoditys'>, commodityId: number): boolean {
  return coupon.IsAllUse || coupon.Commoditys.includes(commodityId);
}

export function couponDiscount(coupon: Pick<MemberCoupon, 'FreeMoney'>, totalCents: number): number {
  return Math.max(0, Math.min(coupon.FreeMoney, totalCents));
}

/** Why this coupon cannot go on this line, or null when it can. */
export function couponProblem(coupon: MemberCoupon, line: CouponLine, now: Date): Exclude<CouponDisabledReason, 'taken'> | null {
  if (coupon.Status === CouponStatus.Used) return 'used';
  if (isExpired(coupon, now)) return 'expired';
  if (!coversItem(coupon, line.commodityId)) return 'not_applicable';
  return null;
}

/**
 * Every coupon as an option for one line, sorted by value (highest first); those that cannot go on
 * it are disabled. Among equal values the usable ones come first, then the one expiring soonest.
 */
export function applicableCoupons(
  line: CouponLine,
  coupons: readonly MemberCoupon[],
  now: Date,
  takenIds: ReadonlySet<number> = new Set(),
): CouponOption[] {
  return coupons
    .map((coupon): CouponOption => {
      const reason = couponProblem(coupon, line, now) ?? (takenIds.has(coupon.ID) ? 'taken' : null);
      return { coupon, disabled: reason !== null, reason, discountCents: couponDiscount(coupon, line.totalCents) };
    })
    .sort(
      (a, b) =>
        b.coupon.FreeMoney - a.coupon.FreeMoney ||
        Number(a.disabled) - Number(b.disabled) ||
        Date.parse(a.coupon.EndDate) - Date.parse(b.coupon.EndDate) ||
        a.coupon.ID - b.coupon.ID,
    );
}

const problemCodes = {
  used: 'COUPON_USED',
  expired: 'COUPON_EXPIRED',
  not_applicable: 'COUPON_NOT_APPLICABLE',
} as const satisfies Record<string, CouponErrorCode>;

/**
 * The discounts of a choice of coupons (`line` indexes `lines`), or the first rule it breaks.
 * `coupons` are the member's own: a chosen id not among them is COUPON_NOT_FOUND.
 */
export function applyCoupons(
  lines: readonly CouponLine[],
  coupons: readonly MemberCoupon[],
  choice: readonly CouponChoice[],
  now: Date,
): AppliedCoupons {
  const byId = new Map(coupons.map((coupon) => [coupon.ID, coupon]));
  const result = lines.map(() => ({ memberCouponId: null as number | null, discountCents: 0 }));
  const spent = new Set<number>();
  for (const { memberCouponId, line } of choice) {
    const fail = (code: CouponErrorCode) => ({ ok: false as const, code, memberCouponId });
    const target = Number.isInteger(line) ? lines[line] : undefined;
    const slot = Number.isInteger(line) ? result[line] : undefined;
    if (!target || !slot) return fail('BAD_REQUEST');
    const coupon = byId.get(memberCouponId);
    if (!coupon) return fail('COUPON_NOT_FOUND');
    if (spent.has(memberCouponId)) return fail('COUPON_ONCE');
    if (slot.memberCouponId !== null) return fail('COUPON_ONE_PER_LINE');
    const problem = couponProblem(coupon, target, now);
    if (problem) return fail(problemCodes[problem]);
    spent.add(memberCouponId);
    slot.memberCouponId = memberCouponId;
    slot.discountCents = couponDiscount(coupon, target.totalCents);
  }
  const discountCents = result.reduce((sum, slot) => sum + slot.discountCents, 0);
  const totalCents = lines.reduce((sum, line, index) => sum + Math.max(0, line.totalCents - result[index]!.discountCents), 0);
  return { ok: true, lines: result, discountCents, totalCents };
}
