/**
 * Promotions as members and visitors read them (spec 3 "Promotions", section 7). Open to visitors
 * (the activity tab is). The answers depend on the caller's region and language and on the clock:
 * a visitor's may be cached for a minute (varying by language), a member's is private.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  activity,
  activityAreaQuery,
  activityListQuery,
  activityListReply,
  activityParams,
  activityPopupReply,
  activitySwitchQuery,
  activitySwitchReply,
  giftListQuery,
  giftListReply,
} from '../../src/domain/promotions/activity.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { readerLanguage } from '../services/legal/reader-language';
import { callerRegion } from '../services/promotions/caller-region';
import { listMyGifts } from '../services/promotions/list-my-gifts';
import { activitySwitch, getActivity, listActivities, liveActivityOfType, popupActivity } from '../services/promotions/read-activities';

const tags = ['promotions'];
const liveTypeQuery = z.object({
  ...activityAreaQuery.shape,
  ActivityType: z.pipe(z.coerce.number(), z.union([z.literal(0), z.literal(1)], { error: 'ACTIVITY_TYPE_INVALID' })),
});

function publicMinute(request: FastifyRequest, reply: FastifyReply) {
  if (request.member) return;
  reply.header('cache-control', 'public, max-age=60');
  reply.header('vary', 'Cookie, Accept-Language');
}

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const regionOf = (request: FastifyRequest, asked: string | undefined) => callerRegion(app.ctx, request.member?.memberId ?? null, asked);

  app.get(
    '/api/activities/switch',
    {
      schema: {
        tags,
        summary: "The activity switch: on while a promotion of the region (areaCode, else the member's) or of every region is live or coming soon",
        querystring: activitySwitchQuery,
        response: { 200: activitySwitchReply, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      publicMinute(request, reply);
      return activitySwitch(app.ctx, await regionOf(request, request.query.areaCode));
    },
  );

  app.get(
    '/api/activities',
    {
      schema: {
        tags,
        summary: "Promotions of the region (AreaCode, else the member's; a visitor without one sees all): live, then coming soon, then finished, newest first; at most 60 a page",
        querystring: activityListQuery,
        response: { 200: activityListReply, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      publicMinute(request, reply);
      const { PageIndex, PageSize, AreaCode } = request.query;
      return listActivities(app.ctx, await regionOf(request, AreaCode), await readerLanguage(app.ctx, request), { PageIndex, PageSize });
    },
  );

  app.get(
    '/api/activities/popup',
    {
      schema: {
        tags,
        summary: "The live pop-up promotion of the caller's region (shown once per device on home and settings), or null",
        querystring: activityAreaQuery,
        response: { 200: activityPopupReply, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      publicMinute(request, reply);
      return popupActivity(app.ctx, await regionOf(request, request.query.AreaCode), await readerLanguage(app.ctx, request));
    },
  );

  app.get(
    '/api/activities/live',
    {
      schema: {
        tags,
        summary: 'The live sign-up (ActivityType 0) or address (1) promotion of a region, for the /promotion page, or null',
        querystring: liveTypeQuery,
        response: { 200: activityPopupReply, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      publicMinute(request, reply);
      const { AreaCode, ActivityType } = request.query;
      return liveActivityOfType(app.ctx, await regionOf(request, AreaCode), ActivityType, await readerLanguage(app.ctx, request));
    },
  );

  app.get(
    '/api/activities/:id',
    {
      schema: { tags, summary: 'One promotion, its texts in the reader’s language', params: activityParams, response: { 200: activity, ...errorReplies(400, 404) } },
    },
    async (request, reply) => {
      publicMinute(request, reply);
      return getActivity(app.ctx, request.params.id, await readerLanguage(app.ctx, request));
    },
  );

  app.get(
    '/api/me/activity-gifts',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "The member's promotion gifts (activity orders), newest first, at most 60 a page; raffle codes and tracking once released",
        security: [{ session: [] }],
        querystring: giftListQuery,
        response: { 200: giftListReply, ...errorReplies(400, 401) },
      },
    },
    async (request) => listMyGifts(app.ctx, memberIdOf(request), await readerLanguage(app.ctx, request), request.query),
  );
};
