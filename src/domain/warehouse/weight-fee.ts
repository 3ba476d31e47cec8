/**
 * The international shipping fee of a forwarding parcel (spec 3 "Weight band": MinWeight,
 * MaxWeight, WeightFeeUSD): the band of the agency and destination region whose range holds the
 * weight. Weights in grams, bounds inclusive; a weight past every band cannot be forwarded as one
 * parcel (the desk splits it).
 */
export interface WeightBand {
  minGrams: number;
  maxGrams: number;
  feeCents: number;
}

export function feeForWeight(bands: readonly WeightBand[], grams: number): number | null {
  if (!Number.isInteger(grams) || grams <= 0) return null;
  const band = bands.find((b) => b.minGrams <= grams && grams <= b.maxGrams);
  return band ? band.feeCents : null;
}
