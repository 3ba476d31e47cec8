/**
 * Contacting a seller (spec 3 "Contact seller page"): a member's conversations with sellers about a
 * card or a store. Sends honour Idempotency-Key (http/replayable.ts), so a resend writes one message.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conversationListReply,
  conversationMessageBody,
  conversationParams,
  conversationReply,
  startConversationBody,
} from '../../src/domain/messages/conversation.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { answerOnce, replayableHeaders, replayedAction } from '../http/replayable';
import { withIdempotencyKey } from '../services/idempotency/with-idempotency-key';
import { startConversation } from '../services/conversations/start-conversation';
import { getConversation } from '../services/conversations/get-conversation';
import { sendMessage } from '../services/conversations/send-message';
import { listMemberConversations } from '../services/conversations/list-conversations';

const security = [{ session: [] }];
const tags = ['conversations'];

export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/conversations',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Ask a seller about a card (CommodityId) or their store (SellerId): opens the conversation or adds to it (honours Idempotency-Key)',
        security,
        headers: replayableHeaders,
        body: startConversationBody,
        response: { 201: z.object({ Id: z.number() }), ...errorReplies(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { memberId, key } = replayedAction(request);
      const answer = await withIdempotencyKey(app.ctx, { memberId, scope: 'conversation.start', key }, async () => ({
        status: 201,
        body: await startConversation(app.ctx, memberId, request.body),
      }));
      return reply.status(201).send(answer.body);
    },
  );

  app.get(
    '/api/conversations',
    {
      preValidation: requireMember,
      schema: { tags, summary: "The member's conversations with sellers and buyers, newest first", security, response: { 200: conversationListReply, ...errorReplies(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listMemberConversations(app.ctx, memberIdOf(request));
    },
  );

  app.get(
    '/api/conversations/:id',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "A conversation with its messages, for either party; reading it marks the reader's side read",
        security,
        params: conversationParams,
        response: { 200: conversationReply, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getConversation(app.ctx, memberIdOf(request), request.params.id);
    },
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Write in a conversation (either party); replies with the conversation (honours Idempotency-Key)',
        security,
        headers: replayableHeaders,
        params: conversationParams,
        body: conversationMessageBody,
        response: { 200: conversationReply, ...errorReplies(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      answerOnce(app.ctx, request, 'conversation.message', () => sendMessage(app.ctx, memberIdOf(request), request.params.id, request.body)),
  );
};
