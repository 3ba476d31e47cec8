/** GET /api/conversations/:id: the thread for either party; reading it marks the reader's side read. */
import { asc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { commodities, conversationMessages, conversations, members, stores } from '../../db/schema';
import type { Conversation } from '../../../src/domain/messages/conversation.schema';
import { findOwnConversation } from './find-own-conversation';
import { isBlockedBetween } from './contact-guards';

export async function getConversation(ctx: ServiceContext, memberId: number, id: number): Promise<Conversation> {
  const conversation = await findOwnConversation(ctx.db, memberId, id, 'either');
  const role = conversation.buyerMemberId === memberId ? 'buyer' : 'seller';
  const now = ctx.clock.now();
  await ctx.db
    .update(conversations)
    .set(role === 'buyer' ? { buyerReadAt: now } : { sellerReadAt: now })
    .where(eq(conversations.id, id));
  const [buyer, seller, store, item, messages, blocked] = await Promise.all([
    nicknameOf(ctx, conversation.buyerMemberId),
    nicknameOf(ctx, conversation.sellerMemberId),
    ctx.db.select({ name: stores.storeName }).from(stores).where(eq(stores.sellerMemberId, conversation.sellerMemberId)).limit(1),
    conversation.commodityId === null
      ? Promise.resolve([])
      : ctx.db
          .select({ Id: commodities.id, Title: commodities.title, Image: commodities.titImg, Price: commodities.priceCents })
          .from(commodities)
          .where(eq(commodities.id, conversation.commodityId)),
    ctx.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, id)).orderBy(asc(conversationMessages.id)),
    isBlockedBetween(ctx.db, conversation.buyerMemberId, conversation.sellerMemberId),
  ]);
  return {
    Id: id,
    Role: role,
    Buyer: { Id: conversation.buyerMemberId, NickName: buyer },
    Seller: { Id: conversation.sellerMemberId, NickName: seller, StoreName: store[0]?.name ?? null },
    Item: item[0] ?? null,
    Messages: messages.map((m) => ({
      Id: m.id,
      From: m.senderMemberId === conversation.buyerMemberId ? 'buyer' : 'seller',
      Body: m.body,
      CreateDate: m.createdAt.toISOString(),
    })),
    CanWrite: !blocked,
  };
}

async function nicknameOf(ctx: ServiceContext, memberId: number): Promise<string> {
  const [row] = await ctx.db.select({ nickname: members.nickname }).from(members).where(eq(members.id, memberId));
  return row?.nickname ?? '';
}
