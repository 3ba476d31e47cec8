import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ListingStatusFilter } from '../../../domain/catalog/market-search-options';

/** Selling or sold listings (the sold filter is status -2). */
export function StatusSelect({ value, onChange }: { value: ListingStatusFilter; onChange: (status: ListingStatusFilter) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="toolbar-select">
      <label htmlFor={id}>{t`Status`}</label>
      <select id={id} className="field__select field__select--compact" value={value} onChange={(e) => onChange(e.target.value as ListingStatusFilter)}>
        <option value="selling">{t`Selling`}</option>
        <option value="sold">{t`Sold`}</option>
      </select>
    </div>
  );
}
