import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';

export type StoreCondition = ItemDetail['Conditions'][number];

/**
 * Spec 2 "Store item page": at least 1, at most the stock, or the purchase limit minus what the
 * buyer already bought when that is lower (Conditions[].Bought). The server's rule is
 * src/domain/cart/quantity.ts.
 */
export function maxQuantity(condition: Pick<StoreCondition, 'Stock' | 'IsLimit' | 'LimitNum'>, bought = 0): number {
  const byLimit = condition.IsLimit ? condition.LimitNum - bought : Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(condition.Stock, byLimit));
}

export type QuantityProblem = 'below-one' | 'insufficient' | 'over-limit' | null;

/** Why a wanted quantity cannot be had: under 1, more than the stock, or over the buyer's limit. */
export function quantityProblem(
  wanted: number,
  condition: Pick<StoreCondition, 'Stock' | 'IsLimit' | 'LimitNum'>,
  bought = 0,
): QuantityProblem {
  if (!Number.isFinite(wanted) || wanted < 1) return 'below-one';
  if (wanted <= maxQuantity(condition, bought)) return null;
  return wanted > condition.Stock ? 'insufficient' : 'over-limit';
}
