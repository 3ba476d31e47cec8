/**
 * The sandbox payment provider's refund webhook sender: posts each refund it was asked for, with
 * its outcome (succeeded; failed when the amount ends in 13 minor units), signed as the refund
 * callback route checks, by real HTTP to PUBLIC_URL's /api/payments/refund-callback. A refund is
 * claimed with FOR UPDATE SKIP LOCKED and leased for a minute (providers/payments.ts), so any node
 * may run this; a post that fails (or answers other than 2xx) is tried again when the lease ends.
 * Re-posting is harmless: the callback settles a refund once.
 */
import type { AppContext } from '../app';
import { SANDBOX_SIGNATURE_HEADER } from '../providers/payments';
import type { PushLog } from './push-sandbox-tracking';

const REFUNDS_PER_CLAIM = 20;
const POST_TIMEOUT_MS = 5_000;
const silent: PushLog = { warn: () => {} };

export function refundCallbackUrl(publicUrl: string): string {
  return new URL('/api/payments/refund-callback', publicUrl).toString();
}

/** One pass; answers how many refund callbacks Holo acknowledged. `baseUrl` overrides PUBLIC_URL (tests). */
export async function runOnce(ctx: Pick<AppContext, 'providers' | 'env'>, log: PushLog = silent, baseUrl?: string): Promise<number> {
  const provider = ctx.providers.payments;
  const url = refundCallbackUrl(baseUrl ?? ctx.env.PUBLIC_URL);
  let acknowledged = 0;
  for (;;) {
    const due = await provider.claimDueRefunds(REFUNDS_PER_CLAIM);
    for (const callback of due) {
      const { body, signature } = provider.signRefundCallback(callback);
      if (!(await post(url, body, signature, log))) return acknowledged;
      await provider.refundPosted(callback);
      acknowledged++;
    }
    if (due.length < REFUNDS_PER_CLAIM) return acknowledged;
  }
}

async function post(url: string, body: string, signature: string, log: PushLog): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return true;
    log.warn({ url, status: response.status }, 'sandbox refund callback refused; retried after its lease');
  } catch (error) {
    log.warn({ err: error, url }, 'sandbox refund callback failed; retried after its lease');
  }
  return false;
}
