/**
 * The payout provider sellers onboard with (spec 3 "Become a seller"; DESIGN.md section 3), the
 * way Stripe Connect's hosted onboarding works: Holo opens an account for the member, sends the
 * browser to the provider's hosted page, and the provider sends it back with a signed result
 * (account, Holo's reference, verified or rejected). Holo trusts only the signature, never the
 * browser. The sandbox keeps its own record (sandbox_payout_accounts): an onboarding is decided
 * once. Holo's reference is `<memberId>:<attempt>`, so a result from an earlier application cannot
 * move a later one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxPayoutAccounts } from '../db/schema';

export type PayoutOutcome = 'verified' | 'rejected';

/** What the provider hands back to Holo through the browser: every field is covered by the signature. */
export interface PayoutResult {
  accountId: string;
  /** Holo's reference passed when opening the onboarding. */
  reference: string;
  outcome: PayoutOutcome;
  signature: string;
}

/** What the hosted page was opened with (signed, so the page cannot be pointed elsewhere). */
export interface PayoutOnboarding {
  accountId: string;
  reference: string;
  /** The PWA path the browser goes back to. */
  returnPath: string;
}

export type SandboxPayoutState = 'open' | PayoutOutcome;

export interface PayoutProvider {
  /** Opens an onboarding for Holo's reference and says where to send the member. */
  startOnboarding(reference: string, returnPath: string): Promise<{ accountId: string; url: string }>;
  /** True only for a result the provider signed. */
  verifyResult(result: PayoutResult): boolean;
}

/** The sandbox's own side: its hosted page reads what it signed, records the decision, signs the result. */
export interface SandboxPayoutProvider extends PayoutProvider {
  readHostedState(state: string, signature: string | undefined): PayoutOnboarding | null;
  stateOf(accountId: string): Promise<SandboxPayoutState | null>;
  /** The one decision of an open onboarding; false if it was already decided. */
  decide(accountId: string, outcome: PayoutOutcome): Promise<boolean>;
  signResult(result: Omit<PayoutResult, 'signature'>): PayoutResult;
}

/** The sandbox's test hook: an account holder name containing "reject" is rejected. */
export const sandboxPayoutRejects = (holderName: string) => /reject/i.test(holderName);

const resultText = (r: Omit<PayoutResult, 'signature'>) => `payout-result.${r.accountId}.${r.reference}.${r.outcome}`;

export function createSandboxPayouts(secret: string, db: Db): SandboxPayoutProvider {
  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('hex');
  const verify = (text: string, signature: string | undefined) => {
    if (!signature) return false;
    const expected = Buffer.from(sign(text));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return {
    async startOnboarding(reference, returnPath) {
      const accountId = `acct_${randomBytes(12).toString('hex')}`;
      await db.insert(sandboxPayoutAccounts).values({ accountId, merchantReference: reference, state: 'open' });
      const state = Buffer.from(JSON.stringify({ accountId, reference, returnPath } satisfies PayoutOnboarding)).toString('base64url');
      // The hosted page's state is signed apart from results ("onboarding." prefix): one cannot pass for the other.
      return { accountId, url: `/sandbox/payout/${accountId}?s=${state}&sig=${sign(`onboarding.${state}`)}` };
    },
    verifyResult: (result) => verify(resultText(result), result.signature),
    readHostedState(state, signature) {
      if (!verify(`onboarding.${state}`, signature)) return null;
      try {
        const parsed = JSON.parse(Buffer.from(state, 'base64url').toString('utf8')) as PayoutOnboarding;
        return typeof parsed.accountId === 'string' && typeof parsed.reference === 'string' && typeof parsed.returnPath === 'string' ? parsed : null;
      } catch {
        return null;
      }
    },
    async stateOf(accountId) {
      const [row] = await db.select({ state: sandboxPayoutAccounts.state }).from(sandboxPayoutAccounts).where(eq(sandboxPayoutAccounts.accountId, accountId));
      return (row?.state as SandboxPayoutState | undefined) ?? null;
    },
    async decide(accountId, outcome) {
      const moved = await db
        .update(sandboxPayoutAccounts)
        .set({ state: outcome, updatedAt: sql`now()` })
        .where(and(eq(sandboxPayoutAccounts.accountId, accountId), eq(sandboxPayoutAccounts.state, 'open')))
        .returning({ accountId: sandboxPayoutAccounts.accountId });
      return moved.length === 1;
    },
    signResult: (result) => ({ ...result, signature: sign(resultText(result)) }),
  };
}
