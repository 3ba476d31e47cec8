/** Buyer protection, the seller's answers (docs/decisions.md "Buyer protection"): their cases, a refund, a return, the return's arrival. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseParams, caseReply, refundBody, returnAddressBody } from '../../src/domain/cases/case.schema';
import { caseListReply } from '../../src/domain/cases/case-list.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { sellerAskReturn, sellerConfirmReturn, sellerRefund } from '../services/cases/case-decisions';
import { listSellerCases } from '../services/cases/list-cases';

const security = [{ session: [] }];
const tags = ['seller cases'];

export const sellerCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seller/cases',
    {
      preValidation: requireMember,
      schema: { tags, summary: "The seller's cases, active first, the latest move first", security, response: { 200: caseListReply, ...errorReplies(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listSellerCases(app.ctx, memberIdOf(request)) };
    },
  );
  app.post(
    '/api/seller/cases/:id/refund',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'The seller refunds the buyer: everything (Full) or an amount of item and postage in USD cents (fee and tax follow in proportion)',
        security,
        params: caseParams,
        body: refundBody,
        response: { 200: caseReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => sellerRefund(app.ctx, memberIdOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/seller/cases/:id/return',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'The seller asks for the card back with a return address: the buyer has 7 days to send it',
        security,
        params: caseParams,
        body: returnAddressBody,
        response: { 200: caseReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => sellerAskReturn(app.ctx, memberIdOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/seller/cases/:id/confirm-return',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'The seller confirms the returned card arrived: the buyer is refunded in full',
        security,
        params: caseParams,
        response: { 200: caseReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => sellerConfirmReturn(app.ctx, memberIdOf(request), request.params.id),
  );
};
