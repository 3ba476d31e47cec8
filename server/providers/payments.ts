/**
 * Payment providers (spec 2 "Payment channel"; DESIGN.md section 3). Holo opens a payment, sends
 * the payer to the provider's hosted page, and learns the outcome from the provider's signed
 * callback, never from the browser's return. The sandbox provider is the embedded default: its
 * hosted page (server/routes/sandbox-pay.ts) lets the payer approve, decline or abandon, and it
 * then posts a callback signed with HMAC-SHA256 over the raw body, as real providers do.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
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

export interface PaymentProvider {
  /** Opens a hosted payment and says where to send the payer. */
  open(session: PaymentSession): { providerReference: string; redirectUrl: string };
  /** The callback, if its signature is the provider's; null otherwise. */
  readCallback(rawBody: string, signature: string | undefined): PaymentCallback | null;
}

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export function createSandboxPayments(secret: string): SandboxPaymentProvider {
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
      const parsed = paymentCallbackSchema.safeParse(JSON.parse(rawBody));
      return parsed.success ? parsed.data : null;
    },
    readHostedState(state, signature) {
      if (!verify(state, signature)) return null;
      return JSON.parse(Buffer.from(state, 'base64url').toString('utf8')) as PaymentSession & { providerReference: string };
    },
    signCallback(callback) {
      const body = JSON.stringify(callback);
      return { body, signature: sign(body) };
    },
  };
}

/** The sandbox's own side: its hosted page reads the session it signed, and signs its callbacks. */
export interface SandboxPaymentProvider extends PaymentProvider {
  readHostedState(state: string, signature: string | undefined): (PaymentSession & { providerReference: string }) | null;
  signCallback(callback: PaymentCallback): { body: string; signature: string };
}
