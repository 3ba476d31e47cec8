/**
 * One store order's money (spec 2 "Store-mall order"), shared by the checkout's quote and the
 * placing of the order so the tax the buyer is shown is the tax they are charged: postage on the
 * items before coupons; state tax on what the buyer pays for goods and postage after coupons.
 */
import { stateTaxCents } from '../fees/state-tax';
import { storePostage, type StorePostage } from './store-postage';

export interface StoreOrderMoney extends StorePostage {
  itemsCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

/** `taxPercent` null: no tax applies to this delivery (outside the US, or a Macao member). */
export function storeOrderMoney(itemsCents: number, discountCents: number, domestic: boolean, taxPercent: number | null): StoreOrderMoney {
  const postage = storePostage(itemsCents, domestic);
  const taxCents = taxPercent === null ? 0 : stateTaxCents(itemsCents - discountCents + postage.postageCents, taxPercent);
  return { ...postage, itemsCents, discountCents, taxCents, totalCents: itemsCents - discountCents + postage.postageCents + taxCents };
}
