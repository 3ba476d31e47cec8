/**
 * US tax refunds (spec 3 "Tax refund", section 7): the member's applications, the order picker and
 * a new application (US members only: 403 TAX_REFUND_US_ONLY); the tax desk's list and decisions.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newTaxRefundBody,
  staffTaxRefundListReply,
  staffTaxRefundQuery,
  taxApproveBody,
  taxOrderPickerQuery,
  taxOrderPickerReply,
  taxRefundApplication,
  taxRefundListQuery,
  taxRefundListReply,
  taxRefundParams,
  taxRejectBody,
} from '../../src/domain/tax-refunds/tax-refund.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { requireStaff } from '../http/staff';
import { listTaxRefunds } from '../services/tax-refunds/list-applications';
import { listClaimableOrders } from '../services/tax-refunds/list-claimable-orders';
import { createTaxRefund } from '../services/tax-refunds/create-application';
import { getTaxRefund } from '../services/tax-refunds/get-application';
import { listStaffTaxRefunds } from '../services/tax-refunds/list-staff-applications';
import { approveTaxRefund, rejectTaxRefund } from '../services/tax-refunds/decide-application';

const security = [{ session: [] }];
const tags = ['tax-refunds'];
const preValidation = requireMember;

export const taxRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tax-refunds',
    {
      preValidation,
      schema: {
        tags,
        summary: "The member's tax refund applications, newest first, at most 60 a page, and when they may apply again (US members)",
        security,
        querystring: taxRefundListQuery,
        response: { 200: taxRefundListReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listTaxRefunds(app.ctx, memberIdOf(request), request.query);
    },
  );
  app.get(
    '/api/tax-refunds/orders',
    {
      preValidation,
      schema: {
        tags,
        summary: "The order picker: the member's orders of the type that can be claimed (paid, taxed, of the last 60 days, unclaimed), newest first, 20 a page",
        security,
        querystring: taxOrderPickerQuery,
        response: { 200: taxOrderPickerReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listClaimableOrders(app.ctx, memberIdOf(request), request.query);
    },
  );
  app.post(
    '/api/tax-refunds',
    {
      preValidation,
      // Per member: an application is a few checks and writes; 20 a minute is far beyond a person.
      config: { rateLimit: { max: 20, timeWindow: 60_000, keyGenerator: (request) => (request.member ? `tax-refund:${request.member.memberId}` : `tax-refund-ip:${request.ip}`) } },
      schema: {
        tags,
        summary: 'Apply for a tax refund of chosen orders with one proof (once a week; the same request twice answers the one application)',
        security,
        body: newTaxRefundBody,
        response: { 200: taxRefundApplication, ...errorReplies(400, 401, 403, 409, 429) },
      },
    },
    async (request) => createTaxRefund(app.ctx, memberIdOf(request), request.body),
  );
  app.get(
    '/api/tax-refunds/:id',
    {
      preValidation,
      schema: {
        tags,
        summary: 'One of the member’s tax refund applications with its orders and proofs',
        security,
        params: taxRefundParams,
        response: { 200: taxRefundApplication, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getTaxRefund(app.ctx, memberIdOf(request), request.params.id);
    },
  );

  const staff = { preValidation, preHandler: requireStaff('tax') };
  const staffTags = ['staff'];
  app.get(
    '/api/staff/tax-refunds',
    {
      ...staff,
      schema: {
        tags: staffTags,
        summary: 'Tax refund applications in a state (1 processing by default), the oldest due first, with the member, orders and proofs: tax desk only',
        security,
        querystring: staffTaxRefundQuery,
        response: { 200: staffTaxRefundListReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listStaffTaxRefunds(app.ctx, request.query.state);
    },
  );
  app.post(
    '/api/staff/tax-refunds/:id/approve',
    {
      ...staff,
      schema: {
        tags: staffTags,
        summary: "Approve a processing application with the amount (cents, more than 0, at most the forecast), credited to the member's CHP",
        security,
        params: taxRefundParams,
        body: taxApproveBody,
        response: { 200: taxRefundApplication, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => approveTaxRefund(app.ctx, memberIdOf(request), request.params.id, request.body.Amount),
  );
  app.post(
    '/api/staff/tax-refunds/:id/reject',
    {
      ...staff,
      schema: {
        tags: staffTags,
        summary: 'Reject a processing application with the reason (at most 300 characters); its orders may be claimed again',
        security,
        params: taxRefundParams,
        body: taxRejectBody,
        response: { 200: taxRefundApplication, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => rejectTaxRefund(app.ctx, memberIdOf(request), request.params.id, request.body.Reason),
  );
};
