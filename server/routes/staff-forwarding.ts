/**
 * The warehouse desk's forwarding (issue 31 part 4): the queues of warehouse orders to weigh (4)
 * and to ship (2), weighing a parcel (4 → 1, the postage and tax the member pays) and shipping a
 * paid one with the second carrier (2 → 3). Every action is in staff_actions and told to the member.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { warehouseIdParams } from '../../src/domain/warehouse/warehouse-check.schema';
import { forwardingOrderReply, forwardingQueueQuery, forwardingQueueReply, forwardShipBody, weighBody } from '../../src/domain/warehouse/forwarding.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { requireStaff } from '../http/staff';
import { forwardingQueue } from '../services/forwarding/forwarding-queries';
import { weighOrder } from '../services/forwarding/weigh-order';
import { shipForwarding } from '../services/forwarding/ship-forwarding';

const security = [{ session: [] }];
const tags = ['staff'];
const preValidation = requireMember;
const preHandler = requireStaff('warehouse');

export const staffForwardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/warehouse/forwarding',
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: 'Warehouse orders waiting to be weighed (status=4) or shipped (status=2), oldest first, with items, declaration and address: warehouse desk only',
        security,
        querystring: forwardingQueueQuery,
        response: { 200: forwardingQueueReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return forwardingQueue(app.ctx.db, request.query.status);
    },
  );
  app.post(
    '/api/staff/warehouse/forwarding/:id/weigh',
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: "Weigh a warehouse order's parcel (4 → 1): the postage from the agency's weight bands to the destination region and the US state tax; once; the member is told what to pay",
        security,
        params: warehouseIdParams,
        body: weighBody,
        response: { 200: forwardingOrderReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => weighOrder(app.ctx, memberIdOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/staff/warehouse/forwarding/:id/ship',
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: 'Ship a paid warehouse order (2 → 3) with the second carrier and tracking, tracked by the carrier; SF Express only within Greater China; once; the member is told',
        security,
        params: warehouseIdParams,
        body: forwardShipBody,
        response: { 200: forwardingOrderReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => shipForwarding(app.ctx, memberIdOf(request), request.params.id, request.body, request.log),
  );
};
