/** Catalog reads for the app shell: the category tree of the header's mega-menu and the market filters. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryTreeQuery, categoryTreeReply } from '../../src/domain/catalog/category.schema';
import { getCategoryTree } from '../services/catalog/get-category-tree';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The three-level category tree with English and Traditional Chinese names',
        querystring: categoryTreeQuery,
        response: { 200: categoryTreeReply },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return getCategoryTree(app.ctx.db);
    },
  );
};
