/** The seller API (DESIGN.md section 3): the other side of the buyer flows, used by the seller site and tests. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createListingBody, createListingReply } from '../../src/domain/seller/seller-listing.schema';
import { endAuctionReply } from '../../src/domain/seller/end-auction.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { createListing } from '../services/seller/create-listing';
import { endAuction } from '../services/seller/end-auction';

const listingParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

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
      const created = await createListing(app.ctx, memberIdOf(request), request.body, app.ctx.env.MEDIA_HOSTS);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/seller/listings/:id/end',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: 'End a live auction now and settle it (sold to the leader, or ended without bids); only its seller may',
        security: [{ session: [] }],
        params: listingParams,
        response: { 200: endAuctionReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => endAuction(app.ctx, memberIdOf(request), request.params.id),
  );
};
