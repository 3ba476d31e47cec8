/** The content desk's banners and legal texts (DESIGN.md 5b staff); every write is in the staff log. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffBannerBody,
  staffBannerPatch,
  staffBannerRow,
  staffBannersReply,
  staffLegalKeyParams,
  staffLegalKeysReply,
  staffLegalTextBody,
  staffLegalTextReply,
  staffRecordParams,
} from '../../src/domain/staff/staff.schema';
import { isAgreementKey } from '../../src/domain/legal/agreement-keys';
import { errorReplies } from '../http/openapi';
import { notFound } from '../http/errors';
import { memberIdOf, requireMember } from '../http/session';
import { requireStaff } from '../http/staff';
import { createBanner, editBanner, listBanners, patchBanner } from '../services/staff/staff-banners';
import { listLegalTexts, publishLegalText, readLegalText } from '../services/staff/staff-legal-texts';

const security = [{ session: [] }];
const tags = ['staff'];
const preValidation = requireMember;
const preHandler = requireStaff('content');

function agreementKeyOf(key: string) {
  if (!isAgreementKey(key)) throw notFound('AGREEMENT_NOT_FOUND');
  return key;
}

export const staffContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/banners',
    { preValidation, preHandler, schema: { tags, summary: "Every home page banner of every area, on or off, in each area's order: content desk only", security, response: { 200: staffBannersReply, ...errorReplies(401, 403) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { Data: await listBanners(app.ctx) };
    },
  );
  app.post(
    '/api/staff/banners',
    {
      preValidation,
      preHandler,
      schema: { tags, summary: "Create a banner: headline and subtitle in English and, optionally, the other languages; Holo's own picture; the link by click type", security, body: staffBannerBody, response: { 200: staffBannerRow, ...errorReplies(400, 401, 403) } },
    },
    async (request) => createBanner(app.ctx, memberIdOf(request), request.body),
  );
  app.put(
    '/api/staff/banners/:id',
    {
      preValidation,
      preHandler,
      schema: { tags, summary: 'Edit a banner (the whole of it)', security, params: staffRecordParams, body: staffBannerBody, response: { 200: staffBannerRow, ...errorReplies(400, 401, 403, 404) } },
    },
    async (request) => editBanner(app.ctx, memberIdOf(request), request.params.id, request.body),
  );
  app.patch(
    '/api/staff/banners/:id',
    {
      preValidation,
      preHandler,
      schema: { tags, summary: 'Switch a banner on or off, or move it in its area’s order', security, params: staffRecordParams, body: staffBannerPatch, response: { 200: staffBannerRow, ...errorReplies(400, 401, 403, 404) } },
    },
    async (request) => patchBanner(app.ctx, memberIdOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/staff/legal-texts',
    { preValidation, preHandler, schema: { tags, summary: 'Every legal and information text with its English title and newest version: content desk only', security, response: { 200: staffLegalKeysReply, ...errorReplies(401, 403) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { Data: await listLegalTexts(app.ctx) };
    },
  );
  app.get(
    '/api/staff/legal-texts/:key',
    {
      preValidation,
      preHandler,
      schema: { tags, summary: 'One text’s newest version in each language it has', security, params: staffLegalKeyParams, response: { 200: staffLegalTextReply, ...errorReplies(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readLegalText(app.ctx, agreementKeyOf(request.params.key));
    },
  );
  app.post(
    '/api/staff/legal-texts/:key',
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: 'Publish a new version of a text in one language (HTML, sanitised like the notices before it is stored); earlier versions stay as members agreed to them',
        security,
        params: staffLegalKeyParams,
        body: staffLegalTextBody,
        response: { 200: staffLegalTextReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => publishLegalText(app.ctx, memberIdOf(request), agreementKeyOf(request.params.key), request.body),
  );
};
