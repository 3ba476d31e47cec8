/** Coupons (spec 3 "Coupons", shared coupon link; spec 2 the store checkout's coupon selector). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  drawShareReply,
  myCouponsQuery,
  myCouponsReply,
  shareLinkBody,
  shareLinkReply,
  shareTokenParams,
  usableCouponsQuery,
  usableCouponsReply,
} from '../../src/domain/coupons/coupon.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { listMyCoupons } from '../services/coupons/list-my-coupons';
import { usableCoupons } from '../services/coupons/usable-coupons';
import { createShareLink } from '../services/coupons/create-share-link';
import { drawShareCoupon } from '../services/coupons/draw-share-coupon';

const security = [{ session: [] }];

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/coupons',
    {
      preValidation: requireMember,
      schema: {
        tags: ['coupons'],
        summary: 'My coupons: type 0 unused, 1 expired or used; 12 a page (99 for the checkout)',
        security,
        querystring: myCouponsQuery,
        response: { 200: myCouponsReply, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listMyCoupons(app.ctx, memberIdOf(request), request.query);
    },
  );

  app.get(
    '/api/me/coupons/usable',
    {
      preValidation: requireMember,
      schema: {
        tags: ['coupons'],
        summary: "For each of the member's cart lines, their unused coupons sorted by value, the not applicable ones disabled",
        security,
        querystring: usableCouponsQuery,
        response: { 200: usableCouponsReply, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return usableCoupons(app.ctx, memberIdOf(request), request.query.lines);
    },
  );

  app.post(
    '/api/coupons/shares',
    {
      preValidation: requireMember,
      schema: {
        tags: ['coupons'],
        summary: "Share the buyer's own paid order (7 days from payment): its link, made on the first share, or SHARE_EXPIRED",
        security,
        body: shareLinkBody,
        response: { 200: shareLinkReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return createShareLink(app.ctx, memberIdOf(request), request.body.OrderId);
    },
  );

  app.post(
    '/api/coupons/shares/:token/draw',
    {
      preValidation: requireMember,
      schema: {
        tags: ['coupons'],
        summary: "Draw the coupon of a share link: once per member and order; SHARE_EXPIRED (also for an unknown link), SHARE_OWN_LINK",
        security,
        params: shareTokenParams,
        response: { 200: drawShareReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => drawShareCoupon(app.ctx, memberIdOf(request), request.params.token),
  );
};
