/** GET /api/coupons/share/:orderId: the buyer's share link for their own paid order, or SHARE_EXPIRED. */
import type { ServiceContext } from '../context';
import { conflict, notFound } from '../../http/errors';
import { shareCouponPath, type ShareLinkReply } from '../../../src/domain/coupons/coupon.schema';
import { findSharedOrder, isShareOpen, shareEndsAt } from './share-rules';

export async function getShareLink(ctx: ServiceContext, memberId: number, orderId: number): Promise<ShareLinkReply> {
  const order = await findSharedOrder(ctx.db, orderId);
  if (!order || order.buyerMemberId !== memberId) throw notFound('ORDER_NOT_FOUND');
  const endsAt = shareEndsAt(order);
  if (!endsAt || !isShareOpen(order, ctx.clock.now())) throw conflict('SHARE_EXPIRED');
  return {
    OrderId: order.id,
    MemberId: memberId,
    Avatar: order.avatar,
    Link: shareCouponPath(order.id, memberId, order.avatar),
    ExpiresAt: endsAt.toISOString(),
  };
}
