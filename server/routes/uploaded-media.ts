/**
 * Uploaded pictures: GET /media/uploads/<key>.jpg|png, optionally `?w=` (100 to 1600) for a copy at
 * that width (never enlarged; dispute replies ask for 350). The key is 128 random bits and never
 * changes, so the reply may be kept for a year (immutable). The key is also what keeps case
 * evidence private: nothing lists the keys, and only the members of a case see its URLs.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../http/errors';
import { MAX_RESIZE_WIDTH, MIN_RESIZE_WIDTH, readUpload } from '../services/uploads/read-upload';

const ONE_YEAR = 365 * 24 * 3600;

export const uploadedMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/uploads/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded picture (JPEG or PNG), optionally resized to a width of 100 to 1600 pixels',
        params: z.object({ file: z.string().max(48) }),
        querystring: z.object({ w: z.coerce.number().int().min(MIN_RESIZE_WIDTH).max(MAX_RESIZE_WIDTH).optional() }),
      },
    },
    async (request, reply) => {
      const picture = await readUpload(app.ctx.providers.storage, request.params.file, request.query.w);
      if (!picture) throw notFound();
      return reply
        .type(picture.contentType)
        .header('cache-control', `public, max-age=${ONE_YEAR}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(picture.bytes.buffer, picture.bytes.byteOffset, picture.bytes.byteLength));
    },
  );
};
