/**
 * Whether a marketplace order can be shared for a coupon (decided for Holo, spec 3 "Get share
 * coupon"): paid (status 2 up to 5, paid_at set) and within SHARE_WINDOW_MS of payment.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { couponShares, orders } from '../../db/schema';
import { SHARE_WINDOW_MS } from '../../../src/domain/coupons/coupon.schema';

const PAID = 2;
const CLOSED = 6;

export interface SharedOrder {
  id: number;
  buyerMemberId: number;
  orderStatus: number;
  paidAt: Date | null;
}

const sharedOrderColumns = { id: orders.id, buyerMemberId: orders.buyerMemberId, orderStatus: orders.orderStatus, paidAt: orders.paidAt };

export async function findSharedOrder(db: Db | Tx, orderId: number): Promise<SharedOrder | undefined> {
  const [row] = await db.select(sharedOrderColumns).from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The order a share link's token was made for. */
export async function findOrderOfShare(db: Db | Tx, token: string): Promise<SharedOrder | undefined> {
  const [row] = await db.select(sharedOrderColumns).from(couponShares).innerJoin(orders, eq(orders.id, couponShares.orderId)).where(eq(couponShares.token, token));
  return row;
}

/** When sharing ends, or null when the order cannot be shared (unpaid, closed). */
export function shareEndsAt(order: Pick<SharedOrder, 'orderStatus' | 'paidAt'>): Date | null {
  if (order.orderStatus < PAID || order.orderStatus >= CLOSED || !order.paidAt) return null;
  return new Date(order.paidAt.getTime() + SHARE_WINDOW_MS);
}

export function isShareOpen(order: Pick<SharedOrder, 'orderStatus' | 'paidAt'>, now: Date): boolean {
  const endsAt = shareEndsAt(order);
  return endsAt !== null && now.getTime() < endsAt.getTime();
}
