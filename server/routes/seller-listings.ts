/** The seller API (DESIGN.md section 3): the other side of the buyer flows, used by the seller site and tests. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createListingBody, createListingReply } from '../../src/domain/seller/seller-listing.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { createListing } from '../services/seller/create-listing';

export const sellerListingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/seller/listings',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: 'List an item (buy now or auction); 403 unless the member is a seller. Saved-search alerts follow.',
        security: [{ session: [] }],
        body: createListingBody,
        response: { 201: createListingReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await createListing(app.ctx, memberIdOf(request), request.body);
      return reply.status(201).send(created);
    },
  );
};
