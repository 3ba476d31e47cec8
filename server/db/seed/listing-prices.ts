/** Asking prices the way sellers set them: .99 endings, round start prices, typical postage. */
import type { Random } from './random';
import type { ListingItem } from './listing-items';
import { defaultDepositNum } from '../../../src/domain/bidding/deposit';

/** 12.34 → 12.99, 1234.56 → 1234.99; never under 0.99. */
export function priceEndingIn99(cents: number): number {
  return Math.max(99, Math.floor(cents / 100) * 100 + 99);
}

/** Whole dollars under 100, then steps of 5, 25 and 50. */
export function roundDollars(cents: number): number {
  const dollars = cents / 100;
  const step = dollars < 100 ? 1 : dollars < 500 ? 5 : dollars < 2000 ? 25 : 50;
  return Math.max(100, Math.round(dollars / step) * step * 100);
}

export function auctionStartCents(random: Random, valueCents: number): number {
  if (valueCents < 1_500 || random.chance(0.15)) return 99;
  if (random.chance(0.1)) return 100;
  return roundDollars(valueCents * random.float(0.3, 0.7));
}

export function buyNowCents(random: Random, valueCents: number): number {
  return priceEndingIn99(valueCents * random.float(0.95, 1.3));
}

export interface OfferPrices {
  offerMinCents: number | null;
  offerAutoAcceptCents: number | null;
}

/** Minimum offer (USD_LPrice) and, for most, an automatic acceptance level (USD_HPrice). */
export function offerPrices(random: Random, priceCents: number): OfferPrices {
  const offerMinCents = roundDollars(priceCents * random.float(0.6, 0.8));
  const auto = random.chance(0.7) ? roundDollars(priceCents * random.float(0.88, 0.95)) : null;
  return { offerMinCents, offerAutoAcceptCents: auto !== null && auto > offerMinCents && auto < priceCents ? auto : null };
}

export function postageCents(random: Random, item: ListingItem): number {
  if (item.sealed) return item.title.includes('Case') ? 4_999 : random.pick([0, 1_299, 1_599, 1_999]);
  if (item.grade) return random.pick([0, 599, 799, 999]);
  return random.pick([0, 0, 199, 399, 499, 499, 599]);
}

/** DESIGN.md section 5: 10 % of the starting price in whole CHP, rounded up, at least 1. */
export const depositNum = defaultDepositNum;
