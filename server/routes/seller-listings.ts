/** The seller API (DESIGN.md section 3): the other side of the buyer flows, used by the seller site and tests. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createListingBody, createListingReply } from '../../src/domain/seller/seller-listing.schema';
import { endAuctionReply } from '../../src/domain/seller/end-auction.schema';
import { listingFields, sellerListingDetail, sellerListingsQuery, sellerListingsReply } from '../../src/domain/seller/seller-listings.schema';
import { editListing, listingTemplate, listSellerListings, relistListing, sellerListing } from '../services/seller/seller-listings';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { createListing } from '../services/seller/create-listing';
import { endAuction } from '../services/seller/end-auction';
import { addListingCondition, removeListingCondition, updateListingConditions } from '../services/seller/listing-conditions';
import { addConditionBody, updateConditionsBody, updateConditionsReply } from '../../src/domain/seller/listing-conditions.schema';

const listingParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const conditionParams = listingParams.extend({ conditionId: z.coerce.number().int().positive().max(2_147_483_647) });

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

  // The seller site's listings desk (issue 33).
  app.get(
    '/api/seller/listings',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: "The seller's listings in one state (selling: on sale or coming soon; ended: sold or ended), newest first, 60 a page, with both counts",
        security: [{ session: [] }],
        querystring: sellerListingsQuery,
        response: { 200: sellerListingsReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listSellerListings(app.ctx, memberIdOf(request), request.query);
    },
  );

  app.get(
    '/api/seller/listings/:id',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: "One of the seller's listings: price, bids, watchers, its fields and what may be done with it (edit, end, relist); another member's is 404",
        security: [{ session: [] }],
        params: listingParams,
        response: { 200: sellerListingDetail, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sellerListing(app.ctx, memberIdOf(request), request.params.id);
    },
  );

  app.get(
    '/api/seller/listings/:id/template',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: "Any listing's fields and photos for a new listing like it (Sell one like this: clone=new); sellers only",
        security: [{ session: [] }],
        params: listingParams,
        response: { 200: listingFields, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => listingTemplate(app.ctx, memberIdOf(request), request.params.id),
  );

  app.put(
    '/api/seller/listings/:id',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: 'Edit a listing before its first bid (same body as listing it; the way of sale and the timing stay)',
        description: '409 LISTING_HAS_BIDS once a bid exists, 409 LISTING_ENDED once it is no longer on sale; another member’s listing is 404.',
        security: [{ session: [] }],
        params: listingParams,
        body: createListingBody,
        response: { 200: createListingReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => editListing(app.ctx, memberIdOf(request), request.params.id, request.body, app.ctx.env.MEDIA_HOSTS),
  );

  app.post(
    '/api/seller/listings/:id/relist',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: 'Relist an ended listing that did not sell: a new listing with its fields, starting now (auctions run 7 days)',
        description: '409 LISTING_NOT_RELISTABLE unless the listing ended without a sale; another member’s listing is 404.',
        security: [{ session: [] }],
        params: listingParams,
        response: { 201: createListingReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await relistListing(app.ctx, memberIdOf(request), request.params.id, app.ctx.env.MEDIA_HOSTS)),
  );

  app.put(
    '/api/seller/listings/:id/conditions',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: "Restock, reprice and rename a store item's conditions (by id: price, was price, stock, limit, name); the item's price follows the lowest",
        description:
          'Stock is set to the number given; a name given replaces the condition’s (orders keep the name they were bought under). Conditions are not added or removed here; those not named keep their values. 400 CONDITION_NOT_FOUND for an id not of this item, 409 CONDITION_NAME_TAKEN when a new name is another live condition’s (case aside, after every rename of the request), 400 NOT_A_STORE_ITEM_LISTING for a marketplace listing, 409 LISTING_ENDED once it ended or sold; another member’s listing is 404.',
        security: [{ session: [] }],
        params: listingParams,
        body: updateConditionsBody,
        response: { 200: updateConditionsReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateListingConditions(app.ctx, memberIdOf(request), request.params.id, request.body),
  );

  // Added and removed on their own routes rather than by the PUT's list: a form opened before
  // another tab added a condition must not remove it by leaving it out.
  app.post(
    '/api/seller/listings/:id/conditions',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: "Add a condition to a store item (name, price, was price, stock, limit); the item's price follows the lowest",
        description:
          '409 CONDITION_NAME_TAKEN when one of its conditions already has the name (case aside), 409 TOO_MANY_CONDITIONS past 10, 400 NOT_A_STORE_ITEM_LISTING for a marketplace listing, 409 LISTING_ENDED once it ended or sold; another member’s listing is 404.',
        security: [{ session: [] }],
        params: listingParams,
        body: addConditionBody,
        response: { 201: updateConditionsReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await addListingCondition(app.ctx, memberIdOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/seller/listings/:id/conditions/:conditionId',
    {
      preValidation: requireMember,
      schema: {
        tags: ['seller'],
        summary: 'Remove a condition from a store item: retired, not deleted, so orders keep showing it; buyers can no longer see or buy it',
        description:
          '409 LAST_CONDITION for its only condition, 404 CONDITION_NOT_FOUND for one not (or no longer) on the item, 409 LISTING_ENDED once it ended or sold; another member’s listing is 404. Cart lines holding it show as unavailable.',
        security: [{ session: [] }],
        params: conditionParams,
        response: { 200: updateConditionsReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => removeListingCondition(app.ctx, memberIdOf(request), request.params.id, request.params.conditionId),
  );
};
