/**
 * Becoming a seller (spec 3 "Become a seller", "Merchant status page"): the member's application,
 * the payout provider's onboarding and its signed result, Start Selling; and the sellers desk's
 * audit (approve or refuse the applications waiting for it).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payoutResultBody,
  sellerApplicationParams,
  sellerApplicationReply,
  staffApplicationsQuery,
  staffApplicationsReply,
  staffRefuseBody,
  startOnboardingReply,
  startSellingReply,
} from '../../src/domain/seller/seller-application.schema';
import { z } from 'zod/mini';
import { errorReplies, perMinute } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { requireStaff } from '../http/staff';
import { acceptPayoutResult, readApplication, startApplication, startSelling } from '../services/seller-applications/member-application';
import { approveApplication, listApplications, refuseApplication } from '../services/seller-applications/staff-review';

const security = [{ session: [] }];
const tags = ['account'];
const staffTags = ['staff'];
const preValidation = requireMember;
const statusReply = z.object({ Status: z.number() });

export const sellerApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/seller-application',
    {
      preValidation,
      schema: { tags, summary: 'My seller application: status 0-3 (null: never applied), who refused and why, and whether I already sell', security, response: { 200: sellerApplicationReply, ...errorReplies(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readApplication(app.ctx, memberIdOf(request));
    },
  );

  app.post(
    '/api/me/seller-application/start',
    {
      preValidation,
      // Each start opens an account at the payout provider.
      config: perMinute(app.ctx.env.CODE_RATE_LIMIT),
      schema: {
        tags,
        summary: "Apply to sell (or reapply after a refusal): opens the payout provider's onboarding and answers where to send the member; ID verification first",
        security,
        response: { 200: startOnboardingReply, ...errorReplies(401, 403, 409, 429) },
      },
    },
    async (request) => startApplication(app.ctx, memberIdOf(request)),
  );

  app.post(
    '/api/me/seller-application/return',
    {
      preValidation,
      config: perMinute(app.ctx.env.SIGN_IN_RATE_LIMIT),
      schema: {
        tags,
        summary: "The payout provider's signed onboarding result, as the browser brought it back: verified → waiting for the audit, rejected → refused; a replay changes nothing",
        security,
        body: payoutResultBody,
        response: { 200: sellerApplicationReply, ...errorReplies(400, 401, 429) },
      },
    },
    async (request) => acceptPayoutResult(app.ctx, memberIdOf(request), request.body),
  );

  app.post(
    '/api/me/seller-application/start-selling',
    {
      preValidation,
      schema: { tags, summary: 'Start Selling once the application is active: sets IsSeller and answers the seller site; twice is harmless', security, response: { 200: startSellingReply, ...errorReplies(401, 409) } },
    },
    async (request) => startSelling(app.ctx, memberIdOf(request), app.ctx.env.SELLER_SITE_URL),
  );

  const preHandler = requireStaff('sellers');
  app.get(
    '/api/staff/seller-applications',
    {
      preValidation,
      preHandler,
      schema: {
        tags: staffTags,
        summary: 'Seller applications by status (default 1, waiting for the audit), the longest waiting first: sellers desk only',
        security,
        querystring: staffApplicationsQuery,
        response: { 200: staffApplicationsReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listApplications(app.ctx, request.query.status ?? 1) };
    },
  );
  app.post(
    '/api/staff/seller-applications/:memberId/approve',
    {
      preValidation,
      preHandler,
      schema: { tags: staffTags, summary: 'Approve an application waiting for the audit (1 → 2); recorded in the staff log, the member is told', security, params: sellerApplicationParams, response: { 200: statusReply, ...errorReplies(400, 401, 403, 404, 409) } },
    },
    async (request) => approveApplication(app.ctx, memberIdOf(request), request.params.memberId),
  );
  app.post(
    '/api/staff/seller-applications/:memberId/refuse',
    {
      preValidation,
      preHandler,
      schema: {
        tags: staffTags,
        summary: 'Refuse an application waiting for the audit with a reason (1 → 3); recorded in the staff log, the member is told',
        security,
        params: sellerApplicationParams,
        body: staffRefuseBody,
        response: { 200: statusReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => refuseApplication(app.ctx, memberIdOf(request), request.params.memberId, request.body.Reason),
  );
};
