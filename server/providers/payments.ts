/**
 * Payment providers (spec 2 "Payment channel"; DESIGN.md section 3). Holo opens a payment, sends
 * the payer to the provider's hosted page, and learns the outcome from the provider's signed
 * callback, never from the browser's return. The sandbox provider is the embedded default: its
 * hosted page (server/routes/sandbox-pay.ts) lets the payer approve, decline or abandon, and it
 * then posts a callback signed with HMAC-SHA256 over the raw body, as real providers do. Like a
 * real provider it keeps its own record (sandbox_payments): a payment is decided once, a merchant
 * may cancel it while open. A refund is asynchronous, as at real providers: `refund()` answers
 * 'pending' with the refund's id, and the provider later posts a signed refund callback
 * (POST /api/payments/refund-callback) with 'succeeded' or 'failed'; the sandbox posts it from its
 * job (server/jobs/sandbox-refunds.ts). As at Stripe a payment may be refunded several times in
 * part: each refund carries the merchant's reference (Holo's payment_refunds id) and is idempotent
 * by it, the callback names the refund and that reference, and the refunds of a payment never add
 * up to more than it charged (asking for more is refused: RefundRefusedError). Test hook: a refund
 * whose amount ends in 13 minor units (…0.13) fails; every other one succeeds.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { sandboxPayments, sandboxRefunds } from '../db/schema';
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

export const refundCallbackSchema = z.object({
  eventId: z.string().min(1),
  refundId: z.string().min(1),
  /** The merchant's reference the refund was asked with (Holo's payment_refunds id). */
  reference: z.string().min(1),
  providerReference: z.string().min(1),
  outcome: z.enum(['succeeded', 'failed']),
  amountMinor: z.number().int(),
  currency: z.string(),
});
export type RefundCallback = z.infer<typeof refundCallbackSchema>;

export interface RefundRequest {
  providerReference: string;
  /** The merchant's own reference for this refund (Holo's payment_refunds id): asking twice with it answers the same refund. */
  reference: string;
  /** What goes back, in minor units of the currency charged: all of it, or a case's part. */
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
  /**
   * Refunds a paid payment, all or part of it, possibly several times; idempotent by the request's
   * reference: asking again answers the same refund (a new attempt once one failed). The outcome
   * arrives by the refund callback. Rejects with RefundRefusedError when the payment's refunds
   * would add up to more than it charged.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** The refund callback, if its signature is the provider's; null otherwise. */
  readRefundCallback(rawBody: string, signature: string | undefined): RefundCallback | null;
}

/** The provider will not take the refund (it would refund more than the payment charged); nothing was refunded. */
export class RefundRefusedError extends Error {
  constructor(readonly code: 'amount_too_large' | 'invalid_amount') {
    super(`refund refused: ${code}`);
    this.name = 'RefundRefusedError';
  }
}

