/**
 * Buyer premium (DESIGN.md section 5; spec 2 section 9): 5% of (hammer price + shipping), at least
 * USD 0.50, rounded half up to the cent.
 */
export const BUYER_PREMIUM_RATE_PERCENT = 5;
export const BUYER_PREMIUM_MINIMUM_CENTS = 50;

export function buyerPremiumCents(priceCents: number, postageCents: number): number {
  const base = priceCents + postageCents;
  return Math.max(BUYER_PREMIUM_MINIMUM_CENTS, Math.round((base * BUYER_PREMIUM_RATE_PERCENT) / 100));
}
