/**
 * The seller site's desk reads and the store profile (issue 33): offers waiting for an answer,
 * proceeds and the ledger, and the store's name, about text and logo. Sellers only (403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerOffersQuery, sellerOffersReply } from '../../src/domain/seller/seller-offers.schema';
import { sellerProceedsQuery, sellerProceedsReply } from '../../src/domain/seller/seller-proceeds.schema';
import { sellerStoreBody, sellerStoreReply } from '../../src/domain/seller/seller-store.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { listSellerOffers } from '../services/seller/list-seller-offers';
import { getSellerProceeds } from '../services/seller/get-seller-proceeds';
import { getSellerStore, updateSellerStore } from '../services/seller/update-store';

const security = [{ session: [] }];
const tags = ['seller'];

export const sellerDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seller/offers',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "Buyers' offers on the seller's listings: tab 1 waiting for an answer (soonest due first), tab 2 answered or lapsed (newest first), 60 a page, with the tab counts",
        security,
        querystring: sellerOffersQuery,
        response: { 200: sellerOffersReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listSellerOffers(app.ctx, memberIdOf(request), request.query);
    },
  );

  app.get(
    '/api/seller/proceeds',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "The seller's pending proceeds (paid orders not finished), credited proceeds and the ledger's proceeds lines, newest first, 60 a page",
        security,
        querystring: sellerProceedsQuery,
        response: { 200: sellerProceedsReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getSellerProceeds(app.ctx, memberIdOf(request), request.query);
    },
  );

  app.get(
    '/api/seller/store',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "The seller's store profile: name, logo and about text (404 for a seller without a store)",
        security,
        response: { 200: sellerStoreReply, ...errorReplies(401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getSellerStore(app.ctx, memberIdOf(request));
    },
  );

  app.put(
    '/api/seller/store',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "Edit the store's name (2-40), about text (at most 1000) and logo (an uploaded picture, purpose avatar); plain text only",
        security,
        body: sellerStoreBody,
        response: { 200: sellerStoreReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateSellerStore(app.ctx, memberIdOf(request), request.body),
  );
};
