/**
 * Domestic and cross-region sales (spec 2 section 4 "Domestic and cross-region", "Transfer
 * service"): BusinessType 0 is a domestic sale, 2 a cross-region sale through the product's agency.
 * Every cross-region sale goes through the agency of the seller's region into the buyer's warehouse
 * there. MO, HK, TW and CN are agency-region sources: an item from a seller there may instead be
 * sent on by that agency to a transfer address the buyer keeps in that region, at the buyer's choice.
 */
export const BusinessType = { Domestic: 0, Agency: 2 } as const;
export type BusinessTypeValue = (typeof BusinessType)[keyof typeof BusinessType];

export const agencyRegions = ['MO', 'HK', 'TW', 'CN'] as const;
export type AgencyRegion = (typeof agencyRegions)[number];

/** TW is an older alias of TWN: both name Taiwan. */
export function regionKey(source: string): string {
  return source === 'TWN' ? 'TW' : source;
}

export function sameRegion(a: string, b: string): boolean {
  return regionKey(a) === regionKey(b);
}

/** The agency region a member source belongs to, or null outside MO, HK, TW and CN. */
export function agencyRegionOf(source: string): AgencyRegion | null {
  const key = regionKey(source);
  return (agencyRegions as readonly string[]).includes(key) ? (key as AgencyRegion) : null;
}

/** The address country code of a region (addresses spell Taiwan TWN, as the country list does). */
export function agencyNationOf(region: AgencyRegion): string {
  return region === 'TW' ? 'TWN' : region;
}

/** Countries a transfer address may be in: those of the agency regions. */
export const agencyNations: readonly string[] = agencyRegions.map(agencyNationOf);

/** The checkout's transfer-service switch applies to a cross-region sale from a seller in an agency region. */
export function transferServiceApplies(buyerSource: string, sellerSource: string): boolean {
  return !sameRegion(buyerSource, sellerSource) && agencyRegionOf(sellerSource) !== null;
}

/** A sale between two regions (TW and TWN being one): it goes through an agency, never straight to the buyer. */
export function isCrossRegion(buyerSource: string, sellerSource: string): boolean {
  return !sameRegion(buyerSource, sellerSource);
}

/**
 * BusinessType of a new marketplace order (issue 31): a domestic sale is 0, any cross-region sale 2,
 * through the agency of the seller's region. The card goes into the buyer's warehouse there (no
 * address, no state tax on this leg: the warehouse's forwarding order carries it) unless the buyer
 * turns the transfer service on at checkout (a transfer address in the seller's region).
 */
export function newOrderBusinessType(buyerSource: string, sellerSource: string): BusinessTypeValue {
  return isCrossRegion(buyerSource, sellerSource) ? BusinessType.Agency : BusinessType.Domestic;
}
