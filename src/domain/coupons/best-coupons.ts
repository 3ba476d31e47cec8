/**
 * The coupons a store checkout picks by default (issue 32: "pick the best applicable coupon"):
 * the choice that takes the most off the order. Each coupon goes on one line and a line takes one
 * (coupon-rules.ts), so the pairs are taken greedily, largest discount first; among equal
 * discounts the coupon expiring first is used first, so the longer-lived one is kept for later.
 * Greedy is exact here in practice: a coupon takes min(its value, the line's total) off any line it fits.
 */
import type { MemberCoupon } from './coupon.schema';
import { couponDiscount, couponProblem } from './coupon-rules';

export interface BestCouponLine {
  lineId: number;
  commodityId: number;
  /** Price × quantity, cents. */
  totalCents: number;
}

/** Line id → the member coupon id chosen for it; lines without a coupon are absent. */
export function bestCouponChoice(lines: readonly BestCouponLine[], coupons: readonly MemberCoupon[], now: Date): Map<number, number> {
  const pairs = lines.flatMap((line) =>
    coupons
      .filter((coupon) => couponProblem(coupon, line, now) === null)
      .map((coupon) => ({ line, coupon, discount: couponDiscount(coupon, line.totalCents) }))
      .filter((pair) => pair.discount > 0),
  );
  pairs.sort(
    (a, b) =>
      b.discount - a.discount ||
      Date.parse(a.coupon.EndDate) - Date.parse(b.coupon.EndDate) ||
      a.coupon.ID - b.coupon.ID ||
      a.line.lineId - b.line.lineId,
  );
  const chosen = new Map<number, number>();
  const used = new Set<number>();
  for (const { line, coupon } of pairs) {
    if (chosen.has(line.lineId) || used.has(coupon.ID)) continue;
    chosen.set(line.lineId, coupon.ID);
    used.add(coupon.ID);
  }
  return chosen;
}
