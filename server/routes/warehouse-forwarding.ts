/**
 * The member's side of forwarding (issue 31 part 4): the warehouse order as its pay page
 * (/pay/warehouse/:id) shows it, and confirming a shipped one arrived (3 → 5).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { warehouseIdParams } from '../../src/domain/warehouse/warehouse-check.schema';
import { completeReply, forwardingOrderReply } from '../../src/domain/warehouse/forwarding.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { memberForwardingOrder } from '../services/forwarding/forwarding-queries';
import { completeByMember } from '../services/forwarding/complete-warehouse-order';

const security = [{ session: [] }];
const tags = ['warehouse'];

export const warehouseForwardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pay/warehouse/:id',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "The member's warehouse order for its pay page: items, weight, postage, tax, total, destination address and status",
        security,
        params: warehouseIdParams,
        response: { 200: forwardingOrderReply, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return memberForwardingOrder(app.ctx.db, memberIdOf(request), request.params.id);
    },
  );
  app.post(
    '/api/warehouse/orders/:id/complete',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Confirm a shipped warehouse order arrived (3 → 5): its member only, once; a second click answers the same',
        security,
        params: warehouseIdParams,
        response: { 200: completeReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => completeByMember(app.ctx, memberIdOf(request), request.params.id),
  );
};
