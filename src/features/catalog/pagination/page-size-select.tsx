import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZES } from '../../../domain/catalog/market-search-options';

/** Results per page: 60, 120 or 240 (spec 1 section 9). */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (size: (typeof PAGE_SIZES)[number]) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="toolbar-select">
      <label htmlFor={id}>{t`Per page`}</label>
      <select
        id={id}
        className="field__select field__select--compact"
        value={value}
        onChange={(e) => onChange(Number(e.target.value) as (typeof PAGE_SIZES)[number])}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
