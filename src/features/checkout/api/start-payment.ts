import { startPaymentReply, type StartPaymentBody } from '../../../domain/payment/payment.schema';
import { apiFetch } from '../../../lib/api/api-client';

/**
 * POST /api/payments, then off to the provider's hosted page. A money action: never queued, and
 * the caller keeps its button disabled until the browser leaves.
 */
export async function startPayment(body: StartPaymentBody): Promise<void> {
  const { PayUrl } = await apiFetch('/api/payments', { method: 'POST', body, schema: startPaymentReply });
  window.location.assign(PayUrl);
}
