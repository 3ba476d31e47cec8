/**
 * The warehouse's condition check (spec 3 "Confirm receipt", "Countdowns"): a cross-region order
 * that is not custom-address (BusinessType 2 without a transfer address) ships to its agency's
 * warehouse; staff receive it, photograph it, and the buyer then has 48 hours to confirm or open a
 * case before the items count as confirmed (the sweeper, confirmed_by 'auto').
 */

/** The buyer's window after the photos are taken (spec: "48 hours"). */
export const CHECK_WINDOW_MS = 48 * 3_600_000;

/** Spec CheckState: 0 not received yet, 1 received and being checked, 2 checked (photos taken) or confirmed. */
export const CheckState = { NotReceived: 0, Checking: 1, Checked: 2 } as const;
export type CheckStateValue = (typeof CheckState)[keyof typeof CheckState];

export interface WarehouseRouteOrder {
  businessType: number;
  agencyId: number | null;
  transferAddressId: number | null;
}

/** The order goes to Holo's warehouse at its agency (not to a custom transfer address). */
export function shipsToWarehouse(order: WarehouseRouteOrder): boolean {
  return order.businessType === 2 && order.agencyId !== null && order.transferAddressId === null;
}

export interface CheckedItemTimes {
  checkedAt: Date | null;
  confirmedAt: Date | null;
}

/** CheckState of an order from its warehouse item (null: none received yet). */
export function checkStateOf(item: CheckedItemTimes | null): CheckStateValue {
  if (!item) return CheckState.NotReceived;
  return item.checkedAt || item.confirmedAt ? CheckState.Checked : CheckState.Checking;
}

/** When unconfirmed photos count as confirmed. */
export function checkDueAt(checkedAt: Date): Date {
  return new Date(checkedAt.getTime() + CHECK_WINDOW_MS);
}

/** Spec CheckTimeLong: whole seconds left of the 48 hours (0 once passed); null before the photos or after confirming. */
export function checkSecondsLeft(item: CheckedItemTimes | null, now: Date): number | null {
  if (!item?.checkedAt || item.confirmedAt) return null;
  return Math.max(0, Math.ceil((checkDueAt(item.checkedAt).getTime() - now.getTime()) / 1000));
}
