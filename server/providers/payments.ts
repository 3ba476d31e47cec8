/**
 * Payment providers (spec 2 "Payment channel"; DESIGN.md section 3). Holo opens a payment, sends
 * the payer to the provider's hosted page, and learns the outcome from the provider's signed
 * callback, never from the browser's return. The sandbox provider is the embedded default: its
 * hosted page (server/routes/sandbox-pay.ts) lets the payer approve, decline or abandon, and it
 * then posts a callback signed with HMAC-SHA256 over the raw body, as real providers do. Like a
 * real provider it keeps its own record (sandbox_payments): a payment is decided once, a merchant
 * may cancel it while open, and refunds answer synchronously with their own id and status.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { sandboxPayments } from '../db/schema';
import type { ChannelName } from '../../src/domain/payment/payment-channel';

export interface PaymentSession {
  paymentCode: string;
  /** What the payer is charged, in minor units of currency. */
  amountMinor: number;
  currency: string;
  channel: ChannelName;
  description: string;
  /** Where the provider sends the payer back (a path of the PWA). */
  returnPath: string;
}

export const paymentCallbackSchema = z.object({
  eventId: z.string().min(1),
  providerReference: z.string().min(1),
  paymentCode: z.string().min(1),
  outcome: z.enum(['paid', 'declined', 'abandoned']),
  amountMinor: z.number().int(),
  currency: z.string(),
});
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;

export interface RefundRequest {
  providerReference: string;
  /** What the provider charged, refunded in full. */
  amountMinor: number;
  currency: string;
}

/** The provider's refund object (Stripe-like): its own id and where it stands. */
export interface RefundResult {
  refundId: string;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface PaymentProvider {
  /** Opens a hosted payment and says where to send the payer. */
  open(session: PaymentSession): { providerReference: string; redirectUrl: string };
  /** The callback, if its signature is the provider's; null otherwise. */
  readCallback(rawBody: string, signature: string | undefined): PaymentCallback | null;
  /** Cancels an open payment so the payer can no longer pay it; false if the payer had already decided. */
  cancel(providerReference: string): Promise<boolean>;
  /** Refunds a paid payment; idempotent by payment: asking again answers the same refund. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** Where the sandbox's hosted payment stands: open, or decided once (by the payer, or cancelled by the merchant). */
export type SandboxPaymentState = 'open' | 'paid' | 'declined' | 'abandoned' | 'cancelled';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export function createSandboxPayments(secret: string, db: Db): SandboxPaymentProvider {
  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('hex');
  const verify = (text: string, signature: string | undefined) => {
    if (!signature) return false;
    const expected = Buffer.from(sign(text));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return {
    open(session) {
      const providerReference = `sbx_${randomBytes(12).toString('hex')}`;
      const state = Buffer.from(JSON.stringify({ ...session, providerReference })).toString('base64url');
      return { providerReference, redirectUrl: `/sandbox/pay/${providerReference}?s=${state}&sig=${sign(state)}` };
    },
    readCallback(rawBody, signature) {
      if (!verify(rawBody, signature)) return null;
      const parsed = paymentCallbackSchema.safeParse(parseJsonOrNull(rawBody));
      return parsed.success ? parsed.data : null;
    },
    readHostedState(state, signature) {
      if (!verify(state, signature)) return null;
      return parseJsonOrNull(Buffer.from(state, 'base64url').toString('utf8')) as (PaymentSession & { providerReference: string }) | null;
    },
    signCallback(callback) {
      const body = JSON.stringify(callback);
      return { body, signature: sign(body) };
    },
    async stateOf(providerReference) {
      const [row] = await db.select({ state: sandboxPayments.state }).from(sandboxPayments).where(eq(sandboxPayments.providerReference, providerReference));
      return (row?.state ?? 'open') as SandboxPaymentState;
    },
    decide: (providerReference, state) => decideOnce(db, providerReference, state),
    cancel: (providerReference) => decideOnce(db, providerReference, 'cancelled'),
    async refund(request) {
      // The first refund of a payment writes its id; a repeat finds it and answers the same refund.
      const refundId = `re_${randomBytes(12).toString('hex')}`;
      await db
        .insert(sandboxPayments)
        .values({ providerReference: request.providerReference, state: 'paid' })
        .onConflictDoNothing();
      await db
        .update(sandboxPayments)
        .set({ refundId, refundedMinor: request.amountMinor, refundCurrency: request.currency, updatedAt: sql`now()` })
        .where(and(eq(sandboxPayments.providerReference, request.providerReference), isNull(sandboxPayments.refundId)));
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.providerReference, request.providerReference));
      return { refundId: row!.refundId!, status: 'succeeded' };
    },
  };
}

/** Records the payment's one decision; false if it already had one. */
async function decideOnce(db: Db, providerReference: string, state: Exclude<SandboxPaymentState, 'open'>): Promise<boolean> {
  const inserted = await db.insert(sandboxPayments).values({ providerReference, state }).onConflictDoNothing().returning({ state: sandboxPayments.state });
  return inserted.length === 1;
}

/** The sandbox's own side: its hosted page reads the session it signed, and signs its callbacks. */
export interface SandboxPaymentProvider extends PaymentProvider {
  readHostedState(state: string, signature: string | undefined): (PaymentSession & { providerReference: string }) | null;
  signCallback(callback: PaymentCallback): { body: string; signature: string };
  stateOf(providerReference: string): Promise<SandboxPaymentState>;
  /** The payer's choice on the hosted page; false if the payment was already decided or cancelled. */
  decide(providerReference: string, state: 'paid' | 'declined' | 'abandoned'): Promise<boolean>;
}

/** Signed text that is not JSON (the hosted page's state posted as a callback, or the reverse) is refused, not a 500. */
function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
