/** An amount in minor units of any currency (MOP avos, USD cents) as the viewer's locale writes it. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(minor / 100);
  } catch {
    // An unknown currency code: the number with the code before it.
    return `${currency} ${(minor / 100).toFixed(2)}`;
  }
}
