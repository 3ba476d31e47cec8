/** POST /api/conversations/:id/messages (either party) and /api/seller/conversations/:id/messages (its seller). */
import type { ServiceContext } from '../context';
import type { Conversation } from '../../../src/domain/messages/conversation.schema';
import { appendMessage } from './append-message';
import { findOwnConversation, type ConversationSide } from './find-own-conversation';
import { getConversation } from './get-conversation';

export interface MessageInput {
  Body: string;
  SendCopy: boolean;
}

export async function sendMessage(ctx: ServiceContext, memberId: number, id: number, input: MessageInput, side: ConversationSide = 'either'): Promise<Conversation> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const conversation = await findOwnConversation(tx, memberId, id, side);
    await appendMessage(tx, conversation, { senderId: memberId, body: input.Body, sendCopy: input.SendCopy }, now);
  });
  return getConversation(ctx, memberId, id);
}
