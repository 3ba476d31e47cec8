import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MarketSearch } from '../../../domain/catalog/market-search.schema';

/** Graded select: any, graded only, raw only. */
export function GradedFilter({ value, onChange }: { value: MarketSearch['graded']; onChange: (graded: MarketSearch['graded']) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="filter-select">
      <label htmlFor={id} className="filter__title">
        {t`Graded`}
      </label>
      <select
        id={id}
        className="field__select"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : (e.target.value as '0' | '1'))}
      >
        <option value="">{t`Any`}</option>
        <option value="1">{t`Graded only`}</option>
        <option value="0">{t`Raw only`}</option>
      </select>
    </div>
  );
}
