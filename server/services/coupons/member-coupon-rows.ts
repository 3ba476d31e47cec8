/** A member's coupons joined with their kind, as the spec's Coupon reply (Status 2 when unused past its end). */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { coupons, memberCoupons } from '../../db/schema';
import { CouponStatus, type MemberCoupon } from '../../../src/domain/coupons/coupon.schema';

export const memberCouponColumns = {
  id: memberCoupons.id,
  couponId: memberCoupons.couponId,
  status: memberCoupons.status,
  expiresAt: memberCoupons.expiresAt,
  title: coupons.title,
  freeCents: coupons.freeCents,
  isAllUse: coupons.isAllUse,
  commodityIds: coupons.commodityIds,
};

export interface MemberCouponRow {
  id: number;
  couponId: number;
  status: number;
  expiresAt: Date;
  title: string;
  freeCents: number;
  isAllUse: boolean;
  commodityIds: number[];
}

export function toMemberCoupon(row: MemberCouponRow, now: Date): MemberCoupon {
  const expired = row.status === CouponStatus.Unused && row.expiresAt.getTime() <= now.getTime();
  return {
    ID: row.id,
    CouponID: row.couponId,
    Title: row.title,
    FreeMoney: row.freeCents,
    IsAllUse: row.isAllUse,
    Commoditys: row.commodityIds,
    EndDate: row.expiresAt.toISOString(),
    Status: expired ? CouponStatus.Expired : row.status,
  };
}

/** The member's coupons meeting `where` (or with these ids), as replies. */
export async function memberCouponsWhere(db: Db | Tx, memberId: number, now: Date, where?: SQL, ids?: number[]): Promise<MemberCoupon[]> {
  const rows = await db
    .select(memberCouponColumns)
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.memberId, memberId), where, ids ? inArray(memberCoupons.id, ids) : undefined))
    .orderBy(memberCoupons.id);
  return rows.map((row) => toMemberCoupon(row, now));
}
