/**
 * API test helpers for payments: open one through POST /api/payments, then act as the payer on the
 * sandbox provider's hosted page (approve, decline, abandon), which posts the signed callback.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema';
import type { StartPaymentBody } from '../../src/domain/payment/payment.schema';
import type { TestApp, TestClient } from './test-app';

export async function startPaymentOk(client: TestClient, body: StartPaymentBody): Promise<{ PaymentCode: string; PayUrl: string }> {
  const response = await client.post('/api/payments', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** The payer's choice on the hosted page; answers where the provider sent the payer back. */
export async function decideOnHostedPage(t: TestApp, payUrl: string, decision: 'approve' | 'decline' | 'abandon'): Promise<string> {
  const url = new URL(payUrl, t.baseUrl);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Approve payment');
  const form = new URLSearchParams({ s: url.searchParams.get('s') ?? '', sig: url.searchParams.get('sig') ?? '', decision });
  const answer = await fetch(new URL(url.pathname, t.baseUrl), {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return answer.headers.get('location') ?? '';
}

export async function outboxKinds(t: TestApp, kind: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.kind, kind));
}
