/**
 * Feedback (spec 3 "Feedback / Appraisal", "Feedback list"): the buyer and the seller of a finished
 * order each leave one, either side reads both on the order, and anyone reads a member's list.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackListQuery,
  feedbackListReply,
  leaveFeedbackBody,
  leaveFeedbackReply,
  orderFeedbackReply,
} from '../../src/domain/feedback/feedback.schema';
import type { OrderKind } from '../../src/domain/orders/order-finish';
import { orderIdParams } from '../../src/domain/shipping/shipping.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { getOrderFeedback } from '../services/feedback/get-order-feedback';
import { leaveFeedback } from '../services/feedback/leave-feedback';
import { listFeedback } from '../services/feedback/list-feedback';

const security = [{ session: [] }];

const orderPaths: { kind: OrderKind; path: string; tag: string; what: string; finished: number }[] = [
  { kind: 'order', path: '/api/orders/:id/feedback', tag: 'orders', what: 'marketplace order', finished: 5 },
  { kind: 'store_order', path: '/api/store-orders/:id/feedback', tag: 'store orders', what: 'store order', finished: 4 },
];

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { kind, path, tag, what, finished } of orderPaths) {
    app.post(
      path,
      {
        preValidation: requireMember,
        schema: {
          tags: [tag],
          summary: `Leave feedback on a finished ${what} (status ${finished}): the buyer's is about the seller, the seller's about the buyer, once each; text 1-100 characters`,
          security,
          params: orderIdParams,
          body: leaveFeedbackBody,
          response: { 200: leaveFeedbackReply, ...errorReplies(400, 401, 404, 409) },
        },
      },
      async (request) => leaveFeedback(app.ctx, memberIdOf(request), kind, request.params.id, request.body),
    );

    app.get(
      path,
      {
        preValidation: requireMember,
        schema: {
          tags: [tag],
          summary: `Both sides' feedback on a ${what}, for its buyer or seller (null while not left)`,
          security,
          params: orderIdParams,
          response: { 200: orderFeedbackReply, ...errorReplies(400, 401, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getOrderFeedback(app.ctx, memberIdOf(request), kind, request.params.id);
      },
    );
  }

  app.get(
    '/api/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: "A member's feedback received as a buyer (about=1) or a seller (about=2), positive or negative (status), newest or oldest first, 60 a page, with the member's counts",
        querystring: feedbackListQuery,
        response: { 200: feedbackListReply, ...errorReplies(400, 404) },
      },
    },
    async (request) => listFeedback(app.ctx, request.query),
  );
};
