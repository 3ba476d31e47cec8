/** The market search (spec 1 "Market"): the URL's parameters in, a page of listing cards out. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketSearchQuery, marketSearchReply } from '../../src/domain/catalog/market-search.schema';
import { errorReplies } from '../http/openapi';
import { searchListings } from '../services/catalog/search-listings';

export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/market/search',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search listings: keyword (typo tolerant, any word order), filters, sort tab and page',
        description:
          'Parameters are the market URL\'s. The reply\'s Applied holds the listing type, sort and price range after the combination rules; TotalCount stops at 10,000.',
        querystring: marketSearchQuery,
        response: { 200: marketSearchReply, ...errorReplies(400) },
      },
    },
    async (request) => searchListings(app.ctx, request.query, request.member?.memberId ?? null),
  );
};
