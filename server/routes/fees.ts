/**
 * The fee lookups of spec 2 section 7 "Fees, tax and agency": the service list of a buyer region,
 * and the service fee and discount of an item or of one of the member's orders by pay type.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commodityServiceFeeQuery,
  orderServiceFeeQuery,
  serviceFeeReply,
  serviceListQuery,
  serviceListReply,
} from '../../src/domain/fees/service-fee.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { getCommodityServiceFee } from '../services/fees/get-commodity-service-fee';
import { getOrderServiceFee } from '../services/fees/get-order-service-fee';
import { serviceRatesFor } from '../services/fees/service-rates';

const security = [{ session: [] }];
const tags = ['fees'];
const orderParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const feeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/fees/service-list',
    {
      schema: {
        tags,
        summary: "The service fee rates a buyer region may pay: Fee and Discount (percents) by seller region and pay type ('*' and 0 match any)",
        querystring: serviceListQuery,
        response: { 200: serviceListReply, ...errorReplies(400) },
      },
    },
    async (request) => serviceRatesFor(app.ctx.db, request.query.buyerSource),
  );

  app.get(
    '/api/fees/service-fee',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "The service fee and discount an order of this item would carry for the signed-in buyer (0 for store items)",
        description: 'isGuarantee defaults to the buyer region\'s card channel: 6 (Stripe), or 9 (MPay) for Macao.',
        security,
        querystring: commodityServiceFeeQuery,
        response: { 200: serviceFeeReply, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getCommodityServiceFee(app.ctx.db, memberIdOf(request), request.query);
    },
  );

  app.get(
    '/api/fees/service-fee/orders/:id',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "The service fee and discount of one of the member's orders, or what they would be with another pay type",
        security,
        params: orderParams,
        querystring: orderServiceFeeQuery,
        response: { 200: serviceFeeReply, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getOrderServiceFee(app.ctx.db, memberIdOf(request), request.params.id, request.query.isGuarantee);
    },
  );
};
