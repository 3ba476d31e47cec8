import { buyerPremiumCents } from '../fees/buyer-premium';

export interface BidReviewInput {
  amountCents: number;
  postageCents: number;
  /** The server's premium at the current price (the item page's fee line). */
  currentPremiumCents: number;
  /** The viewer's state tax rate in percent (7.25), or null when the item page shows no tax line. */
  taxPercent: number | null;
}

export interface BidReviewTotals {
  amountCents: number;
  postageCents: number;
  premiumCents: number;
  taxCents: number | null;
  totalCents: number;
}

/**
 * What the member would pay on winning at their maximum, for the review before a binding bid: the
 * buyer premium by the published rule at that amount (never below the fee line's premium at the
 * current price, so the review does not undercut the line the page shows), and the state tax on
 * item, shipping and premium as the fee line's tax is figured. The winning price may be lower.
 */
export function bidReviewTotals({ amountCents, postageCents, currentPremiumCents, taxPercent }: BidReviewInput): BidReviewTotals {
  const premiumCents = Math.max(currentPremiumCents, buyerPremiumCents(amountCents, postageCents));
  const taxed = amountCents + postageCents + premiumCents;
  const taxCents = taxPercent === null ? null : Math.round((taxed * taxPercent) / 100);
  return { amountCents, postageCents, premiumCents, taxCents, totalCents: taxed + (taxCents ?? 0) };
}
