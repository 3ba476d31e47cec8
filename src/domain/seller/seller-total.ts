/**
 * What the seller is credited when an order finishes (DESIGN.md 5b): the item (a store order's
 * lines before coupons, which Holo pays) and the postage. Holo keeps the buyer premium; the state
 * tax is Holo's to remit.
 */
export function sellerTotalCents(order: { itemCents: number; postageCents: number }): number {
  return order.itemCents + order.postageCents;
}
