/**
 * Spends a member's coupons on the lines of a store order being created, inside the creation
 * transaction. The chosen member_coupons rows are locked FOR UPDATE in id order before they are
 * checked, so of two checkouts racing for one coupon the second waits, then reads it used and fails
 * with COUPON_USED (its transaction, and so its order, rolls back).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { coupons, memberCoupons } from '../../db/schema';
import { AppError } from '../../http/errors';
import { CouponStatus } from '../../../src/domain/coupons/coupon.schema';
import { applyCoupons, type CouponChoice, type CouponErrorCode } from '../../../src/domain/coupons/coupon-rules';
import { toMemberCoupon } from './member-coupon-rows';

export interface SpendLine {
  commodityId: number;
  /** Price × quantity, cents. */
  totalCents: number;
  /** The store order the line belongs to, when its id is already known. */
  storeOrderId?: number;
}

export type { CouponChoice };

export interface SpentCoupons {
  /** One entry per line, in the lines' order: the coupon on it (or null) and what it took off. */
  lines: { memberCouponId: number | null; discountCents: number }[];
  discountCents: number;
}

export const couponErrorStatus: Record<CouponErrorCode, number> = {
  BAD_REQUEST: 400,
  COUPON_NOT_FOUND: 404,
  COUPON_USED: 409,
  COUPON_EXPIRED: 409,
  COUPON_NOT_APPLICABLE: 400,
  COUPON_ONCE: 400,
  COUPON_ONE_PER_LINE: 400,
};

/**
 * Checks the choice (`line` indexes `lines`) against the member's locked coupons and marks the
 * chosen ones used at `now`. A line with a storeOrderId gets its coupon's used_store_order_id now;
 * otherwise call attachCouponsToStoreOrder once the order id is known.
 */
export async function spendCoupons(tx: Tx, memberId: number, lines: SpendLine[], choice: CouponChoice[], now: Date): Promise<SpentCoupons> {
  if (choice.length === 0) return { lines: lines.map(() => ({ memberCouponId: null, discountCents: 0 })), discountCents: 0 };
  const ids = [...new Set(choice.map((c) => c.memberCouponId))].sort((a, b) => a - b);
  const locked = await tx
    .select()
    .from(memberCoupons)
    .where(and(eq(memberCoupons.memberId, memberId), inArray(memberCoupons.id, ids)))
    .orderBy(asc(memberCoupons.id))
    .for('update');
  const kinds = await tx.select().from(coupons).where(inArray(coupons.id, [...new Set(locked.map((row) => row.couponId))]));
  const kindById = new Map(kinds.map((kind) => [kind.id, kind]));
  const owned = locked.map((row) => {
    const kind = kindById.get(row.couponId)!;
    return toMemberCoupon({ ...row, title: kind.title, freeCents: kind.freeCents, isAllUse: kind.isAllUse, commodityIds: kind.commodityIds }, now);
  });

  const applied = applyCoupons(lines, owned, choice, now);
  if (!applied.ok) throw new AppError(couponErrorStatus[applied.code], applied.code, 'couponMemberID');

  for (const [index, slot] of applied.lines.entries()) {
    if (slot.memberCouponId === null) continue;
    const marked = await tx
      .update(memberCoupons)
      .set({ status: CouponStatus.Used, usedAt: now, usedStoreOrderId: lines[index]!.storeOrderId ?? null })
      .where(and(eq(memberCoupons.id, slot.memberCouponId), eq(memberCoupons.status, CouponStatus.Unused)))
      .returning({ id: memberCoupons.id });
    if (marked.length === 0) throw new AppError(409, 'COUPON_USED', 'couponMemberID');
  }
  return { lines: applied.lines, discountCents: applied.discountCents };
}

/** Records which store order spent these coupons (spent by spendCoupons in the same transaction). */
export async function attachCouponsToStoreOrder(tx: Tx, memberCouponIds: number[], storeOrderId: number): Promise<void> {
  if (memberCouponIds.length === 0) return;
  await tx
    .update(memberCoupons)
    .set({ usedStoreOrderId: storeOrderId })
    .where(and(inArray(memberCoupons.id, memberCouponIds), eq(memberCoupons.status, CouponStatus.Used)));
}
