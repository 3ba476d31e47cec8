/**
 * Document uploads (a tax proof as PDF): the same signed, short-lived upload link as pictures
 * (POST /api/uploads/tickets with Purpose 'tax'), PUT to /api/uploads/documents/<token>; the server
 * judges the bytes (server/services/uploads/store-document.ts). A stored document is read only by
 * its owner and the tax desk, as an attachment the browser never renders as a page.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordIdParam } from '../../src/domain/ids/record-id';
import { PROOF_MAX_BYTES } from '../../src/domain/tax-refunds/proof-file';
import { uploadedDocumentReply } from '../../src/domain/tax-refunds/tax-refund.schema';
import { errorReplies } from '../http/openapi';
import { registerRawUploadScope, uploadRateLimit } from '../http/raw-upload-scope';
import { badRequest, forbidden, notFound } from '../http/errors';
import { memberIdOf, requireMember } from '../http/session';
import { readUploadTicket } from '../services/uploads/upload-ticket';
import { storeDocument } from '../services/uploads/store-document';
import { readDocument } from '../services/uploads/read-document';

const security = [{ session: [] }];
const BODY_LIMIT = PROOF_MAX_BYTES + 64 * 1024;
/** Purposes a document may be uploaded for. */
const DOCUMENT_PURPOSES: ReadonlySet<string> = new Set(['tax']);

export const uploadedDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/documents/:id',
    {
      preValidation: requireMember,
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded document (PDF), as an attachment: only its owner and the desk it was sent to',
        security,
        params: z.object({ id: recordIdParam }),
        response: { 200: z.unknown().describe('The PDF (application/pdf, as an attachment)'), ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const document = await readDocument(app.ctx, memberIdOf(request), request.params.id);
      if (!document) throw notFound();
      return reply
        .type(document.contentType)
        .header('content-disposition', `attachment; filename="proof-${request.params.id}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(document.bytes.buffer, document.bytes.byteOffset, document.bytes.byteLength));
    },
  );

  await registerRawUploadScope(app, BODY_LIMIT, (rawScope) => {
    rawScope.put(
      '/api/uploads/documents/:token',
      {
        preValidation: requireMember,
        bodyLimit: BODY_LIMIT,
        config: uploadRateLimit(app),
        schema: {
          tags: ['uploads'],
          summary: 'Upload a document (a tax proof) to a signed link: PDF by content (%PDF- … %%EOF), at most 5 MB',
          security,
          params: z.object({ token: z.string().max(300) }),
          response: { 200: uploadedDocumentReply, ...errorReplies(400, 401, 403, 413, 429) },
        },
      },
      async (request) => {
        const memberId = memberIdOf(request);
        const secret = app.ctx.env.UPLOAD_SIGNING_SECRET;
        if (!secret) throw forbidden('UPLOAD_TICKET_INVALID');
        const purpose = readUploadTicket(secret, request.params.token, memberId, app.ctx.clock.now());
        if (!DOCUMENT_PURPOSES.has(purpose)) throw forbidden('UPLOAD_TICKET_INVALID');
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('DOCUMENT_NOT_ALLOWED');
        return storeDocument(app.ctx, memberId, purpose, body);
      },
    );
  });
};
