/** The seller site's inbox (spec 3 "Contact seller page": the message reaches the seller through /api/seller). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationListReply, conversationMessageBody, conversationParams, conversationReply } from '../../src/domain/messages/conversation.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { answerOnce, replayableHeaders } from '../http/replayable';
import { listSellerConversations } from '../services/conversations/list-conversations';
import { sendMessage } from '../services/conversations/send-message';

const security = [{ session: [] }];
const tags = ['seller conversations'];

export const sellerConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seller/conversations',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "Buyers' questions to the seller: unread first, then the latest message first",
        security,
        response: { 200: conversationListReply, ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listSellerConversations(app.ctx, memberIdOf(request));
    },
  );

  app.post(
    '/api/seller/conversations/:id/messages',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "The seller answers a buyer's question; replies with the conversation (honours Idempotency-Key)",
        security,
        headers: replayableHeaders,
        params: conversationParams,
        body: conversationMessageBody,
        response: { 200: conversationReply, ...errorReplies(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      answerOnce(app.ctx, request, 'seller.conversation.message', () =>
        sendMessage(app.ctx, memberIdOf(request), request.params.id, request.body, 'seller'),
      ),
  );
};
