/**
 * Holo's warehouse desk (DESIGN.md 5b staff; issue 31): parcels on their way to an agency, items
 * received but not yet photographed, receiving a parcel and its condition check. Every action is
 * recorded in staff_actions and told to the buyer (type 11).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conditionCheckBody,
  incomingOrdersReply,
  uncheckedItemsReply,
  warehouseIdParams,
  warehouseItemReply,
} from '../../src/domain/warehouse/warehouse-check.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { requireStaff } from '../http/staff';
import { checkItem } from '../services/warehouse/check-item';
import { listIncoming, listUnchecked } from '../services/warehouse/desk-lists';
import { receiveOrder } from '../services/warehouse/receive-order';

const security = [{ session: [] }];
const tags = ['staff'];
const preValidation = requireMember;
const preHandler = requireStaff('warehouse');

export const staffWarehouseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/warehouse/incoming',
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: "Shipped cross-region orders on their way to an agency's warehouse and not yet received, oldest first, with tracking: warehouse desk only",
        security,
        response: { 200: incomingOrdersReply, ...errorReplies(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listIncoming(app.ctx.db) };
    },
  );
  app.get(
    '/api/staff/warehouse/unchecked',
    {
      preValidation,
      preHandler,
      schema: { tags, summary: 'Items received at a warehouse and waiting for their condition photos, oldest first: warehouse desk only', security, response: { 200: uncheckedItemsReply, ...errorReplies(401, 403) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listUnchecked(app.ctx.db) };
    },
  );
  app.post(
    '/api/staff/warehouse/orders/:id/receive',
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: "Receive a shipped order at its agency's warehouse: the card becomes an item in the buyer's warehouse (once); the buyer is told",
        security,
        params: warehouseIdParams,
        response: { 200: warehouseItemReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => receiveOrder(app.ctx, memberIdOf(request), request.params.id),
  );
  app.post(
    '/api/staff/warehouse/items/:id/check',
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: "The condition check: 1 to 6 photos (uploaded with purpose 'condition') and a description; starts the buyer's 48 hours (once)",
        security,
        params: warehouseIdParams,
        body: conditionCheckBody,
        response: { 200: warehouseItemReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => checkItem(app.ctx, memberIdOf(request), request.params.id, request.body),
  );
};
