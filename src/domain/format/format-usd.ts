import { numberFormat } from './number-format';

/** A USD price in cents as the viewer's locale writes it ("$1,234.50", "US$1,234.50"). */
export function formatUsd(cents: number, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(cents / 100);
}
