/**
 * Gives back the coupons an unpaid store order spent, when it closes (call it in the closing
 * transaction). They become unused again; one whose end date has passed meanwhile then shows as
 * expired, not as used on an order that never happened. Returns how many came back.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { memberCoupons } from '../../db/schema';
import { CouponStatus } from '../../../src/domain/coupons/coupon.schema';

export async function restoreCoupons(tx: Tx, storeOrderId: number): Promise<number> {
  const restored = await tx
    .update(memberCoupons)
    .set({ status: CouponStatus.Unused, usedAt: null, usedStoreOrderId: null })
    .where(and(eq(memberCoupons.usedStoreOrderId, storeOrderId), eq(memberCoupons.status, CouponStatus.Used)))
    .returning({ id: memberCoupons.id });
  return restored.length;
}
