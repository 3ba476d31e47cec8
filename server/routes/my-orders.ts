/**
 * The buyer's order lists (spec 3 "Buyer order history", "Store order history"): tabs, filters,
 * counts; and the order detail pages' reads, for the buyer or the seller.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myOrdersQuery, myOrdersReply, myStoreOrdersQuery, myStoreOrdersReply } from '../../src/domain/orders/order-list.schema';
import { orderPageReply, storeOrderPageReply } from '../../src/domain/orders/order-page.schema';
import { orderIdParams } from '../../src/domain/shipping/shipping.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { listMyOrders } from '../services/orders/list-my-orders';
import { listMyStoreOrders } from '../services/store-orders/list-my-store-orders';
import { getOrderPage } from '../services/orders/get-order-page';
import { getStoreOrderPage } from '../services/store-orders/get-store-order-page';

const security = [{ session: [] }];

export const myOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/orders',
    {
      preValidation: requireMember,
      schema: {
        tags: ['orders'],
        summary:
          "The member's marketplace orders for one tab (1 unpaid, 2 to ship, 3 shipped, 4 dispute, 5 to leave feedback, 6 completed), 60 a page, with the tab counts",
        security,
        querystring: myOrdersQuery,
        response: { 200: myOrdersReply, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listMyOrders(app.ctx, memberIdOf(request), request.query);
    },
  );

  app.get(
    '/api/me/store-orders',
    {
      preValidation: requireMember,
      schema: {
        tags: ['store orders'],
        summary: "The member's store orders for one tab (1 unpaid, 2 to ship, 3 shipped, 4 completed), 60 a page, with the tab counts",
        security,
        querystring: myStoreOrdersQuery,
        response: { 200: myStoreOrdersReply, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listMyStoreOrders(app.ctx, memberIdOf(request), request.query);
    },
  );

  app.get(
    '/api/me/orders/:id',
    {
      preValidation: requireMember,
      schema: {
        tags: ['orders'],
        summary:
          "A marketplace order's detail page (/myholo/detail/{id}) for its buyer or its seller (Viewer): status, dates, shipment, price breakdown, feedback flags",
        security,
        params: orderIdParams,
        response: { 200: orderPageReply, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getOrderPage(app.ctx.db, memberIdOf(request), request.params.id, app.ctx.clock.now());
    },
  );

  app.get(
    '/api/me/store-orders/:id',
    {
      preValidation: requireMember,
      schema: {
        tags: ['store orders'],
        summary:
          "A store order's detail page (/myholo/orderdetail/{id}) for its buyer or the store's seller (Viewer): status, dates, lines, shipment, feedback flags",
        security,
        params: orderIdParams,
        response: { 200: storeOrderPageReply, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getStoreOrderPage(app.ctx.db, memberIdOf(request), request.params.id);
    },
  );
};
