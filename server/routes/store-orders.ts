/** Store-mall orders (spec 2 "Store-mall order"): created from cart lines, read by the checkout. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createStoreOrdersBody,
  createStoreOrdersReply,
  payStoreOrdersBody,
  quoteStoreOrdersBody,
  quoteStoreOrdersReply,
  storeOrderDetail,
  storeOrderParams,
  updateStoreOrderBody,
} from '../../src/domain/cart/store-order.schema';
import { startPaymentReply } from '../../src/domain/payment/payment.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { createStoreOrders } from '../services/store-orders/create-store-orders';
import { getStoreOrder } from '../services/store-orders/get-store-order';
import { quoteStoreOrders } from '../services/store-orders/quote-store-orders';
import { startStoreOrdersPayment } from '../services/payments/start-store-orders-payment';
import { updateStoreOrder } from '../services/store-orders/update-store-order';

const security = [{ session: [] }];

export const storeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/store-orders',
    {
      preValidation: requireMember,
      schema: {
        tags: ['store orders'],
        summary: 'Order cart lines: one unpaid order per store, stock reserved, lines leave the cart',
        security,
        body: createStoreOrdersBody,
        response: { 201: createStoreOrdersReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const created = await createStoreOrders(app.ctx, memberIdOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/store-orders/quote',
    {
      preValidation: requireMember,
      schema: {
        tags: ['store orders'],
        summary: 'What Place order would charge for these cart lines, address and coupons: per store and in all, state tax included; nothing is written',
        security,
        body: quoteStoreOrdersBody,
        response: { 200: quoteStoreOrdersReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return quoteStoreOrders(app.ctx, memberIdOf(request), request.body);
    },
  );

  app.post(
    '/api/store-orders/payment',
    {
      preValidation: requireMember,
      schema: {
        tags: ['store orders'],
        summary: "Open one payment for the member's unpaid store orders of one checkout (their sum); PayUrl is the provider's page",
        security,
        body: payStoreOrdersBody,
        response: { 200: startPaymentReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => startStoreOrdersPayment(app.ctx, memberIdOf(request), request.body),
  );

  app.get(
    '/api/store-orders/:id',
    {
      preValidation: requireMember,
      schema: {
        tags: ['store orders'],
        summary: "The member's store order with its lines and delivery address",
        security,
        params: storeOrderParams,
        response: { 200: storeOrderDetail, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getStoreOrder(app.ctx, memberIdOf(request), request.params.id);
    },
  );

  app.put(
    '/api/store-orders/:id',
    {
      preValidation: requireMember,
      schema: {
        tags: ['store orders'],
        summary: 'Change an unpaid store order: its delivery address (postage and tax follow) and its payment method (card or other)',
        security,
        params: storeOrderParams,
        body: updateStoreOrderBody,
        response: { 200: storeOrderDetail, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      await updateStoreOrder(app.ctx, memberId, request.params.id, request.body);
      return getStoreOrder(app.ctx, memberId, request.params.id);
    },
  );
};
