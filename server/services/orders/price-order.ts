/**
 * A marketplace order's money for its region pair, pay type and delivery: the service fee and
 * discount from the service list, state tax at the delivery's percent (none without one) on item +
 * postage + service fee, and the total. Used when an order is made and whenever the checkout changes
 * its payment method, address or transfer service.
 */
import type { Db, Tx } from '../../db/client';
import { orderTotalCents, taxBaseCents } from '../../../src/domain/fees/order-total';
import { stateTaxCents } from '../../../src/domain/fees/state-tax';
import type { FeeParties } from '../../../src/domain/fees/service-fee';
import { serviceFeeFor } from '../fees/service-rates';

export interface OrderPricing {
  serviceFeeCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

export async function priceOrder(
  db: Db | Tx,
  parties: FeeParties,
  item: { itemCents: number; postageCents: number },
  taxPercent: number | null,
): Promise<OrderPricing> {
  const fee = await serviceFeeFor(db, parties, item.itemCents, item.postageCents);
  const base = { ...item, serviceFeeCents: fee.ServiceFee };
  const taxCents = taxPercent === null ? 0 : stateTaxCents(taxBaseCents(base), taxPercent);
  return {
    serviceFeeCents: fee.ServiceFee,
    discountCents: fee.Discount,
    taxCents,
    totalCents: orderTotalCents({ ...base, taxCents, discountCents: fee.Discount }),
  };
}
