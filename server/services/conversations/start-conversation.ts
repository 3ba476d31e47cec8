/**
 * POST /api/conversations: a member asks a seller about a card or their store. The conversation is
 * found or created by one INSERT … ON CONFLICT on its unique (buyer, seller, card) key, so two first
 * messages sent at once land in the same conversation; the message follows in the same transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { commodities, conversations, members } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { appendMessage } from './append-message';

export interface StartConversationInput {
  CommodityId?: number | undefined;
  SellerId?: number | undefined;
  Body: string;
  SendCopy: boolean;
}

export async function startConversation(ctx: ServiceContext, memberId: number, input: StartConversationInput): Promise<{ Id: number }> {
  const target = await contactTarget(ctx, input);
  if (target.sellerId === memberId) throw conflict('CONTACT_OWN_ITEM');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({ buyerMemberId: memberId, sellerMemberId: target.sellerId, commodityId: target.commodityId, createdAt: now, lastMessageAt: now })
      .onConflictDoUpdate({
        target: [conversations.buyerMemberId, conversations.sellerMemberId, conversations.commodityId],
        set: { lastMessageAt: sql`excluded.last_message_at` },
      })
      .returning();
    await appendMessage(tx, conversation!, { senderId: memberId, body: input.Body, sendCopy: input.SendCopy }, now);
    return { Id: conversation!.id };
  });
}

async function contactTarget(ctx: ServiceContext, input: StartConversationInput): Promise<{ sellerId: number; commodityId: number | null }> {
  if (input.CommodityId !== undefined) {
    const [item] = await ctx.db.select({ sellerId: commodities.sellerMemberId }).from(commodities).where(eq(commodities.id, input.CommodityId));
    if (!item) throw notFound('LISTING_NOT_FOUND');
    return { sellerId: item.sellerId, commodityId: input.CommodityId };
  }
  const [seller] = await ctx.db.select({ id: members.id, isSeller: members.isSeller }).from(members).where(eq(members.id, input.SellerId!));
  if (!seller?.isSeller) throw notFound('STORE_NOT_FOUND');
  return { sellerId: seller.id, commodityId: null };
}
