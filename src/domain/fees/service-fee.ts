/**
 * The service fee of a marketplace order (spec 2 "Fee lookups": a service list entry per buyer
 * region, seller region and pay type with its Fee and Discount; the fee response is ServiceFee and
 * Discount). The fee is DESIGN.md's buyer premium, 5% of (price + postage) and at least USD 0.50,
 * unless a rate for the region pair and pay type says otherwise. The discount is a percent of that
 * fee given back, so it never exceeds the fee.
 */
import { regionKey } from '../agency/agency';
import { BUYER_PREMIUM_MINIMUM_CENTS, BUYER_PREMIUM_RATE_PERCENT } from './buyer-premium';

/** A rate's BuyerSource or SellerSource that matches every region. */
export const ANY_SOURCE = '*';
/** A rate's PayType that matches every payment code. */
export const ANY_PAY_TYPE = 0;

export interface ServiceRate {
  BuyerSource: string;
  SellerSource: string;
  /** Payment code (IsGuarantee), or ANY_PAY_TYPE. */
  PayType: number;
  /** Percent of price + postage. */
  Fee: number;
  /** The smallest fee, USD cents. */
  MinFee: number;
  /** Percent of the fee taken off again. */
  Discount: number;
}

/** The rate when no row matches: DESIGN.md section 5's buyer premium, no discount. */
export const DEFAULT_SERVICE_RATE: ServiceRate = {
  BuyerSource: ANY_SOURCE,
  SellerSource: ANY_SOURCE,
  PayType: ANY_PAY_TYPE,
  Fee: BUYER_PREMIUM_RATE_PERCENT,
  MinFee: BUYER_PREMIUM_MINIMUM_CENTS,
  Discount: 0,
};

export interface FeeParties {
  buyerSource: string;
  sellerSource: string;
  payType: number;
}

export interface ServiceFeeCents {
  ServiceFee: number;
  Discount: number;
}

// A named buyer region outweighs a named seller region, which outweighs a named pay type.
function matchScore(rate: ServiceRate, parties: FeeParties): number {
  const part = (wildcard: boolean, matches: boolean, weight: number) => (wildcard ? 0 : matches ? weight : Number.NEGATIVE_INFINITY);
  return (
    part(rate.BuyerSource === ANY_SOURCE, regionKey(rate.BuyerSource) === regionKey(parties.buyerSource), 4) +
    part(rate.SellerSource === ANY_SOURCE, regionKey(rate.SellerSource) === regionKey(parties.sellerSource), 2) +
    part(rate.PayType === ANY_PAY_TYPE, rate.PayType === parties.payType, 1)
  );
}

/** The most specific rate matching the parties, else DEFAULT_SERVICE_RATE. */
export function pickServiceRate(rates: readonly ServiceRate[], parties: FeeParties): ServiceRate {
  let best = DEFAULT_SERVICE_RATE;
  let bestScore = -1;
  for (const rate of rates) {
    const score = matchScore(rate, parties);
    if (score > bestScore) {
      best = rate;
      bestScore = score;
    }
  }
  return best;
}

/** The fee and its discount for an item and its postage, rounded half up to the cent. */
export function serviceFeeCents(rate: ServiceRate, priceCents: number, postageCents: number): ServiceFeeCents {
  const fee = Math.max(rate.MinFee, Math.round(((priceCents + postageCents) * rate.Fee) / 100));
  return { ServiceFee: fee, Discount: Math.min(fee, Math.round((fee * rate.Discount) / 100)) };
}
