/**
 * The member's overseas warehouse (spec 3 "Overseas warehouse", section 7 "Warehouse"): the tab
 * counts, the agencies with counts, the item warehouse, the fee table, the forwarding orders and
 * their detail, and sending items for weighing. Members only; another member's orders answer 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  submitWarehouseOrderBody,
  warehouseAgenciesReply,
  warehouseCounts,
  warehouseItemsQuery,
  warehouseItemsReply,
  warehouseOrderFull,
  warehouseOrderParams,
  warehouseOrdersQuery,
  warehouseOrdersReply,
  weightBandsQuery,
  weightBandsReply,
} from '../../src/domain/warehouse/warehouse.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { warehouseAgencies, warehouseCounts as countsOf, warehouseStock, weightBandTable } from '../services/warehouse/member-warehouse';
import { getWarehouseOrder, listWarehouseOrders } from '../services/warehouse/member-orders';
import { submitWarehouseOrder } from '../services/warehouse/submit-warehouse-order';

const security = [{ session: [] }];
const tags = ['warehouse'];
const preValidation = requireMember;

export const warehouseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/warehouse/counts',
    { preValidation, schema: { tags, summary: "How many of the member's items and forwarding orders are in each warehouse tab", security, response: { 200: warehouseCounts, ...errorReplies(401) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return countsOf(app.ctx.db, memberIdOf(request));
    },
  );
  app.get(
    '/api/warehouse/agencies',
    { preValidation, schema: { tags, summary: "Holo's agencies (warehouse regions) with how many of the member's items wait in each", security, response: { 200: warehouseAgenciesReply, ...errorReplies(401) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return warehouseAgencies(app.ctx.db, memberIdOf(request));
    },
  );
  app.get(
    '/api/warehouse/items',
    {
      preValidation,
      schema: {
        tags,
        summary: "The member's confirmed items at an agency not yet sent for weighing, oldest first, at most 60 a page, with the estimated state tax (US members) and days stored",
        security,
        querystring: warehouseItemsQuery,
        response: { 200: warehouseItemsReply, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return warehouseStock(app.ctx, memberIdOf(request), request.query);
    },
  );
  app.get(
    '/api/warehouse/weight-bands',
    {
      preValidation,
      schema: {
        tags,
        summary: "An agency's international shipping fee by weight band to a region (at most 99 bands), and the regions it ships to",
        security,
        querystring: weightBandsQuery,
        response: { 200: weightBandsReply, ...errorReplies(400, 401) },
      },
    },
    async (request) => weightBandTable(app.ctx.db, request.query.AgencyId, request.query.Region),
  );
  app.get(
    '/api/warehouse/orders',
    {
      preValidation,
      schema: {
        tags,
        summary: "The member's forwarding orders in a tab (4 awaiting weighing, 1 unpaid, 2 to be shipped, 3 shipped, 5 completed), newest first, at most 60 a page",
        security,
        querystring: warehouseOrdersQuery,
        response: { 200: warehouseOrdersReply, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listWarehouseOrders(app.ctx.db, memberIdOf(request), request.query);
    },
  );
  app.get(
    '/api/warehouse/orders/:id',
    {
      preValidation,
      schema: {
        tags,
        summary: "One of the member's forwarding orders with its items, declaration, address, weight, fees and logistics steps",
        security,
        params: warehouseOrderParams,
        response: { 200: warehouseOrderFull, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getWarehouseOrder(app.ctx.db, memberIdOf(request), request.params.id);
    },
  );
  app.post(
    '/api/warehouse/orders',
    {
      preValidation,
      // Per member: a submit locks rows and writes an order; 20 a minute is far beyond a person.
      config: { rateLimit: { max: 20, timeWindow: 60_000, keyGenerator: (request) => (request.member ? `warehouse-submit:${request.member.memberId}` : `warehouse-submit-ip:${request.ip}`) } },
      schema: {
        tags,
        summary: 'Send confirmed items of one agency for weighing with the customs declaration and the destination address: a forwarding order awaiting weighing (status 4)',
        security,
        body: submitWarehouseOrderBody,
        response: { 200: warehouseOrderFull, ...errorReplies(400, 401, 409, 429) },
      },
    },
    async (request) => submitWarehouseOrder(app.ctx, memberIdOf(request), request.body),
  );
};
