/**
 * The legal and information texts (spec 3 "Legal and information pages", section 7 "Get new
 * service agreements"). Public: visitors read them. The answer depends on the reader's language
 * (Language in the query, else the session's, cookie, Accept-Language), so caches may keep it briefly and must revalidate by ETag;
 * the PWA's service worker keeps its own copy for offline reading.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agreementListQuery, agreementListReply, agreementParams, agreementQuery, agreementReply } from '../../src/domain/legal/agreement.schema';
import { isAgreementKey, termsKeyOfType } from '../../src/domain/legal/agreement-keys';
import { errorReplies } from '../http/openapi';
import { notFound } from '../http/errors';
import { listAgreementVersions, readAgreement } from '../services/legal/read-agreements';
import { readerLanguage } from '../services/legal/reader-language';

const tags = ['legal'];
const MAX_AGE_SECONDS = 300;
const notModifiedReply = z.null().describe('Not modified: the If-None-Match ETag is current');

/** Cache headers and an ETag over the answer; true when the reader's copy is current (answer 304). */
function notModified(request: FastifyRequest, reply: FastifyReply, body: unknown): boolean {
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`);
  reply.header('vary', 'Cookie, Accept-Language');
  reply.header('etag', etag);
  const seen = request.headers['if-none-match'];
  return typeof seen === 'string' && seen.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/agreements',
    {
      schema: {
        tags,
        summary: 'Every version of one terms tab (ServiceAgreementType) in the reader’s language, newest first',
        querystring: agreementListQuery,
        response: { 200: agreementListReply, 304: notModifiedReply, ...errorReplies(400, 404) },
      },
    },
    async (request, reply) => {
      const key = termsKeyOfType(request.query.ServiceAgreementType);
      if (!key) throw notFound('AGREEMENT_NOT_FOUND');
      const body = await listAgreementVersions(app.ctx, key, request.query.Language ?? (await readerLanguage(app.ctx, request)));
      if (notModified(request, reply, body)) return reply.code(304).send(null);
      return body;
    },
  );

  app.get(
    '/api/agreements/:key',
    {
      schema: {
        tags,
        summary: 'The newest version of one legal or information text in the reader’s language (English when not translated)',
        params: agreementParams,
        querystring: agreementQuery,
        response: { 200: agreementReply, 304: notModifiedReply, ...errorReplies(400, 404) },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      if (!isAgreementKey(key)) throw notFound('AGREEMENT_NOT_FOUND');
      const body = await readAgreement(app.ctx, key, request.query.Language ?? (await readerLanguage(app.ctx, request)));
      if (notModified(request, reply, body)) return reply.code(304).send(null);
      return body;
    },
  );
};
