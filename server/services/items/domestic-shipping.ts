/**
 * The domestic shipping table of the item page (spec 2: DomesticCustom, per area free, pay on
 * delivery or a fixed price). Holo's rule, from the listing alone:
 * - the seller's own area: free when the listing's postage is 0, else the postage as a fixed price;
 * - for a seller in an agency region (MO, HK, TW, TWN, CN), the other agency regions: pay on
 *   delivery (the agency forwards the parcel and the buyer pays the local courier);
 * - every other area is international shipping, paid by the buyer, and is not listed here.
 */
import type { ItemDetail } from '../../../src/domain/bidding/item-detail.schema';
import { DomesticShipping } from '../../../src/domain/bidding/item-detail-options';

export const AGENCY_REGIONS: readonly string[] = ['MO', 'HK', 'TW', 'TWN', 'CN'];

export function domesticShipping(
  sellerSource: string,
  postageCents: number,
  areas: readonly { code: string; enName: string }[],
): ItemDetail['DomesticCustom'] {
  const nameOf = (code: string) => areas.find((area) => area.code === code)?.enName ?? code;
  const own = postageCents === 0
    ? { Status: DomesticShipping.Free, USD_Price: 0, AreaName: nameOf(sellerSource) }
    : { Status: DomesticShipping.Fixed, USD_Price: postageCents, AreaName: nameOf(sellerSource) };
  if (!AGENCY_REGIONS.includes(sellerSource)) return [own];
  const forwarded = areas
    .filter((area) => area.code !== sellerSource && AGENCY_REGIONS.includes(area.code))
    .map((area) => ({ Status: DomesticShipping.PayOnDelivery, USD_Price: 0, AreaName: area.enName }));
  return [own, ...forwarded];
}
