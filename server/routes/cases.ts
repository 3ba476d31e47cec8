/**
 * Buyer protection, the buyer's side and the thread (spec 3 sections 2, 4, 7; docs/decisions.md
 * "Buyer protection"): open a case on an order, read it (buyer, seller or cases staff), write in its
 * thread, revoke, re-open, appeal, escalate, and send the card back.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseMessageBody, caseParams, caseReply, openCaseBody, returnShippingBody } from '../../src/domain/cases/case.schema';
import { orderIdParams, trackingReply } from '../../src/domain/shipping/shipping.schema';
import type { OrderKind } from '../../src/domain/orders/order-finish';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { getCase } from '../services/cases/case-reply';
import { appealCase, enterReturnShipping, escalateCase, postMessage, reopenCase, revokeCase } from '../services/cases/case-steps';
import { openCase } from '../services/cases/open-case';
import { getReturnTracking } from '../services/cases/return-tracking';

const security = [{ session: [] }];
const tags = ['cases'];

export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  const orderRoutes = (kind: OrderKind, base: string, what: string) => {
    app.post(
      `${base}/:id/case`,
      {
        preValidation: requireMember,
        schema: {
          tags,
          summary: `Open a case on a paid or shipped ${what} (its buyer only), with the first message: reason, text up to 150 characters, up to 3 of the buyer's pictures`,
          security,
          params: orderIdParams,
          body: openCaseBody,
          response: { 200: caseReply, ...errorReplies(400, 401, 404, 409) },
        },
      },
      async (request) => openCase(app.ctx, memberIdOf(request), kind, request.params.id, request.body),
    );
    app.get(
      `${base}/:id/case`,
      {
        preValidation: requireMember,
        schema: {
          tags,
          summary: `A ${what}'s case for its buyer, its seller or cases staff: SRType, SRStatus, SRBtnType, the thread (newest last) and the return case`,
          security,
          params: orderIdParams,
          response: { 200: caseReply, ...errorReplies(400, 401, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getCase(app.ctx, memberIdOf(request), kind, request.params.id);
      },
    );
    app.get(
      `${base}/:id/case/return-tracking`,
      {
        preValidation: requireMember,
        schema: {
          tags,
          summary: `The carrier's trace of a ${what}'s return parcel, asked on demand, for its buyer or seller`,
          security,
          params: orderIdParams,
          response: { 200: trackingReply, ...errorReplies(400, 401, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getReturnTracking(app.ctx, memberIdOf(request), kind, request.params.id);
      },
    );
  };
  orderRoutes('order', '/api/orders', 'marketplace order');
  orderRoutes('store_order', '/api/store-orders', 'store order');

  app.post(
    '/api/cases/:id/messages',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "A message in an active case's thread by its buyer or seller: text up to 150 characters, up to 3 of the author's pictures",
        security,
        params: caseParams,
        body: caseMessageBody,
        response: { 200: caseReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => postMessage(app.ctx, memberIdOf(request), request.params.id, request.body),
  );

  const buyerStep = (path: string, summary: string, step: typeof revokeCase) =>
    app.post(
      `/api/cases/:id/${path}`,
      {
        preValidation: requireMember,
        schema: { tags, summary, security, params: caseParams, response: { 200: caseReply, ...errorReplies(400, 401, 404, 409) } },
      },
      async (request) => step(app.ctx, memberIdOf(request), request.params.id),
    );
  buyerStep('revoke', 'The buyer revokes an active case (not while a refund is on its way)', revokeCase);
  buyerStep('reopen', 'The buyer opens a revoked case again, once, while the order is not finished', reopenCase);
  buyerStep('appeal', "The buyer appeals a case closed in the seller's favour, once, within 30 days: Holo steps in", appealCase);
  buyerStep('escalate', 'The buyer asks Holo to step in on an open case, 3 days after opening', escalateCase);

  app.post(
    '/api/cases/:id/return-shipping',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: "The buyer's return parcel (carrier and tracking number, both required) on a case waiting for it; the seller then has 14 days to confirm it arrived",
        security,
        params: caseParams,
        body: returnShippingBody,
        response: { 200: caseReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => enterReturnShipping(app.ctx, memberIdOf(request), request.params.id, request.body),
  );
};
