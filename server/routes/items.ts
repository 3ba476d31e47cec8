/** The item page (spec 2 "Item detail"): the item in its variants and 'You may also like'. Visitors allowed. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemDetail, likeItemsReply } from '../../src/domain/bidding/item-detail.schema';
import { errorReplies } from '../http/openapi';
import { getItemDetail } from '../services/items/get-item-detail';
import { requestLanguage } from '../http/request-language';
import { listLikeItems } from '../services/items/list-like-items';

export const itemParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/items/:id',
    {
      schema: {
        tags: ['items'],
        summary: "An item page: auction, buy now or finished auction, with the newest 3 bids and the viewer's standing",
        params: itemParams,
        response: { 200: itemDetail, ...errorReplies(400, 404) },
      },
    },
    async (request, reply) => {
      // Viewer-specific (IsOutBid, watch, state tax) and live: never cached by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return getItemDetail(app.ctx, request.params.id, request.member?.memberId ?? null, requestLanguage(request));
    },
  );

  app.get(
    '/api/items/:id/like',
    {
      schema: {
        tags: ['items'],
        summary: "'You may also like': 9 listings on sale from the same category",
        params: itemParams,
        response: { 200: likeItemsReply, ...errorReplies(400, 404) },
      },
    },
    async (request) => ({ data: await listLikeItems(app.ctx, request.params.id, request.member?.memberId ?? null) }),
  );
};
