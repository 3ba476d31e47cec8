/**
 * The seller API's side of an order after payment (DESIGN.md section 3, issue 27): the sales by
 * state, and shipping a marketplace order or a store order with a carrier and a tracking number.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerSaleDetail, sellerSaleParams, sellerSalesQuery, sellerSalesReply, shipOrderReply } from '../../src/domain/seller/seller-sales.schema';
import { orderIdParams, shipOrderBody } from '../../src/domain/shipping/shipping.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { getSale, listSales } from '../services/seller/list-sales';
import { shipOrder } from '../services/shipping/ship-order';
import type { SaleKind } from '../services/shipping/sale-kind';

const security = [{ session: [] }];

export const sellerSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seller/sales',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: "The seller's marketplace and store orders for one tab (1 to ship, 2 shipped, 3 finished), newest first, 60 a page, with the tab counts",
        security,
        querystring: sellerSalesQuery,
        response: { 200: sellerSalesReply, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listSales(app.ctx.db, memberIdOf(request), request.query);
    },
  );

  app.get(
    '/api/seller/sales/:kind/:id',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: "One of the seller's sales (kind order or store_order) with its lines and ship-to address: the order page and the packing slip",
        security,
        params: sellerSaleParams,
        response: { 200: sellerSaleDetail, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getSale(app.ctx.db, memberIdOf(request), request.params.kind, request.params.id);
    },
  );

  const shipRoute = (kind: SaleKind, path: string, what: string) =>
    app.post(
      path,
      {
        preValidation: requireMember,
        schema: {
          tags: ['seller'],
          summary: `Ship a paid ${what} with a carrier and a tracking number (status 2 → 3); the buyer is told and the tracking subscribed`,
          description:
            'Only the seller of the order, only once and only after payment (409 ORDER_NOT_SHIPPABLE). SF Express ships only from MO, HK, TW and CN (400 CARRIER_NOT_AVAILABLE). The tracking number is normalised: spaces and dashes removed, letters upper-cased.',
          security,
          params: orderIdParams,
          body: shipOrderBody,
          response: { 200: shipOrderReply, ...errorReplies(400, 401, 404, 409) },
        },
      },
      async (request) => shipOrder(app.ctx, memberIdOf(request), { kind, id: request.params.id }, request.body, request.log),
    );
  shipRoute('order', '/api/seller/orders/:id/ship', 'marketplace order');
  shipRoute('store_order', '/api/seller/store-orders/:id/ship', 'store order');
};
