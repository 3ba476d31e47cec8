import type { OrderDetail } from '../../../domain/orders/order.schema';
import type { Breakdown } from './price-breakdown';

/** An order's breakdown: state tax is never shown to Macao buyers (spec 2 section 6). */
export function orderBreakdown(order: OrderDetail): Breakdown {
  return {
    priceCents: order.USD_Price,
    postageCents: order.PostageMoney,
    premiumCents: order.ServiceFee,
    taxCents: order.BuyerMemberSource === 'MO' ? null : order.TaxPrice,
    discountCents: order.Discount,
    totalCents: order.Total,
    charged: order.Currency === 'USD' ? null : { currency: order.Currency, amount: order.ChargedTotal },
  };
}
