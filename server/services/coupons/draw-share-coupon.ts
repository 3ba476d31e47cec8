/**
 * POST /api/coupons/shares/:token/draw: a member opening a shared link draws the share coupon
 * kind, once per shared order; an unknown token answers as an expired share does. The partial unique index (member, shared order) makes a double click
 * or two tabs at once end with one coupon: the loser's insert does nothing and it reads the winner's.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/client';
import { coupons, memberCoupons } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { DrawShareReply } from '../../../src/domain/coupons/coupon.schema';
import { memberCouponsWhere } from './member-coupon-rows';
import { findOrderOfShare, isShareOpen } from './share-rules';

const DAY_MS = 86_400_000;

export async function drawShareCoupon(ctx: ServiceContext, memberId: number, token: string): Promise<DrawShareReply> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const order = await findOrderOfShare(tx, token);
    if (!order) throw conflict('SHARE_EXPIRED');
    if (order.buyerMemberId === memberId) throw forbidden('SHARE_OWN_LINK');
    const orderId = order.id;

    const held = await drawnFrom(tx, memberId, orderId, now);
    if (held) return { Coupon: held, AlreadyDrawn: true };
    if (!isShareOpen(order, now)) throw conflict('SHARE_EXPIRED');

    const [kind] = await tx.select().from(coupons).where(eq(coupons.share, true)).orderBy(asc(coupons.id)).limit(1);
    if (!kind) throw notFound('COUPON_NOT_FOUND');
    const inserted = await tx
      .insert(memberCoupons)
      .values({ couponId: kind.id, memberId, expiresAt: new Date(now.getTime() + kind.validDays * DAY_MS), sharedOrderId: orderId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: memberCoupons.id });
    const coupon = await drawnFrom(tx, memberId, orderId, now);
    if (!coupon) throw conflict('SHARE_EXPIRED');
    return { Coupon: coupon, AlreadyDrawn: inserted.length === 0 };
  });
}

async function drawnFrom(tx: Tx, memberId: number, orderId: number, now: Date) {
  const [coupon] = await memberCouponsWhere(tx, memberId, now, and(eq(memberCoupons.sharedOrderId, orderId)));
  return coupon;
}
