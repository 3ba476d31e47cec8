/**
 * Converting USD to the currency a member pays in (spec 2 section 1: "the exchange rate is a rate
 * plus an additional amount"). Amounts are minor units of each currency (cents, avos), rounded
 * half up.
 */
export interface ExchangeRate {
  currency: string;
  /** Units of the currency per 1 USD. */
  usdRate: number;
  additionalAmount: number;
}

export const USD_RATE: ExchangeRate = { currency: 'USD', usdRate: 1, additionalAmount: 0 };

export function fromUsdCents(usdCents: number, rate: ExchangeRate): number {
  return Math.round(usdCents * (rate.usdRate + rate.additionalAmount));
}
