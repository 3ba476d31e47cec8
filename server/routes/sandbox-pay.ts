/**
 * The sandbox payment provider's hosted page (DESIGN.md section 3), absent in production: it shows
 * what is being paid and lets the payer approve, decline or abandon. Its answer reaches Holo the
 * way a real provider's does, as a signed callback to POST /api/payments/callback, and then the
 * payer is sent back to the result page. A payment is decided once: a cancelled or decided one
 * shows what became of it and cannot be approved.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { isProduction } from '../env';
import { SANDBOX_SIGNATURE_HEADER, type PaymentCallback } from '../providers/payments';
import { renderSandboxPayClosedPage, renderSandboxPayPage } from './dev/sandbox-pay-page';

const decisions: Record<string, PaymentCallback['outcome']> = { approve: 'paid', decline: 'declined', abandon: 'abandoned' };
const html = 'text/html; charset=utf-8';

export const sandboxPayRoutes: FastifyPluginAsync = async (app) => {
  if (isProduction(app.ctx.env)) return;
  const provider = app.ctx.providers.payments;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get<{ Params: { ref: string }; Querystring: { s?: string; sig?: string } }>(
    '/sandbox/pay/:ref',
    { schema: { hide: true } },
    async (request, reply) => {
      const session = provider.readHostedState(request.query.s ?? '', request.query.sig);
      if (!session || session.providerReference !== request.params.ref) return reply.status(400).type('text/plain').send('Unknown payment');
      const state = await provider.stateOf(session.providerReference);
      reply.type(html).header('cache-control', 'no-store');
      if (state !== 'open') return reply.send(renderSandboxPayClosedPage(session, state));
      return reply.send(renderSandboxPayPage(session, request.query.s ?? '', request.query.sig ?? ''));
    },
  );

  app.post<{ Params: { ref: string }; Body: Record<string, string> }>('/sandbox/pay/:ref', { schema: { hide: true } }, async (request, reply) => {
    const { s = '', sig, decision = '' } = request.body ?? {};
    const session = provider.readHostedState(s, sig);
    const outcome = decisions[decision];
    if (!session || session.providerReference !== request.params.ref || !outcome) {
      return reply.status(400).type('text/plain').send('Unknown payment');
    }
    if (!(await provider.decide(session.providerReference, outcome, session.amountMinor))) {
      const state = await provider.stateOf(session.providerReference);
      return reply.status(409).type(html).header('cache-control', 'no-store').send(renderSandboxPayClosedPage(session, state === 'open' ? 'cancelled' : state));
    }
    const { body, signature } = provider.signCallback({
      eventId: `evt_${randomBytes(10).toString('hex')}`,
      providerReference: session.providerReference,
      paymentCode: session.paymentCode,
      outcome,
      amountMinor: session.amountMinor,
      currency: session.currency,
    });
    const delivered = await app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: body,
    });
    if (delivered.statusCode >= 300) request.log.warn({ status: delivered.statusCode, body: delivered.body }, 'sandbox payment callback refused');
    return reply.redirect(session.returnPath, 303);
  });
};
