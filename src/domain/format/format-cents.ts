import { numberFormat } from './number-format';

/** Money is integer cents everywhere (SumMoney, prices); it becomes a decimal only here, for display. */
export function formatCents(cents: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}
