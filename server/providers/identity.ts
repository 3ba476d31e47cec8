/**
 * ID verification (spec 1 "ID verification"). A provider takes an application and answers with a
 * verdict that takes effect a little later, as a real provider's callback would. The sandbox
 * approves after VERIFY_SANDBOX_DELAY_MS, except document numbers ending in "0000", which it
 * declines with a reason, so the decline path can be seen in demos and tests.
 */
import { SANDBOX_DECLINE_SUFFIX, VerifyStatus } from '../../src/domain/account/verification.schema';

export interface IdentityApplication {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** The full document number: the provider sees it, Holo keeps only its last 4 characters. */
  documentNumber: string;
  country: string;
}

export interface IdentityVerdict {
  verdict: typeof VerifyStatus.Verified | typeof VerifyStatus.Declined;
  /** Why it was declined (shown to the member); null when approved. */
  reason: string | null;
  /** How long until the verdict is known. */
  decideAfterMs: number;
}

export interface IdentityProvider {
  submit(application: IdentityApplication): Promise<IdentityVerdict>;
}

export const SANDBOX_DECLINE_REASON = 'The document could not be verified. Please check the document number and apply again.';

export function createSandboxIdentity(delayMs: number): IdentityProvider {
  return {
    async submit(application) {
      const declined = application.documentNumber.endsWith(SANDBOX_DECLINE_SUFFIX);
      return declined
        ? { verdict: VerifyStatus.Declined, reason: SANDBOX_DECLINE_REASON, decideAfterMs: delayMs }
        : { verdict: VerifyStatus.Verified, reason: null, decideAfterMs: delayMs };
    },
  };
}
