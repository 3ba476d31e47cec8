/**
 * The service list (spec 2 "Fee lookups"). The '*' row is DESIGN.md's buyer premium: 5%, at least
 * USD 0.50. Macao buyers pay by card through MPay (9), which gives back 10% of the fee; a Macao
 * buyer's card through Stripe (6) costs 5.5% for the currency conversion. Fixed ids.
 */
import type { serviceFeeRates } from '../schema';

type Rate = [buyerSource: string, sellerSource: string, payType: number, feePercent: string, discountPercent: string];

const rates: Rate[] = [
  ['*', '*', 0, '5.000', '0'],
  ['MO', '*', 9, '5.000', '10.000'],
  ['MO', '*', 6, '5.500', '0'],
];

export function serviceFeeRateRows(): (typeof serviceFeeRates.$inferInsert)[] {
  return rates.map(([buyerSource, sellerSource, payType, feePercent, discountPercent], index) => ({
    id: index + 1,
    buyerSource,
    sellerSource,
    payType,
    feePercent,
    minimumCents: 50,
    discountPercent,
  }));
}
