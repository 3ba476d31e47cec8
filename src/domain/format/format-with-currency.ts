import { numberFormat } from './number-format';

/** An amount in minor units of any currency (MOP avos, USD cents) with its code, as the viewer's locale writes it ("USD 4.99"). */
export function formatWithCurrency(minor: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(minor / 100);
  } catch {
    // An unknown currency code: the number with the code before it.
    return `${currency} ${(minor / 100).toFixed(2)}`;
  }
}
