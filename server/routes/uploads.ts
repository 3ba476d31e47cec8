/**
 * Photo uploads (spec 3 "Image upload", section 7; DESIGN.md 5b): a member asks for a signed upload
 * link (the spec's 90-minute storage credential), then PUTs the picture's bytes to it. The server
 * judges the bytes (server/services/uploads/store-upload.ts), re-encodes them without metadata and
 * answers the stored picture's id and URL.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES, uploadedImageReply, uploadTicketBody, uploadTicketReply } from '../../src/domain/uploads/upload.schema';
import { errorReplies } from '../http/openapi';
import { registerRawUploadScope, uploadRateLimit } from '../http/raw-upload-scope';
import { badRequest, forbidden } from '../http/errors';
import { memberIdOf, requireMember } from '../http/session';
import { makeUploadTicket, readUploadTicket } from '../services/uploads/upload-ticket';
import { storeUpload } from '../services/uploads/store-upload';
import { requireUploadDesk } from '../services/uploads/purpose-desk';

const security = [{ session: [] }];
/** A little over 5 MB is read, so the exact limit is the service's to judge with the spec's message. */
const BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

function signingSecret(secret: string | undefined): string {
  // productionProblems refuses a production start without it; elsewhere the development value.
  if (!secret) throw forbidden('UPLOAD_TICKET_INVALID');
  return secret;
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/uploads/tickets',
    {
      preValidation: requireMember,
      schema: {
        tags: ['uploads'],
        summary: 'A signed link to upload one or more pictures to, valid for 90 minutes (the spec\'s storage credential); banner and promotion pictures: content desk only',
        security,
        body: uploadTicketBody,
        response: { 200: uploadTicketReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      await requireUploadDesk(app.ctx.db, memberIdOf(request), request.body.Purpose);
      const { token, expiresAt } = makeUploadTicket(
        signingSecret(app.ctx.env.UPLOAD_SIGNING_SECRET),
        memberIdOf(request),
        request.body.Purpose,
        app.ctx.clock.now(),
      );
      return { UploadUrl: `/api/uploads/${token}`, ExpiresAt: expiresAt.toISOString() };
    },
  );

  await registerRawUploadScope(app, BODY_LIMIT, (rawScope) => {
    rawScope.put(
      '/api/uploads/:token',
      {
        preValidation: requireMember,
        bodyLimit: BODY_LIMIT,
        config: uploadRateLimit(app),
        schema: {
          tags: ['uploads'],
          summary:
            'Upload a picture to a signed link: JPEG or PNG by content, at most 5 MB, at least 300×300; stored upright, re-encoded without metadata (GPS); a banner picture cut to 3:1, at most 1200×400; a promotion picture scaled to fit 1200×1600',
          security,
          params: z.object({ token: z.string().max(300) }),
          response: { 200: uploadedImageReply, ...errorReplies(400, 401, 403, 413, 429) },
        },
      },
      async (request) => {
        const memberId = memberIdOf(request);
        const purpose = readUploadTicket(signingSecret(app.ctx.env.UPLOAD_SIGNING_SECRET), request.params.token, memberId, app.ctx.clock.now());
        await requireUploadDesk(app.ctx.db, memberId, purpose);
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('UPLOAD_NOT_IMAGE');
        return storeUpload(app.ctx, memberId, purpose, body);
      },
    );
  });
};
