/** Exchange rates against USD (units per dollar) with the additional amount the rate shown includes. */
import type { exchangeRates } from '../schema';

type Rate = [currency: string, usdRate: string, additionalAmount: string, decimals: number];

const rates: Rate[] = [
  ['USD', '1', '0', 2],
  ['MOP', '8.030000', '0.050000', 2],
  ['HKD', '7.790000', '0.040000', 2],
  ['TWD', '32.400000', '0.200000', 0],
  ['CNY', '7.240000', '0.040000', 2],
  ['KRW', '1385.000000', '8.000000', 0],
  ['JPY', '151.500000', '1.000000', 0],
  ['CAD', '1.370000', '0.010000', 2],
  ['GBP', '0.790000', '0.005000', 2],
  ['AUD', '1.530000', '0.010000', 2],
  ['SGD', '1.350000', '0.010000', 2],
];

export function exchangeRateRows(now: Date): (typeof exchangeRates.$inferInsert)[] {
  return rates.map(([currency, usdRate, additionalAmount, decimals]) => ({
    currency,
    usdRate,
    additionalAmount,
    decimals,
    updatedAt: now,
  }));
}
