/**
 * The buyer's condition check of an order bound for Holo's warehouse (spec 3 "Confirm receipt"):
 * the checked items with their photos, then confirming them, which finishes the order.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conditionCheckReply, conditionConfirmReply, warehouseIdParams } from '../../src/domain/warehouse/warehouse-check.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { confirmConditionCheck, getConditionCheck } from '../services/warehouse/condition-check';

const security = [{ session: [] }];
const tags = ['orders'];

export const conditionCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/:id/condition-check',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "The warehouse's condition check of the buyer's order: each checked item's photos and description, the shipping fee paid, the seconds left of the 48 hours; none yet while it is processed",
        security,
        params: warehouseIdParams,
        response: { 200: conditionCheckReply, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getConditionCheck(app.ctx, memberIdOf(request), request.params.id);
    },
  );
  app.post(
    '/api/orders/:id/condition-check/confirm',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "Confirm the checked card (3 → 5): the buyer only, once; the order finishes and credits the seller's proceeds, the card stays in the buyer's warehouse",
        security,
        params: warehouseIdParams,
        response: { 200: conditionConfirmReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => confirmConditionCheck(app.ctx, memberIdOf(request), request.params.id),
  );
};
