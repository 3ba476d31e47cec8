import { Plural, useLingui } from '@lingui/react/macro';
import { MAX_COUNTED_RESULTS } from '../../../domain/catalog/market-search-options';

/** "1 result", "240 results", or "10,000+ results" where the server stops counting. */
export function ResultCount({ total, unit = 'result' }: { total: number | undefined; unit?: 'result' | 'item' | 'listing' }) {
  const { t, i18n } = useLingui();
  if (total === undefined) return <>{t`Searching…`}</>;
  if (total >= MAX_COUNTED_RESULTS) {
    const many = `${i18n.number(MAX_COUNTED_RESULTS)}+`;
    return <>{unit === 'item' ? t`${many} items` : unit === 'listing' ? t`${many} listings` : t`${many} results`}</>;
  }
  if (unit === 'item') return <Plural value={total} one="# item" other="# items" />;
  if (unit === 'listing') return <Plural value={total} one="# listing" other="# listings" />;
  return <Plural value={total} one="# result" other="# results" />;
}
