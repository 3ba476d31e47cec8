/** Buyer protection, Holo's cases desk (DESIGN.md 5b staff): escalated cases, decisions (recorded with who and when), Holo's messages. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseMessageBody, caseParams, caseReply } from '../../src/domain/cases/case.schema';
import { caseListReply, staffDecisionBody } from '../../src/domain/cases/case-list.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { requireStaff } from '../http/staff';
import { staffDecide, staffMessage } from '../services/cases/case-decisions';
import { listEscalatedCases } from '../services/cases/list-cases';

const security = [{ session: [] }];
const tags = ['staff'];
const preValidation = requireMember;
const preHandler = requireStaff('cases');

export const staffCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/cases',
    {
      preValidation,
      preHandler,
      schema: { tags, summary: 'Cases the buyer took to Holo (escalated), the latest move first: cases desk only', security, response: { 200: caseListReply, ...errorReplies(401, 403) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listEscalatedCases(app.ctx) };
    },
  );
  app.post(
    '/api/staff/cases/:id/decide',
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: "Decide a case: refund (full or an amount), return (the seller must give an address), or close in the seller's favour; recorded in the staff log",
        security,
        params: caseParams,
        body: staffDecisionBody,
        response: { 200: caseReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => staffDecide(app.ctx, memberIdOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/staff/cases/:id/messages',
    {
      preValidation,
      preHandler,
      schema: {
        tags,
        summary: "Holo's message in an active case's thread (shown as Holo)",
        security,
        params: caseParams,
        body: caseMessageBody,
        response: { 200: caseReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => staffMessage(app.ctx, memberIdOf(request), request.params.id, request.body),
  );
};
