import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { applyPriceRange, cleanPriceInput } from '../../../domain/catalog/price-input';
import { useInFiltersDrawer } from './in-filters-drawer';

interface PriceFilterProps {
  min?: string;
  max?: string;
  onApply: (range: { min?: string; max?: string }) => void;
}

/**
 * Price range in USD (spec 1 section 5): the boxes keep digits with two decimals as they are
 * typed; applying clears the maximum when it is not above the minimum. Remount it (key) when the
 * search's range changes so the boxes show what was applied.
 */
export function PriceFilter({ min = '', max = '', onApply }: PriceFilterProps) {
  const { t } = useLingui();
  const id = useId();
  const [minText, setMin] = useState(min);
  const [maxText, setMax] = useState(max);
  // In the phone's drawer its "Show results" applies the range: no second apply button there.
  const inDrawer = useInFiltersDrawer();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const range = applyPriceRange(minText, maxText);
    setMin(range.min ?? '');
    setMax(range.max ?? '');
    // Unchanged (the drawer's "Show results" submits it too): the search and its page stay.
    if ((range.min ?? '') === min && (range.max ?? '') === max) return;
    onApply(range);
  }

  return (
    <form className="price-filter" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="filter__title">
        {t`Price (USD)`}
      </h3>
      <div className="price-filter__row">
        <label className="visually-hidden" htmlFor={`${id}-min`}>
          {t`Minimum price`}
        </label>
        <input
          id={`${id}-min`}
          className="price-filter__input"
          inputMode="decimal"
          placeholder={t`Min`}
          value={minText}
          onChange={(e) => setMin(cleanPriceInput(e.target.value))}
        />
        <span aria-hidden="true">–</span>
        <label className="visually-hidden" htmlFor={`${id}-max`}>
          {t`Maximum price`}
        </label>
        <input
          id={`${id}-max`}
          className="price-filter__input"
          inputMode="decimal"
          placeholder={t`Max`}
          value={maxText}
          onChange={(e) => setMax(cleanPriceInput(e.target.value))}
        />
        {!inDrawer && (
          <button type="submit" className="btn btn--ghost btn--small">
            {t`Apply`}
          </button>
        )}
      </div>
    </form>
  );
}
