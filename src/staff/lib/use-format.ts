import { useLingui } from '@lingui/react/macro';
import { formatUsd } from '../../domain/format/format-usd';

/** Dates and USD amounts in the reader's language and time zone. */
export function useFormat() {
  const { i18n } = useLingui();
  const dates = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    date: (iso: string | null | undefined) => (iso ? dates.format(new Date(iso)) : '—'),
    usd: (cents: number) => formatUsd(cents, i18n.locale),
  };
}
