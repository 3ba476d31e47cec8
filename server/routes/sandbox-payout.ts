/**
 * The sandbox payout provider's hosted onboarding page (server/providers/payouts.ts), absent in
 * production: the member gives a legal name and a bank account (any digits) and submits, or
 * declines verification. The decision is taken once (the provider's record); then the browser goes
 * back to Holo's return path with the signed result, which the PWA passes to
 * POST /api/me/seller-application/return. An onboarding already decided sends its recorded result
 * again (Holo ignores a replay).
 */
import type { FastifyPluginAsync } from 'fastify';
import { isProduction } from '../env';
import { sandboxPayoutRejects, type PayoutOnboarding, type PayoutOutcome } from '../providers/payouts';
import { renderSandboxPayoutPage } from './dev/sandbox-payout-page';

const html = 'text/html; charset=utf-8';

/** The return URL: Holo's path with the signed result and type=payout (the status page knows it came back from the provider). */
function returnUrl(onboarding: PayoutOnboarding, result: { accountId: string; reference: string; outcome: PayoutOutcome; signature: string }) {
  const query = new URLSearchParams({ type: 'payout', account: result.accountId, ref: result.reference, outcome: result.outcome, sig: result.signature });
  return `${onboarding.returnPath}?${query}`;
}

export const sandboxPayoutRoutes: FastifyPluginAsync = async (app) => {
  if (isProduction(app.ctx.env)) return;
  const provider = app.ctx.providers.payouts;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get<{ Params: { account: string }; Querystring: { s?: string; sig?: string } }>('/sandbox/payout/:account', { schema: { hide: true } }, async (request, reply) => {
    const onboarding = provider.readHostedState(request.query.s ?? '', request.query.sig);
    if (!onboarding || onboarding.accountId !== request.params.account) return reply.status(400).type('text/plain').send('Unknown onboarding');
    const state = await provider.stateOf(onboarding.accountId);
    if (state === null) return reply.status(400).type('text/plain').send('Unknown onboarding');
    if (state !== 'open') return reply.redirect(returnUrl(onboarding, provider.signResult({ accountId: onboarding.accountId, reference: onboarding.reference, outcome: state })), 303);
    return reply.type(html).header('cache-control', 'no-store').send(renderSandboxPayoutPage(onboarding, request.query.s ?? '', request.query.sig ?? ''));
  });

  app.post<{ Params: { account: string }; Body: Record<string, string> }>('/sandbox/payout/:account', { schema: { hide: true } }, async (request, reply) => {
    const { s = '', sig, decision = '', holder = '', bank = '' } = request.body ?? {};
    const onboarding = provider.readHostedState(s, sig);
    if (!onboarding || onboarding.accountId !== request.params.account || !['submit', 'decline'].includes(decision)) {
      return reply.status(400).type('text/plain').send('Unknown onboarding');
    }
    if (decision === 'submit') {
      const problem = !holder.trim() || holder.length > 100 ? 'Please enter your legal name.' : !/^\d{4,34}$/.test(bank.replace(/\s/g, '')) ? 'Please enter a bank account number (4 to 34 digits).' : null;
      if (problem) return reply.status(400).type(html).header('cache-control', 'no-store').send(renderSandboxPayoutPage(onboarding, s, sig ?? '', problem));
    }
    const outcome: PayoutOutcome = decision === 'decline' || sandboxPayoutRejects(holder) ? 'rejected' : 'verified';
    await provider.decide(onboarding.accountId, outcome);
    // Decided before (a second click, a back button): the recorded decision is the one sent.
    const recorded = (await provider.stateOf(onboarding.accountId)) ?? outcome;
    const final = recorded === 'open' ? outcome : recorded;
    return reply.redirect(returnUrl(onboarding, provider.signResult({ accountId: onboarding.accountId, reference: onboarding.reference, outcome: final })), 303);
  });
};
