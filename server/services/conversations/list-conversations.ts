/**
 * A member's conversations: GET /api/conversations (as buyer or seller, newest first) and the seller
 * site's inbox GET /api/seller/conversations (as seller, unread first, then newest). Unread: the
 * other side wrote after the reader's read mark.
 */
import { desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { commodities, conversationMessages, conversations, members } from '../../db/schema';
import type { conversationListReply } from '../../../src/domain/messages/conversation.schema';
import type { z } from 'zod/mini';

type ConversationList = z.infer<typeof conversationListReply>;
const LIST_LIMIT = 200;

export function listMemberConversations(ctx: ServiceContext, memberId: number): Promise<ConversationList> {
  return listConversations(ctx, memberId, or(eq(conversations.buyerMemberId, memberId), eq(conversations.sellerMemberId, memberId))!, false);
}

export function listSellerConversations(ctx: ServiceContext, sellerId: number): Promise<ConversationList> {
  return listConversations(ctx, sellerId, eq(conversations.sellerMemberId, sellerId), true);
}

async function listConversations(ctx: ServiceContext, memberId: number, where: SQL, unreadFirst: boolean): Promise<ConversationList> {
  const isBuyer = sql<boolean>`${conversations.buyerMemberId} = ${memberId}`;
  const unread = sql<boolean>`exists (
    select 1 from ${conversationMessages} m
    where m.conversation_id = ${conversations.id} and m.sender_member_id <> ${memberId}
      and m.created_at > coalesce(case when ${isBuyer} then ${conversations.buyerReadAt} else ${conversations.sellerReadAt} end, '-infinity'::timestamptz))`;
  const lastMessage = sql<string>`(select m.body from ${conversationMessages} m where m.conversation_id = ${conversations.id} order by m.id desc limit 1)`;
  const rows = await ctx.db
    .select({
      id: conversations.id,
      isBuyer,
      otherId: sql<number>`case when ${isBuyer} then ${conversations.sellerMemberId} else ${conversations.buyerMemberId} end`,
      itemTitle: commodities.title,
      lastMessage,
      lastMessageAt: conversations.lastMessageAt,
      unread,
    })
    .from(conversations)
    .leftJoin(commodities, eq(commodities.id, conversations.commodityId))
    .where(where)
    .orderBy(...(unreadFirst ? [desc(unread)] : []), desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(LIST_LIMIT);
  const names = await nicknames(ctx, rows.map((r) => r.otherId));
  return {
    Data: rows.map((r) => ({
      Id: r.id,
      Role: r.isBuyer ? 'buyer' : 'seller',
      Other: { Id: r.otherId, NickName: names.get(r.otherId) ?? '' },
      ItemTitle: r.itemTitle,
      LastMessage: r.lastMessage ?? '',
      LastMessageAt: r.lastMessageAt.toISOString(),
      Unread: r.unread,
    })),
    Count: rows.length,
  };
}

async function nicknames(ctx: ServiceContext, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db.select({ id: members.id, nickname: members.nickname }).from(members).where(inArray(members.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.nickname]));
}
