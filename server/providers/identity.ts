/**
 * ID verification (spec 1 "ID verification"). A provider takes an application and answers with a
 * verdict that takes effect a little later, as a real provider's callback would. The sandbox
 * approves after VERIFY_SANDBOX_DELAY_MS, except document numbers ending in "0000" and (the US
 * identity form) SSN last 4 "0000", which it declines with a reason, so the decline path can be seen
 * in demos and tests.
 */
import { SANDBOX_DECLINE_SSN } from '../../src/domain/account/us-identity.schema';
import { SANDBOX_DECLINE_SUFFIX } from '../../src/domain/account/verification.schema';
import { VerifyStatus } from '../../src/domain/account/verify-status';

interface ApplicantBase {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
}

/** The ID document form (any region). */
export interface DocumentApplication extends ApplicantBase {
  kind: 'document';
  /** The full document number: the provider sees it, Holo keeps only its last 4 characters. */
  documentNumber: string;
  country: string;
}

/** The US identity form (spec 1 section 5): SSN last 4, phone and home address instead of a document. */
export interface UsApplication extends ApplicantBase {
  kind: 'us';
  ssnLast4: string;
  /** With its dial code, e.g. "+12125550123". */
  phone: string;
  address: { line1: string; postalCode: string; city: string; subdivision: string; country: 'US' };
}

export type IdentityApplication = DocumentApplication | UsApplication;

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
export const SANDBOX_US_DECLINE_REASON = 'Your identity could not be verified. Please check your details and apply again.';

export function createSandboxIdentity(delayMs: number): IdentityProvider {
  return {
    async submit(application) {
      const reason =
        application.kind === 'us'
          ? application.ssnLast4 === SANDBOX_DECLINE_SSN && SANDBOX_US_DECLINE_REASON
          : application.documentNumber.endsWith(SANDBOX_DECLINE_SUFFIX) && SANDBOX_DECLINE_REASON;
      return reason
        ? { verdict: VerifyStatus.Declined, reason, decideAfterMs: delayMs }
        : { verdict: VerifyStatus.Verified, reason: null, decideAfterMs: delayMs };
    },
  };
}
