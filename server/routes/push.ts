/**
 * Push notifications (DESIGN.md section 6): the relay's VAPID key, this browser's subscription, and
 * the member's settings (each kind on or off; the subscribed devices). The relay (push-server/)
 * sends; these routes only store what it reads.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PushDevice,
  PushKeyReply,
  PushSettingInput,
  PushSettingsReply,
  PushSubscriptionInput,
  PushUnsubscribeInput,
} from '../../src/domain/push/push.schema';
import { errorReplies, noContent } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { isProduction } from '../env';
import { getPushKey } from '../services/push/get-push-key';
import { subscribeDevice } from '../services/push/subscribe-device';
import { unsubscribeDevice } from '../services/push/unsubscribe-device';
import { removeDevice } from '../services/push/remove-device';
import { getPushSettings } from '../services/push/get-push-settings';
import { setPushSetting } from '../services/push/set-push-setting';

const security = [{ session: [] }];
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/push/key',
    {
      schema: {
        tags: ['push'],
        summary: "The relay's VAPID public key (base64url), the applicationServerKey for PushManager.subscribe",
        response: { 200: PushKeyReply },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return getPushKey(app.ctx);
    },
  );

  app.post(
    '/api/push/subscriptions',
    {
      preValidation: requireMember,
      schema: {
        tags: ['push'],
        summary: "Store this browser's push subscription (201 new, 200 known; a browser signed in as another member moves to this one)",
        security,
        body: PushSubscriptionInput,
        response: { 200: PushDevice, 201: PushDevice, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      const { created, device } = await subscribeDevice(app.ctx, memberIdOf(request), request.body, {
        userAgent: request.headers['user-agent'],
        pushServicesOnly: isProduction(app.ctx.env),
      });
      return reply.status(created ? 201 : 200).send(device);
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      preValidation: requireMember,
      schema: {
        tags: ['push'],
        summary: 'This browser stops receiving pushes for the member (idempotent)',
        security,
        body: PushUnsubscribeInput,
        response: { 204: noContent, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      await unsubscribeDevice(app.ctx, memberIdOf(request), request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions/:id',
    {
      preValidation: requireMember,
      schema: {
        tags: ['push'],
        summary: "Remove one of the member's devices (404 when it is not theirs)",
        security,
        params,
        response: { 204: noContent, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await removeDevice(app.ctx, memberIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/push/settings',
    {
      preValidation: requireMember,
      schema: {
        tags: ['push'],
        summary: "Each notification kind on or off (on unless switched off) and the member's subscribed devices",
        security,
        response: { 200: PushSettingsReply, ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getPushSettings(app.ctx, memberIdOf(request));
    },
  );

  app.put(
    '/api/push/settings',
    {
      preValidation: requireMember,
      schema: {
        tags: ['push'],
        summary: 'Switch one notification kind on or off for all the member\'s devices; replies with the settings',
        security,
        body: PushSettingInput,
        response: { 200: PushSettingsReply, ...errorReplies(400, 401) },
      },
    },
    async (request) => setPushSetting(app.ctx, memberIdOf(request), request.body),
  );
};
