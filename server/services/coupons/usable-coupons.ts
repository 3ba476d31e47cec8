/**
 * GET /api/me/coupons/usable?lines=: for each of the member's cart lines, every unused coupon they
 * hold as an option (spec 2 section 5: sorted by value, disabled where it does not apply).
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { cartLines, commodityConditions, memberCoupons } from '../../db/schema';
import { CouponStatus, type UsableCouponsReply } from '../../../src/domain/coupons/coupon.schema';
import { applicableCoupons } from '../../../src/domain/coupons/coupon-rules';
import { memberCouponsWhere } from './member-coupon-rows';

export async function usableCoupons(ctx: ServiceContext, memberId: number, cartLineIds: number[]): Promise<UsableCouponsReply> {
  const now = ctx.clock.now();
  const lines = await ctx.db
    .select({ id: cartLines.id, commodityId: cartLines.commodityId, num: cartLines.num, priceCents: commodityConditions.priceCents })
    .from(cartLines)
    .innerJoin(commodityConditions, eq(commodityConditions.id, cartLines.conditionId))
    .where(and(eq(cartLines.memberId, memberId), inArray(cartLines.id, cartLineIds)))
    .orderBy(cartLines.id);
  const owned = await memberCouponsWhere(
    ctx.db,
    memberId,
    now,
    and(eq(memberCoupons.status, CouponStatus.Unused), gt(memberCoupons.expiresAt, now)),
  );
  return {
    Lines: lines.map((line) => {
      const totalCents = line.priceCents * line.num;
      const options = applicableCoupons({ commodityId: line.commodityId, totalCents }, owned, now);
      return {
        CartLineId: line.id,
        CommodityId: line.commodityId,
        TotalCents: totalCents,
        Coupons: options.map((option) => ({ ...option.coupon, Disabled: option.disabled, DiscountCents: option.discountCents })),
      };
    }),
  };
}
