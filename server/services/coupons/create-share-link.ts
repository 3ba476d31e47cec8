/**
 * POST /api/coupons/shares: the buyer shares their own paid order. The first share makes the link's
 * random token; sharing again hands back the same link (the insert that loses a race does nothing).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { couponShares } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { shareCouponPath, type ShareLinkReply } from '../../../src/domain/coupons/coupon.schema';
import { findSharedOrder, isShareOpen, shareEndsAt } from './share-rules';

export async function createShareLink(ctx: ServiceContext, memberId: number, orderId: number): Promise<ShareLinkReply> {
  const now = ctx.clock.now();
  const order = await findSharedOrder(ctx.db, orderId);
  if (!order || order.buyerMemberId !== memberId) throw notFound('ORDER_NOT_FOUND');
  const endsAt = shareEndsAt(order);
  if (!endsAt || !isShareOpen(order, now)) throw conflict('SHARE_EXPIRED');
  await ctx.db
    .insert(couponShares)
    .values({ orderId, token: randomBytes(32).toString('base64url'), createdAt: now })
    .onConflictDoNothing({ target: couponShares.orderId });
  const [share] = await ctx.db.select({ token: couponShares.token }).from(couponShares).where(eq(couponShares.orderId, orderId));
  return { Link: shareCouponPath(share!.token), ExpiresAt: endsAt.toISOString() };
}
