/**
 * GET /api/me/coupons (spec 3 "Coupons"): tab 0 the unused coupons still valid, soonest to expire
 * first; tab 1 those no longer usable, expired or used (Status tells which), latest first.
 */
import { and, asc, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceContext } from '../context';
import { coupons, memberCoupons } from '../../db/schema';
import { CouponStatus, type myCouponsQuery } from '../../../src/domain/coupons/coupon.schema';
import { memberCouponColumns, toMemberCoupon } from './member-coupon-rows';

type MyCouponsQuery = z.output<typeof myCouponsQuery>;

export async function listMyCoupons(ctx: ServiceContext, memberId: number, query: MyCouponsQuery) {
  const now = ctx.clock.now();
  const usable = and(eq(memberCoupons.status, CouponStatus.Unused), gt(memberCoupons.expiresAt, now));
  const spentOrExpired = or(eq(memberCoupons.status, CouponStatus.Used), lte(memberCoupons.expiresAt, now));
  const where = and(eq(memberCoupons.memberId, memberId), query.type === 0 ? usable : spentOrExpired);
  const order =
    query.type === 0
      ? [asc(memberCoupons.expiresAt), asc(memberCoupons.id)]
      : [desc(sql`coalesce(${memberCoupons.usedAt}, ${memberCoupons.expiresAt})`), desc(memberCoupons.id)];

  const rows = await ctx.db
    .select(memberCouponColumns)
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(memberCoupons).where(where);
  return { data: rows.map((row) => toMemberCoupon(row, now)), count: total?.n ?? 0 };
}
