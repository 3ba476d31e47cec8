/**
 * Store-item quantities (spec 2 "Store item page", section 5 "Quantity"): at least 1; at most the
 * stock, or, for a condition with a purchase limit, the limit minus what the buyer already bought
 * when that is lower. "Already bought" counts the buyer's units in store orders that are not
 * closed (OrderStatus ≠ 6), so an unpaid order holds its units against the limit until it closes.
 */

export interface QuantityLimits {
  /** Units left. */
  stock: number;
  isLimit: boolean;
  limitNum: number;
  /** The buyer's units of this condition in store orders that are not closed. */
  bought: number;
}

export type QuantityErrorCode = 'QUANTITY_TOO_LOW' | 'INSUFFICIENT_INVENTORY';

/** The most this buyer may have now; 0 when nothing can be bought. */
export function maxQuantity({ stock, isLimit, limitNum, bought }: QuantityLimits): number {
  const byLimit = isLimit ? limitNum - bought : Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(stock, byLimit));
}

/** Why `wanted` cannot be had, or null when it can. */
export function quantityError(wanted: number, limits: QuantityLimits): QuantityErrorCode | null {
  if (!Number.isInteger(wanted) || wanted < 1) return 'QUANTITY_TOO_LOW';
  return wanted > maxQuantity(limits) ? 'INSUFFICIENT_INVENTORY' : null;
}

/** The nearest allowed quantity (at least 1 even when nothing is left, so a selector shows 1). */
export function clampQuantity(wanted: number, limits: QuantityLimits): number {
  const whole = Number.isFinite(wanted) ? Math.trunc(wanted) : 1;
  return Math.max(1, Math.min(whole, maxQuantity(limits)));
}
