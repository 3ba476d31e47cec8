/** The content desk's promotions (DESIGN.md 5b staff): write activities, award and release gifts; every action in the staff log. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityParams } from '../../src/domain/promotions/activity.schema';
import {
  giftParams,
  staffActivityBody,
  staffActivityListReply,
  staffActivityRow,
  staffGiftBody,
  staffGiftListReply,
  staffGiftReleaseBody,
  staffGiftReply,
} from '../../src/domain/promotions/staff-activity.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { requireStaff } from '../http/staff';
import { createActivity, editActivity, listStaffActivities } from '../services/promotions/staff-activities';
import { awardGift, listActivityGifts, releaseGift } from '../services/promotions/staff-gifts';

const security = [{ session: [] }];
const tags = ['staff'];
const preValidation = requireMember;
const preHandler = requireStaff('content');

export const staffActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/activities',
    { preValidation, preHandler, schema: { tags, summary: 'Every promotion with its texts in all languages and its gift counts: content desk only', security, response: { 200: staffActivityListReply, ...errorReplies(401, 403) } } },
    async () => listStaffActivities(app.ctx),
  );
  app.post(
    '/api/staff/activities',
    {
      preValidation,
      preHandler,
      schema: { tags, summary: 'Create a promotion (names and summaries per language, English required; up to 6 pictures, the first the cover: the saver\'s own promotion uploads by ImageId, or Holo\'s demo /promo/ paths)', security, body: staffActivityBody, response: { 200: staffActivityRow, ...errorReplies(400, 401, 403) } },
    },
    async (request) => createActivity(app.ctx, memberIdOf(request), request.body),
  );
  app.put(
    '/api/staff/activities/:id',
    {
      preValidation,
      preHandler,
      schema: { tags, summary: 'Edit a promotion (the whole of it; a picture it already has may be kept by its path, a new one only by ImageId)', security, params: activityParams, body: staffActivityBody, response: { 200: staffActivityRow, ...errorReplies(400, 401, 403, 404) } },
    },
    async (request) => editActivity(app.ctx, memberIdOf(request), request.params.id, request.body),
  );
  app.get(
    '/api/staff/activities/:id/gifts',
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: "A promotion's gifts with their members, those still to release first, then the newest (at most 200; Total counts them all)",
        security,
        params: activityParams,
        response: { 200: staffGiftListReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => listActivityGifts(app.ctx, request.params.id),
  );
  app.post(
    '/api/staff/activities/:id/gifts',
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: 'Award a gift to a member (by id or e-mail): a physical prize, or raffle tickets with codes the server generates; one per member and promotion',
        security,
        params: activityParams,
        body: staffGiftBody,
        response: { 200: staffGiftReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => awardGift(app.ctx, memberIdOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/staff/activity-gifts/:id/release',
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: 'Release a gift once: a physical prize with its carrier and tracking number, raffle tickets with their codes',
        security,
        params: giftParams,
        body: staffGiftReleaseBody,
        response: { 200: staffGiftReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => releaseGift(app.ctx, memberIdOf(request), request.params.id, request.body),
  );
};
