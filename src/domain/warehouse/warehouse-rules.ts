/**
 * The member's overseas warehouse (spec 3 "Overseas warehouse", section 5 "Customs declaration",
 * section 8 "Tax", section 9): the tabs, the customs declaration a forwarding order carries, the
 * estimated state tax of an item and how long an item has been stored.
 */
import { agencyRegionOf, regionKey } from '../agency/agency';
import { stateTaxCents } from '../fees/state-tax';

/** The warehouse page's tabs (spec: 0 items, 4 weighed/awaiting weighing, 1 unpaid, 2 to be shipped, 3 shipped, 5 completed). */
export const WarehouseTab = { Items: 0, Unpaid: 1, ToBeShipped: 2, Shipped: 3, Weighing: 4, Completed: 5 } as const;
export type WarehouseTabValue = (typeof WarehouseTab)[keyof typeof WarehouseTab];
/** The order they are shown in. */
export const WAREHOUSE_TABS: readonly WarehouseTabValue[] = [0, 4, 1, 2, 3, 5];
/** A warehouse order's status is its tab (6 cancelled has none). */
export const ORDER_TABS: readonly WarehouseTabValue[] = [4, 1, 2, 3, 5];

export const WAREHOUSE_PAGE_SIZE = 60;
export const WEIGHT_BAND_PAGE_SIZE = 99;
/** Spec section 9: "Default warehouse agency is US (id 2) before loading". */
export const DEFAULT_AGENCY_ID = 2;

/** Greater China: the agency regions (agency AreaId or member source; TWN is how addresses spell Taiwan). */
const inGreaterChina = (region: string) => agencyRegionOf(region.toUpperCase()) !== null;

export const CARRIERS = ['UPS', 'DHL', 'FEDEX', 'SF'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** Carriers a forwarding order may ask for: SF Express only when warehouse and member are both in Greater China. */
export function carriersFor(warehouseRegion: string, memberRegion: string): Carrier[] {
  return inGreaterChina(warehouseRegion) && inGreaterChina(memberRegion) ? ['UPS', 'DHL', 'FEDEX', 'SF'] : ['UPS', 'DHL', 'FEDEX'];
}

/** Name and ID number are asked of a Taiwan member forwarding from a Greater China warehouse. */
export function needsDeclarantId(warehouseRegion: string, memberRegion: string): boolean {
  return regionKey(memberRegion.toUpperCase()) === 'TW' && inGreaterChina(warehouseRegion);
}

/**
 * Where a forwarding order may go: an address from the member's address book in the member's own
 * region (a US member's book holds US addresses; a Macao member's, their Macao address). Taiwan
 * is TW as a member source and TWN as an address country.
 */
export function addressFitsMember(country: string, memberRegion: string): boolean {
  return regionKey(country.toUpperCase()) === regionKey(memberRegion.toUpperCase());
}

/** The declaration's product detail is always this (spec: "fixed to Card"). */
export const CUSTOM_DETAIL = 'Card';
export const MAX_DECLARED_COUNT = 9_999;
/** USD cents: $100,000 a card is beyond any declaration Holo forwards. */
export const MAX_DECLARED_UNIT_CENTS = 10_000_000;
export const DECLARANT_NAME_MAX = 30;
export const DECLARANT_ID_MAX = 30;

/** The quantity as typed: digits only, 1 or more. Null when it is not. */
export function parseDeclaredCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= 1 && count <= MAX_DECLARED_COUNT ? count : null;
}

/** The unit price in dollars as typed (positive, at most 2 decimals), in cents. Null when it is not. */
export function parseDeclaredPriceCents(text: string): number | null {
  const trimmed = text.trim();
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 && cents <= MAX_DECLARED_UNIT_CENTS ? cents : null;
}

export type DeclarationError =
  | 'WAREHOUSE_DECLARED_COUNT_INVALID'
  | 'WAREHOUSE_DECLARED_PRICE_INVALID'
  | 'WAREHOUSE_CARRIER_INVALID'
  | 'WAREHOUSE_DECLARANT_REQUIRED';

export interface Declaration {
  count: number;
  unitPriceCents: number;
  carrier: string;
  name?: string | undefined;
  idNumber?: string | undefined;
}

/** The first rule a declaration breaks for this warehouse and member (null: it may be submitted). */
export function declarationError(declaration: Declaration, warehouseRegion: string, memberRegion: string): DeclarationError | null {
  const { count, unitPriceCents, carrier } = declaration;
  if (!Number.isInteger(count) || count < 1 || count > MAX_DECLARED_COUNT) return 'WAREHOUSE_DECLARED_COUNT_INVALID';
  if (!Number.isInteger(unitPriceCents) || unitPriceCents <= 0 || unitPriceCents > MAX_DECLARED_UNIT_CENTS) return 'WAREHOUSE_DECLARED_PRICE_INVALID';
  if (!(carriersFor(warehouseRegion, memberRegion) as string[]).includes(carrier)) return 'WAREHOUSE_CARRIER_INVALID';
  if (needsDeclarantId(warehouseRegion, memberRegion) && (!declaration.name?.trim() || !declaration.idNumber?.trim())) return 'WAREHOUSE_DECLARANT_REQUIRED';
  return null;
}

/**
 * The estimated state tax of an item (spec 3 section 8: price in USD × the member's state
 * TaxPercent / 100, at 2 decimals), in cents. Only US members pay it: null for anyone else (MO
 * members see no tax column) and for a US member with no state on file.
 */
export function estimatedTaxCents(priceCents: number, memberSource: string, taxPercent: number | null): number | null {
  if (memberSource !== 'US' || taxPercent === null) return null;
  return stateTaxCents(priceCents, taxPercent);
}

const DAY_MS = 86_400_000;
/** Spec section 9: red from 20 days, storage allowed up to 30 days. */
export const STORAGE_RED_DAYS = 20;
export const STORAGE_MAX_DAYS = 30;

/** Whole days since the warehouse received the item (day 0 the day it arrived). */
export function daysInWarehouse(receivedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - receivedAt.getTime()) / DAY_MS));
}

/**
 * How the counter shows: 'ok' (green), 'late' (red from 20 days) or 'overdue' (past the 30 days
 * of storage). Past 30 days nothing is charged or moved: the page says the free storage is over
 * and asks the member to send it for forwarding (decision, issue 31: no fee can be enforced yet).
 */
export function storageState(days: number): 'ok' | 'late' | 'overdue' {
  if (days > STORAGE_MAX_DAYS) return 'overdue';
  return days >= STORAGE_RED_DAYS ? 'late' : 'ok';
}
