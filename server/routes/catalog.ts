/** Catalog reads for the app shell: the category tree of the header's mega-menu and the market filters, the card conditions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryTreeQuery, categoryTreeReply } from '../../src/domain/catalog/category.schema';
import { getCategoryTree } from '../services/catalog/get-category-tree';
import { requestLanguage } from '../http/request-language';
import { cardConditionsReply } from '../../src/domain/catalog/card-condition.schema';
import { listCardConditions } from '../services/catalog/list-card-conditions';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: "The three-level category tree, named in every language and in the request's (Name)",
        querystring: categoryTreeQuery,
        response: { 200: categoryTreeReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', 'Cookie, Accept-Language');
      return getCategoryTree(app.ctx.db, requestLanguage(request));
    },
  );

  app.get(
    '/api/card-conditions',
    {
      schema: {
        tags: ['catalog'],
        summary: "A raw card's conditions (Near Mint…), best first, named in the request's language",
        response: { 200: cardConditionsReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', 'Cookie, Accept-Language');
      return listCardConditions(app.ctx.db, requestLanguage(request));
    },
  );
};
