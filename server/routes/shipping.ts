/** Carriers and tracking (spec 3 "Express shipper", "Express info by shipper code"): the ship dialog's list and the tracking dialog's read. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carriersQuery, carriersReply, orderIdParams, trackingReply } from '../../src/domain/shipping/shipping.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { getTracking } from '../services/shipping/get-tracking';
import type { SaleKind } from '../services/shipping/sale-kind';

const security = [{ session: [] }];

export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/carriers',
    {
      schema: {
        tags: ['shipping'],
        summary: 'The carriers a seller in `area` may ship with (UPS, DHL, FedEx; SF Express only from MO, HK, TW and CN); every carrier without an area',
        querystring: carriersQuery,
        response: { 200: carriersReply, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: app.ctx.providers.carrier.carriers(request.query.area) };
    },
  );

  const trackingRoute = (kind: SaleKind, path: string, what: string) =>
    app.get(
      path,
      {
        preValidation: requireMember,
        schema: {
          tags: ['shipping'],
          summary: `A shipped ${what}'s tracking for its buyer or seller: the carrier's events newest first (State 2 in transit, 3 delivered), or NoLogistics`,
          security,
          params: orderIdParams,
          response: { 200: trackingReply, ...errorReplies(400, 401, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getTracking(app.ctx, memberIdOf(request), { kind, id: request.params.id });
      },
    );
  trackingRoute('order', '/api/orders/:id/tracking', 'marketplace order');
  trackingRoute('store_order', '/api/store-orders/:id/tracking', 'store order');
};
