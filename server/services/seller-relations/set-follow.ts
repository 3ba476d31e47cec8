/** Follow (save) or unfollow a seller (PUT / DELETE /api/sellers/:id/follow): idempotent. */
import { and, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { followedSellers, members } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

export interface FollowState {
  IsAttention: boolean;
  FollowerCount: number;
}

export async function setFollow(ctx: ServiceContext, memberId: number, sellerId: number, following: boolean): Promise<FollowState> {
  if (sellerId === memberId) throw badRequest('CANNOT_FOLLOW_SELF');
  const [seller] = await ctx.db.select({ id: members.id }).from(members).where(and(eq(members.id, sellerId), eq(members.isSeller, true)));
  if (!seller) throw notFound('STORE_NOT_FOUND');
  if (following) {
    await ctx.db.insert(followedSellers).values({ memberId, sellerMemberId: sellerId, createdAt: ctx.clock.now() }).onConflictDoNothing();
  } else {
    await ctx.db.delete(followedSellers).where(and(eq(followedSellers.memberId, memberId), eq(followedSellers.sellerMemberId, sellerId)));
  }
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(followedSellers)
    .where(eq(followedSellers.sellerMemberId, sellerId));
  return { IsAttention: following, FollowerCount: row?.n ?? 0 };
}
