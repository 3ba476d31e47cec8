/**
 * Payment channels (spec 2 "Payment channel", section 9): the channel name a buyer picks and the
 * payment code (IsGuarantee) orders and payments carry. The card provider (stripe, 6) is the
 * default; Macao buyers pay by card through MPay (9); USDT (14) needs a minimum order amount.
 */
import { z } from 'zod';

export const PayCode = { paypal: 3, stripe: 6, mpay: 9, other: 12, usdt: 14 } as const;
export type ChannelName = keyof typeof PayCode;
export type PayCodeValue = (typeof PayCode)[ChannelName];

export const DEFAULT_PAY_CODE: PayCodeValue = PayCode.stripe;
/** USD 0.50: the smallest order total and the smallest payment (spec 2 section 9). */
export const MINIMUM_PAYMENT_CENTS = 50;

export const payCodeSchema = z.union([z.literal(3), z.literal(6), z.literal(9), z.literal(12), z.literal(14)]);

export function channelNameOf(code: PayCodeValue): ChannelName {
  return (Object.keys(PayCode) as ChannelName[]).find((name) => PayCode[name] === code)!;
}
