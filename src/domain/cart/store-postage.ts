/**
 * Store postage (spec 2 "Postage rule": CostType, FreeDelivery, DetailMinimumAmount, Cost; the
 * spec does not show the stores' own rules). Holo's rule, per store order: delivered within the
 * store's own country, free from USD 49.00 of items, else USD 4.99; delivered abroad, USD 14.99.
 */
export const FREE_POSTAGE_FROM_CENTS = 4_900;
export const DOMESTIC_POSTAGE_CENTS = 499;
export const INTERNATIONAL_POSTAGE_CENTS = 1_499;

export interface StorePostage {
  /** 2 free, 3 a fixed amount (spec PostageType). */
  postageType: 2 | 3;
  postageCents: number;
}

export function storePostage(itemsCents: number, domestic: boolean): StorePostage {
  if (!domestic) return { postageType: 3, postageCents: INTERNATIONAL_POSTAGE_CENTS };
  if (itemsCents >= FREE_POSTAGE_FROM_CENTS) return { postageType: 2, postageCents: 0 };
  return { postageType: 3, postageCents: DOMESTIC_POSTAGE_CENTS };
}
