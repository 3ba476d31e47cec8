/**
 * The offer as typed and as sent (spec 2 section 5 "Offer", section 9): digits with up to two
 * decimals and at most 8 digits before the point; a message of at most 250 characters; at most 3
 * offers per buyer and item.
 */
import { z } from 'zod/mini';

export const OFFER_INTEGER_DIGITS = 8;
export const OFFER_REMARK_MAX = 250;
/** Buyer offers per buyer and item, counted over all of them (spec: FrequencyCount under 3). */
export const MAX_OFFERS_PER_ITEM = 3;
/** Who must answer an offer or a counter-offer has this long (spec: the seller has 48 hours). */
export const OFFER_REPLY_MS = 48 * 3_600_000;

/** What the offer box keeps of the typed text: digits, one point, two decimals, 8 whole digits. */
export function cleanOfferInput(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  if (point === -1) return kept.slice(0, OFFER_INTEGER_DIGITS);
  const whole = kept.slice(0, point).slice(0, OFFER_INTEGER_DIGITS);
  return `${whole}.${kept.slice(point + 1).replace(/\./g, '').slice(0, 2)}`;
}

/** Cents of a typed offer; null when it is not a number ("", ".", "1.2.3"). */
export function offerTextToCents(text: string): number | null {
  const trimmed = text.trim().replace(/\.$/, '');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', decimals = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

export type OfferInputProblem = 'OFFER_PRICE_REQUIRED' | 'OFFER_NOT_BELOW_PRICE';

/** An offer is above 0 and below the buy-now price (at or above it, buying now is the way). */
export function checkOfferAmount(cents: number | null, buyNowCents: number): OfferInputProblem | null {
  if (cents === null || cents <= 0) return 'OFFER_PRICE_REQUIRED';
  if (cents >= buyNowCents) return 'OFFER_NOT_BELOW_PRICE';
  return null;
}

const MAX_OFFER_CENTS = 10 ** OFFER_INTEGER_DIGITS * 100 - 1;
const offerCents = z
  .int({ error: 'OFFER_PRICE_REQUIRED' })
  .check(z.minimum(1, 'OFFER_PRICE_REQUIRED'), z.maximum(MAX_OFFER_CENTS, 'OFFER_PRICE_REQUIRED'));
const remark = z._default(z.string().check(z.trim(), z.maxLength(OFFER_REMARK_MAX, 'OFFER_REMARK_TOO_LONG')), '');

/** POST /api/offers (spec: bargain add with BargainType 1). Price in cents. */
export const makeOfferBody = z.object({
  CommodityID: z.int().check(z.positive(), z.maximum(2_147_483_647)),
  Price: offerCents,
  Remark: remark,
  BargainType: z._default(z.literal(1), 1),
});
export type MakeOfferBody = z.input<typeof makeOfferBody>;

/** POST /api/seller/offers/:id/counter: the seller's counter-offer. */
export const counterOfferBody = z.object({ Price: offerCents, Remark: remark });
export type CounterOfferBody = z.input<typeof counterOfferBody>;
