/**
 * Payments (spec 2 "Payment channel", "Payment result pages"): start one, read its outcome, and the
 * provider's signed callback, which alone decides it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentReply, startPaymentBody, startPaymentReply } from '../../src/domain/payment/payment.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { badRequest, unauthorized } from '../http/errors';
import { SANDBOX_SIGNATURE_HEADER } from '../providers/payments';
import { startPayment } from '../services/payments/start-payment';
import { getPayment } from '../services/payments/get-payment';
import { applyPaymentCallback } from '../services/payments/apply-payment-callback';
import { applyRefundCallback } from '../services/refunds/apply-refund-callback';

const security = [{ session: [] }];

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payments',
    {
      preValidation: requireMember,
      schema: {
        tags: ['payments'],
        summary: "Open a payment for an unpaid order, store order or CHP package; PayUrl is the provider's page",
        security,
        body: startPaymentBody,
        response: { 200: startPaymentReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => startPayment(app.ctx, memberIdOf(request), request.body),
  );

  app.get(
    '/api/payments/:code',
    {
      preValidation: requireMember,
      schema: {
        tags: ['payments'],
        summary: "The member's payment: 0 waiting, 1 paid, 2 declined, 3 abandoned, 4 credited as CHP, 5 cancelled, 6 refunded",
        security,
        params: z.object({ code: z.string().max(40) }),
        response: { 200: paymentReply, ...errorReplies(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getPayment(app.ctx.db, memberIdOf(request), request.params.code);
    },
  );

  await app.register(async (callbackScope) => {
    // The signature covers the exact bytes sent, so this route reads the body as text.
    callbackScope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    callbackScope.post(
      '/api/payments/callback',
      {
        config: { csrfExempt: true },
        schema: {
          tags: ['payments'],
          summary: "The payment provider's signed callback (server to server); replays change nothing",
          response: { 204: z.null(), ...errorReplies(400, 404) },
        },
      },
      async (request, reply) => {
        const signature = request.headers[SANDBOX_SIGNATURE_HEADER];
        const callback = app.ctx.providers.payments.readCallback(String(request.body), typeof signature === 'string' ? signature : undefined);
        if (!callback) throw badRequest('PAYMENT_SIGNATURE_INVALID');
        await applyPaymentCallback(app.ctx, callback);
        return reply.status(204).send(null);
      },
    );
    callbackScope.post(
      '/api/payments/refund-callback',
      {
        config: { csrfExempt: true },
        bodyLimit: 16 * 1024,
        schema: {
          tags: ['payments'],
          summary: "The payment provider's signed refund callback (server to server): succeeded or failed, settled once; replays change nothing",
          response: { 204: z.null(), ...errorReplies(401, 404) },
        },
      },
      async (request, reply) => {
        const signature = request.headers[SANDBOX_SIGNATURE_HEADER];
        const callback = app.ctx.providers.payments.readRefundCallback(String(request.body), typeof signature === 'string' ? signature : undefined);
        if (!callback) throw unauthorized('PAYMENT_SIGNATURE_INVALID');
        await applyRefundCallback(app.ctx, callback);
        return reply.status(204).send(null);
      },
    );
  });
};
