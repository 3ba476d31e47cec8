/**
 * API test helpers for payments: open one through POST /api/payments, then act as the payer on the
 * sandbox provider's hosted page (approve, decline, abandon), which posts the signed callback; or
 * send the provider's signed callback directly, as a replayed or raced one arrives.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, paymentRefunds, payments } from '../db/schema';
import { SANDBOX_SIGNATURE_HEADER, type PaymentCallback } from '../providers/payments';
import type { StartPaymentBody } from '../../src/domain/payment/payment.schema';
import type { TestApp, TestClient } from './test-app';

export async function startPaymentOk(client: TestClient, body: StartPaymentBody): Promise<{ PaymentCode: string; PayUrl: string }> {
  const response = await client.post('/api/payments', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** The payer's choice on the hosted page; answers where the provider sent the payer back. */
export async function decideOnHostedPage(t: TestApp, payUrl: string, decision: 'approve' | 'decline' | 'abandon'): Promise<string> {
  const page = await hostedPage(t, payUrl);
  expect(page.status).toBe(200);
  expect(page.text).toContain('Approve payment');
  const answer = await postHostedDecision(t, payUrl, decision);
  expect(answer.status).toBe(303);
  return answer.headers.get('location') ?? '';
}

/** Submits the hosted page's form, whatever the page now shows. */
export async function postHostedDecision(t: TestApp, payUrl: string, decision: 'approve' | 'decline' | 'abandon'): Promise<Response> {
  const url = new URL(payUrl, t.baseUrl);
  const form = new URLSearchParams({ s: url.searchParams.get('s') ?? '', sig: url.searchParams.get('sig') ?? '', decision });
  return fetch(new URL(url.pathname, t.baseUrl), {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
}

/** The hosted page as the payer sees it. */
export async function hostedPage(t: TestApp, payUrl: string): Promise<{ status: number; text: string }> {
  const page = await fetch(new URL(payUrl, t.baseUrl));
  return { status: page.status, text: await page.text() };
}

/**
 * The provider's signed callback for a payment, sent straight to Holo (a replay, or one that
 * raced a cancellation); by default 'paid' for exactly what the payment charges. Answers the HTTP status.
 */
export async function sendSignedCallback(t: TestApp, paymentCode: string, change: Partial<PaymentCallback> = {}): Promise<number> {
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.code, paymentCode));
  const { body, signature } = t.app.ctx.providers.payments.signCallback({
    eventId: `evt_${paymentCode}_${Math.random().toString(36).slice(2)}`,
    providerReference: payment!.providerReference!,
    paymentCode,
    outcome: 'paid',
    amountMinor: payment!.chargedMinor,
    currency: payment!.currency,
    ...change,
  });
  const answer = await fetch(`${t.baseUrl}/api/payments/callback`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
  });
  return answer.status;
}

/** The refunds recorded for a payment (at most one). */
export async function refundsOf(t: TestApp, paymentCode: string) {
  return t.database.db
    .select({ reason: paymentRefunds.reason, status: paymentRefunds.status, amountMinor: paymentRefunds.amountMinor, currency: paymentRefunds.currency, providerRefundId: paymentRefunds.providerRefundId })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(payments.code, paymentCode));
}

export async function outboxKinds(t: TestApp, kind: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.kind, kind));
}
