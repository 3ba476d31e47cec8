/** Seller stores (spec 1 "Sellers list" and "Seller store page"). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeDetail, storeListQuery, storeListReply } from '../../src/domain/catalog/store.schema';
import { marketSearchQuery, marketSearchReply } from '../../src/domain/catalog/market-search.schema';
import { errorReplies } from '../http/openapi';
import { listStores } from '../services/catalog/list-stores';
import { getStoreDetail } from '../services/catalog/get-store-detail';
import { searchStoreListings } from '../services/catalog/search-store-listings';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stores',
    {
      schema: {
        tags: ['stores'],
        summary: 'All stores, 60 a page, recommended first then by name; key filters by store name',
        querystring: storeListQuery,
        response: { 200: storeListReply, ...errorReplies(400) },
      },
    },
    async (request) => listStores(app.ctx, request.query),
  );

  app.get(
    '/api/stores/:id',
    {
      schema: {
        tags: ['stores'],
        summary: "A store's page header: counts, about text, and the viewer's follow, block and ownership",
        params,
        response: { 200: storeDetail, ...errorReplies(400, 404) },
      },
    },
    async (request) => getStoreDetail(app.ctx, request.params.id, request.member?.memberId ?? null),
  );

  app.get(
    '/api/stores/:id/listings',
    {
      schema: {
        tags: ['stores'],
        summary: "A store's listings: the market search's filters and sort tabs within the store",
        params,
        querystring: marketSearchQuery,
        response: { 200: marketSearchReply, ...errorReplies(400, 404) },
      },
    },
    async (request) => searchStoreListings(app.ctx, request.params.id, request.query, request.member?.memberId ?? null),
  );
};
