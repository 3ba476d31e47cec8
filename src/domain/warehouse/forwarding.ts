/**
 * Forwarding a warehouse order (spec 3 "Warehouse order"; issue 31 part 4): the statuses it moves
 * through, where its postage is priced for, the tax it carries, and which carriers may take it.
 * Destination region: the region of the address the parcel goes to (TWN is TW), not the member's
 * source, since postage is the price of carrying it there.
 */
import { regionKey } from '../agency/agency';
import { stateTaxCents } from '../fees/state-tax';
import type { CarrierCode } from '../shipping/shipping.schema';
import { carriersFor } from './warehouse-rules';

/** 4 waiting to be weighed, 1 weighed and unpaid, 2 paid (to be shipped), 3 shipped, 5 completed, 6 cancelled. */
export const WarehouseOrderStatus = { ToWeigh: 4, Unpaid: 1, Paid: 2, Shipped: 3, Completed: 5, Cancelled: 6 } as const;

/** The weight bands' region of a destination address country (addresses spell Taiwan TWN). */
export function destinationRegionOf(nation: string): string {
  return regionKey(nation.trim().toUpperCase());
}

/**
 * The state tax a US member pays on forwarding (spec 2 section 9 "Warehouse tax"): each item's
 * price × the destination state's percent / 100, rounded to the cent, summed. None for members
 * outside the US or parcels leaving the US (taxPercent null).
 */
export function forwardingTaxCents(items: readonly { priceCents: number }[], taxPercent: number | null): number {
  if (taxPercent === null || taxPercent <= 0) return 0;
  return items.reduce((sum, item) => sum + stateTaxCents(item.priceCents, taxPercent), 0);
}

/** SF Express forwards only from a Greater China warehouse to a Greater China address. */
export function carrierForwards(code: CarrierCode, warehouseArea: string, destinationNation: string): boolean {
  return (carriersFor(warehouseArea, destinationRegionOf(destinationNation)) as readonly string[]).includes(code);
}
