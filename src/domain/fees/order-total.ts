/**
 * A marketplace order's money (spec 2 section 9: item plus postage, plus service fee and tax; the
 * discount comes off). State tax is on item + postage + service fee, before the discount
 * (DESIGN.md section 5). Never below 0.
 */
export interface OrderMoney {
  itemCents: number;
  postageCents: number;
  serviceFeeCents: number;
  taxCents: number;
  discountCents: number;
}

export function taxBaseCents(money: Pick<OrderMoney, 'itemCents' | 'postageCents' | 'serviceFeeCents'>): number {
  return money.itemCents + money.postageCents + money.serviceFeeCents;
}

export function orderTotalCents(money: OrderMoney): number {
  return Math.max(0, taxBaseCents(money) + money.taxCents - money.discountCents);
}
