/** The seller site's dashboard (issue 33): what waits for the seller, in one read. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerDashboardReply } from '../../src/domain/seller/seller-dashboard.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { sellerDashboard } from '../services/seller/seller-dashboard';

export const sellerDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seller/dashboard',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: "The seller's dashboard: orders to ship, offers waiting (nearest 48-hour deadline), open cases, proceeds pending and credited; 403 unless a seller",
        security: [{ session: [] }],
        response: { 200: sellerDashboardReply, ...errorReplies(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sellerDashboard(app.ctx, memberIdOf(request));
    },
  );
};
