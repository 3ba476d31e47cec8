/**
 * The human check asked before a code is sent (DESIGN.md 5b). The browser's widget produces a
 * token; the server asks the provider whether it proves a person. Turnstile and hCaptcha verify it
 * with their siteverify endpoint; the sandbox's widget is Holo's own picture of a sum
 * (routes/auth/human-check.ts), whose answer stays on the server and whose token is a single-use ticket.
 */
import type { Db } from '../db/client';
import type { Env } from '../env';
import { redeemHumanTicket } from '../services/accounts/redeem-human-ticket';

export type HumanCheckKind = 'sandbox' | 'turnstile' | 'hcaptcha';

export interface HumanCheckProvider {
  readonly kind: HumanCheckKind;
  /** The public key the browser's widget loads with; null for the sandbox. */
  readonly siteKey: string | null;
  /** True only when the provider confirms the token; any trouble reaching it refuses. */
  verify(token: string, request: { remoteIp: string; now: Date }): Promise<boolean>;
}

export const SITEVERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

const VERIFY_TIMEOUT_MS = 5000;

export type HumanCheckEnv = Pick<Env, 'HUMAN_CHECK_PROVIDER' | 'HUMAN_CHECK_SITE_KEY' | 'HUMAN_CHECK_SECRET' | 'HUMAN_CHECK_VERIFY_URL'>;

export function createHumanCheck(db: Db, env: HumanCheckEnv): HumanCheckProvider {
  const kind = env.HUMAN_CHECK_PROVIDER;
  if (kind === 'turnstile' || kind === 'hcaptcha') {
    if (!env.HUMAN_CHECK_SITE_KEY || !env.HUMAN_CHECK_SECRET) {
      throw new Error(`HUMAN_CHECK_PROVIDER=${kind} needs HUMAN_CHECK_SITE_KEY and HUMAN_CHECK_SECRET`);
    }
    return createSiteverifyCheck(kind, env.HUMAN_CHECK_SITE_KEY, env.HUMAN_CHECK_SECRET, env.HUMAN_CHECK_VERIFY_URL ?? SITEVERIFY_URLS[kind]);
  }
  // main.ts refuses a production start without it (productionProblems).
  if (kind !== 'sandbox') throw new Error('HUMAN_CHECK_PROVIDER is not configured');
  return { kind: 'sandbox', siteKey: null, verify: (token, { now }) => redeemHumanTicket(db, now, token) };
}

function createSiteverifyCheck(kind: 'turnstile' | 'hcaptcha', siteKey: string, secret: string, url: string): HumanCheckProvider {
  return {
    kind,
    siteKey,
    async verify(token, { remoteIp }) {
      if (!token || token.length > 2048) return false;
      const form = new URLSearchParams({ secret, response: token, remoteip: remoteIp });
      if (kind === 'hcaptcha') form.set('sitekey', siteKey);
      try {
        const response = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
        if (!response.ok) return false;
        const outcome = (await response.json()) as { success?: unknown };
        return outcome.success === true;
      } catch {
        // Unreachable, slow or garbled: no code is sent rather than one without a check.
        return false;
      }
    },
  };
}
