import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryOptions } from '../../src/domain/account/regions';
import { countryOption } from '../../src/domain/account/account.schema';
import { appConfig } from '../../src/domain/reference/app-config.schema';

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

  app.get(
    '/api/reference/app-config',
    {
      schema: {
        tags: ['reference'],
        summary: 'Server settings the app needs, such as the seller site address',
        response: { 200: appConfig },
      },
    },
    async () => ({
      SellerSiteUrl: app.ctx.env.SELLER_SITE_URL,
      HumanCheck: { Provider: app.ctx.providers.humanCheck.kind, SiteKey: app.ctx.providers.humanCheck.siteKey },
    }),
  );
};
