import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryOptions } from '../../src/domain/account/regions';
import { countryOption } from '../../src/domain/account/account.schema';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reference/countries',
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries for the phone and region selectors, with their dialling codes',
        response: { 200: z.array(countryOption) },
      },
    },
    async () => [...countryOptions],
  );
};