/** Where the sandbox kept a payment's one refund before refunds had their own table (issue 32); such a payment is closed to the payer. */
const legacyRefundStates: readonly string[] = ['refund_pending', 'refunded', 'refund_failed'];
/** The sandbox's test hook: a refund of an amount ending in 13 minor units fails. */
export const sandboxRefundFails = (amountMinor: number) => amountMinor % 100 === 13;

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
    readRefundCallback(rawBody, signature) {
      if (!verify(rawBody, signature)) return null;
      const parsed = refundCallbackSchema.safeParse(parseJsonOrNull(rawBody));
      return parsed.success ? parsed.data : null;
    },
    signRefundCallback(callback) {
      const body = JSON.stringify(callback);
      return { body, signature: sign(body) };
    },
    async claimDueRefunds(limit) {
      // Leased for a minute (updated_at is the next attempt while a refund waits to be posted): a
      // post that fails is tried again after it, and two senders never take the same refund.
      return db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(sandboxRefunds)
          .where(and(eq(sandboxRefunds.state, 'pending'), lte(sandboxRefunds.updatedAt, sql`now()`)))
          .orderBy(asc(sandboxRefunds.updatedAt), asc(sandboxRefunds.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        await tx
          .update(sandboxRefunds)
          .set({ updatedAt: sql`now() + interval '1 minute'` })
          .where(inArray(sandboxRefunds.id, due.map((row) => row.id)));
        return due.map((row) => ({
          eventId: `evt_${row.refundId}`,
          refundId: row.refundId,
          reference: row.reference,
          providerReference: row.providerReference,
          outcome: sandboxRefundFails(row.amountMinor) ? ('failed' as const) : ('succeeded' as const),
          amountMinor: row.amountMinor,
          currency: row.currency,
        }));
      });
    },
    async refundPosted(callback) {
      await db
        .update(sandboxRefunds)
        .set({ state: callback.outcome, updatedAt: sql`now()` })
        .where(and(eq(sandboxRefunds.refundId, callback.refundId), eq(sandboxRefunds.state, 'pending')));
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
      if (row && legacyRefundStates.includes(row.state)) return 'paid';
      return (row?.state ?? 'open') as SandboxPaymentState;
    },
    decide: (providerReference, state, chargedMinor) => decideOnce(db, providerReference, state, state === 'paid' ? chargedMinor : undefined),
    cancel: (providerReference) => decideOnce(db, providerReference, 'cancelled'),
    async refund(request) {
      return db.transaction(async (tx) => {
        // The payment's row, locked: its refunds are decided one at a time, so their sum is checked once.
        // A payment the sandbox never saw decided (a test sent its callback directly) was paid, for an amount it does not know.
        await tx.insert(sandboxPayments).values({ providerReference: request.providerReference, state: 'paid' }).onConflictDoNothing();
        const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.providerReference, request.providerReference)).for('update');
        const [asked] = await tx
          .select()
          .from(sandboxRefunds)
          .where(and(eq(sandboxRefunds.providerReference, request.providerReference), eq(sandboxRefunds.reference, request.reference)));
        // The same reference again answers the same refund, unless it failed: then it is a new attempt with a new id.
        if (asked && asked.state !== 'failed') return { refundId: asked.refundId, status: asked.state as RefundResult['status'] };
        const [others] = await tx
          .select({ minor: sql<string | null>`sum(${sandboxRefunds.amountMinor})` })
          .from(sandboxRefunds)
          .where(
            and(
              eq(sandboxRefunds.providerReference, request.providerReference),
              ne(sandboxRefunds.state, 'failed'),
              ne(sandboxRefunds.reference, request.reference),
            ),
          );
        const refunded = Number(others?.minor ?? 0);
        if (request.amountMinor <= 0) throw new RefundRefusedError('invalid_amount');
        if (payment!.chargedMinor !== null && refunded + request.amountMinor > payment!.chargedMinor) throw new RefundRefusedError('amount_too_large');
        const refundId = `re_${randomBytes(12).toString('hex')}`;
        const attempt = { refundId, amountMinor: request.amountMinor, currency: request.currency, state: 'pending', updatedAt: sql`now()` };
        if (asked) await tx.update(sandboxRefunds).set(attempt).where(eq(sandboxRefunds.id, asked.id));
        else await tx.insert(sandboxRefunds).values({ providerReference: request.providerReference, reference: request.reference, ...attempt });
        return { refundId, status: 'pending' as const };
      });
    },
  };
}

/** Records the payment's one decision; false if it already had one. */
async function decideOnce(db: Db, providerReference: string, state: Exclude<SandboxPaymentState, 'open'>, chargedMinor?: number): Promise<boolean> {
  const inserted = await db
    .insert(sandboxPayments)
    .values({ providerReference, state, chargedMinor: chargedMinor ?? null })
    .onConflictDoNothing()
    .returning({ state: sandboxPayments.state });
  return inserted.length === 1;
}

/** The sandbox's own side: its hosted page reads the session it signed, and signs its callbacks. */
export interface SandboxPaymentProvider extends PaymentProvider {
  readHostedState(state: string, signature: string | undefined): (PaymentSession & { providerReference: string }) | null;
  signCallback(callback: PaymentCallback): { body: string; signature: string };
  stateOf(providerReference: string): Promise<SandboxPaymentState>;
  /** The payer's choice on the hosted page (for what it charges); false if the payment was already decided or cancelled. */
  decide(providerReference: string, state: 'paid' | 'declined' | 'abandoned', chargedMinor: number): Promise<boolean>;
  signRefundCallback(callback: RefundCallback): { body: string; signature: string };
  /** Refunds asked and not yet posted to Holo, leased to the caller for a minute. */
  claimDueRefunds(limit: number): Promise<RefundCallback[]>;
  /** Holo acknowledged the refund's callback: the sandbox's refund takes its outcome, once. */
  refundPosted(callback: RefundCallback): Promise<void>;
}

/** Signed text that is not JSON (the hosted page's state posted as a callback, or the reverse) is refused, not a 500. */
function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
