/**
 * Block or unblock a member (PUT / DELETE /api/sellers/:id/block; spec Type 1 block, 2 unblock):
 * idempotent. Blocking also ends following them; their listings leave searches and alerts.
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { followedSellers, memberBlocks, members } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

export async function setBlock(ctx: ServiceContext, memberId: number, targetId: number, blocked: boolean) {
  if (targetId === memberId) throw badRequest('CANNOT_BLOCK_SELF');
  const [target] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.id, targetId));
  if (!target) throw notFound('ACCOUNT_NOT_FOUND');
  if (blocked) {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(memberBlocks).values({ memberId, blockedMemberId: targetId, createdAt: ctx.clock.now() }).onConflictDoNothing();
      await tx.delete(followedSellers).where(and(eq(followedSellers.memberId, memberId), eq(followedSellers.sellerMemberId, targetId)));
    });
  } else {
    await ctx.db.delete(memberBlocks).where(and(eq(memberBlocks.memberId, memberId), eq(memberBlocks.blockedMemberId, targetId)));
  }
  return { IsInBlacklist: blocked };
}
