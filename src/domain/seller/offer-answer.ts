/**
 * The seller's answer to an offer (spec 2 "Offer (bargain)"): the time left on the 48-hour clock,
 * and whether a counter-offer is allowed: above the buyer's offer and below the Buy It Now price.
 */
export interface TimeLeft {
  hours: number;
  minutes: number;
}

/** Whole hours and minutes until `dueAt`, rounded down; null once it is over. */
export function timeLeft(dueAt: string, nowMs: number): TimeLeft | null {
  const ms = new Date(dueAt).getTime() - nowMs;
  if (ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

export type CounterProblem = 'OFFER_PRICE_REQUIRED' | 'COUNTER_PRICE_INVALID';

export function checkCounterAmount(cents: number | null, offerCents: number, buyNowCents: number): CounterProblem | null {
  if (cents === null || cents <= 0) return 'OFFER_PRICE_REQUIRED';
  if (cents <= offerCents || cents >= buyNowCents) return 'COUNTER_PRICE_INVALID';
  return null;
}
