/**
 * Payment channels (spec 2 "Payment channel", section 9): the channel name a buyer picks and the
 * payment code (IsGuarantee) orders and payments carry. The card provider (stripe, 6) is the
 * default; Macao buyers pay by card through MPay (9); USDT (14) needs a minimum order amount.
 */
import { z } from 'zod/mini';

export const PayCode = { paypal: 3, stripe: 6, mpay: 9, other: 12, usdt: 14 } as const;
export type ChannelName = keyof typeof PayCode;
export type PayCodeValue = (typeof PayCode)[ChannelName];

export const DEFAULT_PAY_CODE: PayCodeValue = PayCode.stripe;
/** USD 0.50: an order total and a payment must be above it (spec 2 section 9: "must exceed 0.5"). */
export const MINIMUM_PAYMENT_CENTS = 50;

export const payCodeSchema = z.union([z.literal(3), z.literal(6), z.literal(9), z.literal(12), z.literal(14)]);

export function channelNameOf(code: PayCodeValue): ChannelName {
  return (Object.keys(PayCode) as ChannelName[]).find((name) => PayCode[name] === code)!;
}

/** USDT takes orders from USD 10 (spec 2: "USDT is disabled when the order total is below its MinAmount"). */
export const USDT_MINIMUM_CENTS = 1000;

export interface PayChannel {
  ChannelName: ChannelName;
  IsGuarantee: PayCodeValue;
  /** Smallest order total the channel takes, in USD cents. */
  MinAmount: number;
  /** false when the order total is below MinAmount (spec: isPrice). */
  isPrice: boolean;
}

/**
 * The channels a buyer of this region may pay with (spec 2 "Payment channel"): card through Stripe,
 * or through MPay for Macao buyers; PayPal; USDT from its minimum; other local methods.
 */
export function payChannelsFor(memberSource: string, totalCents: number): PayChannel[] {
  const card: ChannelName = memberSource === 'MO' ? 'mpay' : 'stripe';
  const names: ChannelName[] = [card, 'paypal', 'usdt', 'other'];
  return names.map((name) => {
    const MinAmount = name === 'usdt' ? USDT_MINIMUM_CENTS : MINIMUM_PAYMENT_CENTS;
    return { ChannelName: name, IsGuarantee: PayCode[name], MinAmount, isPrice: totalCents >= MinAmount };
  });
}

/**
 * A store order's channels (spec 2 "Store-mall checkout": only the card provider, or the other
 * methods): the region's card channel and other local methods.
 */
export function storePayChannelsFor(memberSource: string, totalCents: number): PayChannel[] {
  const card = defaultPayCodeFor(memberSource);
  return payChannelsFor(memberSource, totalCents).filter((c) => c.IsGuarantee === card || c.IsGuarantee === PayCode.other);
}

/** The card channel of the region: what is selected first, and the fallback when another is unusable. */
export function defaultPayCodeFor(memberSource: string): PayCodeValue {
  return memberSource === 'MO' ? PayCode.mpay : DEFAULT_PAY_CODE;
}

/**
 * The channel to keep selected when the total changes: the chosen one while it can take the total,
 * else the region's card channel (spec: "if it was selected another channel is selected").
 */
export function usablePayCode(chosen: PayCodeValue, memberSource: string, totalCents: number): PayCodeValue {
  const channel = payChannelsFor(memberSource, totalCents).find((c) => c.IsGuarantee === chosen);
  return channel?.isPrice ? chosen : defaultPayCodeFor(memberSource);
}

/** Spec 2 section 5 "Order": the total must exceed USD 0.50. */
export function isPayableTotal(totalCents: number): boolean {
  return totalCents > MINIMUM_PAYMENT_CENTS;
}
