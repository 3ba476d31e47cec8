/** The manufacturer lists /list and /buynow (spec 1 "/list and /buynow", GetListByPage). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuery, listReply } from '../../src/domain/catalog/manufacturer-list.schema';
import { errorReplies } from '../http/openapi';
import { listManufacturerListings } from '../services/catalog/list-manufacturer-listings';

export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/list',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Listings on sale by manufacturer, with the logo tabs and the series and year filter values',
        description: 'manufacturerType 0 is /list, 1 is /buynow (fixed-price items only).',
        querystring: listQuery,
        response: { 200: listReply, ...errorReplies(400) },
      },
    },
    async (request) => listManufacturerListings(app.ctx, request.query, request.member?.memberId ?? null),
  );
};
