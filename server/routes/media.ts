/**
 * Generated demo images: GET /media/generated/{kind}/{id}.webp (what the stored URLs name) or .svg
 * (the drawing itself), drawn from the row's text (title, names), which rarely changes: browsers and
 * the service worker may keep them for a week.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../http/errors';
import { isGeneratedImageKind } from '../services/media/generated-image-url';
import { renderGeneratedImage } from '../services/media/render-generated-image';
import { generatedImageWebp } from '../services/media/generated-image-webp';

const ONE_WEEK = 7 * 24 * 3600;

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/generated/:kind/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A generated image (WebP, or its SVG drawing) of a listing (card, card-back), store, manufacturer or banner',
        params: z.object({ kind: z.string().max(20), file: z.string().max(24) }),
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const [, id, format] = /^([1-9]\d{0,9})\.(svg|webp)$/.exec(file) ?? [];
      if (!id || !isGeneratedImageKind(kind) || Number(id) > 2_147_483_647) throw notFound();
      const svg = await renderGeneratedImage(app.ctx.db, kind, Number(id));
      if (svg === null) throw notFound();
      reply
        .header('cache-control', `public, max-age=${ONE_WEEK}, stale-while-revalidate=${ONE_WEEK}`)
        .header('x-content-type-options', 'nosniff');
      if (format === 'webp') return reply.type('image/webp').send(await generatedImageWebp(kind, svg));
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};
