/**
 * Marketplace orders from the buyer's side (spec 2 "Checkout variants", "Re-pay"): Buy It Now,
 * the order as the checkout reads it, and the checkout's address and payment-method changes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyNowReply, orderDetailReply, updateOrderBody } from '../../src/domain/orders/order.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { buyNow } from '../services/orders/buy-now';
import { getOrder } from '../services/orders/get-order';
import { updateOrderCheckout } from '../services/orders/update-order-checkout';
import { itemParams } from './items';

const security = [{ session: [] }];
const orderParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/items/:id/buy',
    {
      preValidation: requireMember,
      schema: {
        tags: ['orders'],
        summary: "Buy It Now: the gate, then an unpaid order at the listed price (the same order again on a double click)",
        security,
        params: itemParams,
        response: { 200: buyNowReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => buyNow(app.ctx, memberIdOf(request), request.params.id),
  );

  app.get(
    '/api/orders/:id',
    {
      preValidation: requireMember,
      schema: {
        tags: ['orders'],
        summary: "One of the member's marketplace orders, with its price breakdown and ship-to address",
        security,
        params: orderParams,
        response: { 200: orderDetailReply, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getOrder(app.ctx.db, memberIdOf(request), request.params.id);
    },
  );

  app.put(
    '/api/orders/:id',
    {
      preValidation: requireMember,
      schema: {
        tags: ['orders'],
        summary: 'Change an unpaid order: its ship-to address or transfer service, and its payment method; fee, tax and total follow',
        description:
          "A cross-region order (BusinessType 2, through the agency of the seller region) goes into the buyer's warehouse there; TransferAddressId turns the transfer service on for an item from MO, HK, TW or CN, or off (back to the warehouse) with null. AddressId ships a domestic order to an address of the book (400 ADDRESS_NOT_FOR_CROSS_REGION on a cross-region one).",
        security,
        params: orderParams,
        body: updateOrderBody,
        response: { 200: orderDetailReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      await updateOrderCheckout(app.ctx, memberId, request.params.id, request.body);
      return getOrder(app.ctx.db, memberId, request.params.id);
    },
  );
};
