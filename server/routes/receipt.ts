/** Confirm receipt (spec 3 section 4): the buyer of a shipped order or store order finishes it. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmReceiptReply } from '../../src/domain/orders/order-page.schema';
import { orderIdParams } from '../../src/domain/shipping/shipping.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { confirmReceipt } from '../services/orders/confirm-receipt';

const security = [{ session: [] }];

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders/:id/receive',
    {
      preValidation: requireMember,
      schema: {
        tags: ['orders'],
        summary: "Confirm receipt of a shipped order (3 → 5): the buyer only; it finishes the order and credits the seller's proceeds",
        security,
        params: orderIdParams,
        response: { 200: confirmReceiptReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => confirmReceipt(app.ctx, memberIdOf(request), 'order', request.params.id),
  );

  app.post(
    '/api/store-orders/:id/receive',
    {
      preValidation: requireMember,
      schema: {
        tags: ['store orders'],
        summary: "Confirm receipt of a shipped store order (3 → 4): the buyer only; it completes the order and credits the seller's proceeds",
        security,
        params: orderIdParams,
        response: { 200: confirmReceiptReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => confirmReceipt(app.ctx, memberIdOf(request), 'store_order', request.params.id),
  );
};
