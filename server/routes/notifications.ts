/**
 * The notifications inbox (spec 3 "Notifications", section 7 notification calls). Marking read and
 * deleting come from the PWA's offline queue too: they honour its Idempotency-Key, so a replay
 * answers what the first call did and changes nothing.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationChangeReply,
  notificationCountsReply,
  notificationDetailReply,
  notificationIdsBody,
  notificationListQuery,
  notificationListReply,
  notificationParams,
} from '../../src/domain/messages/notification.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { answerOnce, replayableHeaders } from '../http/replayable';
import { listNotifications } from '../services/notifications/list-notifications';
import { countUnreadNotifications } from '../services/notifications/count-unread-notifications';
import { readNotification } from '../services/notifications/read-notification';
import { markNotificationRead, markNotificationsRead } from '../services/notifications/mark-notifications-read';
import { deleteNotifications } from '../services/notifications/delete-notifications';

const security = [{ session: [] }];
const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'One /messages tab of the member’s notifications, newest first, 60 a page',
        security,
        querystring: notificationListQuery,
        response: { 200: notificationListReply, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listNotifications(app.ctx, memberIdOf(request), request.query);
    },
  );

  app.get(
    '/api/notifications/counts',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Unread notifications per tab and in all (the header and tab badges)',
        security,
        response: { 200: notificationCountsReply, ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return countUnreadNotifications(app.ctx, memberIdOf(request));
    },
  );

  app.get(
    '/api/notifications/:id',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'One notification with its HTML body sanitised; does not mark it read',
        security,
        params: notificationParams,
        response: { 200: notificationDetailReply, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readNotification(app.ctx, memberIdOf(request), request.params.id);
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Mark one notification read (Changed 0 when it already was). Honours Idempotency-Key.',
        security,
        headers: replayableHeaders,
        params: notificationParams,
        response: { 200: notificationChangeReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) =>
      answerOnce(app.ctx, request, 'notification.read', () => markNotificationRead(app.ctx, memberIdOf(request), request.params.id)),
  );

  app.post(
    '/api/notifications/read',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Mark the selected notifications read (others’ ids ignored). Honours Idempotency-Key.',
        security,
        headers: replayableHeaders,
        body: notificationIdsBody,
        response: { 200: notificationChangeReply, ...errorReplies(400, 401, 409) },
      },
    },
    async (request) =>
      answerOnce(app.ctx, request, 'notifications.read', () => markNotificationsRead(app.ctx, memberIdOf(request), request.body.Ids)),
  );

  app.post(
    '/api/notifications/delete',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Delete the selected notifications (others’ ids ignored). Honours Idempotency-Key.',
        security,
        headers: replayableHeaders,
        body: notificationIdsBody,
        response: { 200: notificationChangeReply, ...errorReplies(400, 401, 409) },
      },
    },
    async (request) =>
      answerOnce(app.ctx, request, 'notifications.delete', () => deleteNotifications(app.ctx, memberIdOf(request), request.body.Ids)),
  );
};
