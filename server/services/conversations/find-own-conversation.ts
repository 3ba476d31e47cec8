import { and, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { conversations } from '../../db/schema';
import { notFound } from '../../http/errors';

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationSide = 'buyer' | 'seller' | 'either';

/** The conversation when the member is on `side` of it; 404 CONVERSATION_NOT_FOUND to anyone else. */
export async function findOwnConversation(db: Db | Tx, memberId: number, id: number, side: ConversationSide): Promise<ConversationRow> {
  const party =
    side === 'buyer'
      ? eq(conversations.buyerMemberId, memberId)
      : side === 'seller'
        ? eq(conversations.sellerMemberId, memberId)
        : or(eq(conversations.buyerMemberId, memberId), eq(conversations.sellerMemberId, memberId));
  const [row] = await db.select().from(conversations).where(and(eq(conversations.id, id), party));
  if (!row) throw notFound('CONVERSATION_NOT_FOUND');
  return row;
}
