import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ListSearch } from '../../../components/form/list-search';
import type { WatchSort, WatchStatus } from '../api/get-watch-list';

interface WatchToolbarProps {
  search: string;
  status: WatchStatus;
  sort: WatchSort;
  onChange: (change: { search?: string; status?: WatchStatus; sort?: WatchSort }) => void;
}

/** Search, status filter and sort of the watch page; each change goes to the URL (and back to page 1). */
export function WatchToolbar({ search, status, sort, onChange }: WatchToolbarProps) {
  const { t } = useLingui();
  const statusId = useId();
  const sortId = useId();
  const statuses: Array<{ value: WatchStatus; label: string }> = [
    { value: 'all', label: t`All` },
    { value: 'active', label: t`Active` },
    { value: 'ended', label: t`Ended` },
  ];
  const sorts: Array<{ value: WatchSort; label: string }> = [
    { value: 'newest', label: t`Recently watched` },
    { value: 'ending', label: t`Ending soonest` },
    { value: 'price-asc', label: t`Price: low to high` },
    { value: 'price-desc', label: t`Price: high to low` },
  ];
  return (
    <div className="list-toolbar">
      <ListSearch value={search} label={t`Search your watch list`} placeholder={t`Search your watch list`} onSearch={(text) => onChange({ search: text })} />
      <div className="list-toolbar__selects">
        <div className="toolbar-select">
          <label htmlFor={statusId}>{t`Status`}</label>
          <select id={statusId} className="field__select field__select--compact" value={status} onChange={(e) => onChange({ status: e.target.value as WatchStatus })}>
            {statuses.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="toolbar-select">
          <label htmlFor={sortId}>{t`Sort`}</label>
          <select id={sortId} className="field__select field__select--compact" value={sort} onChange={(e) => onChange({ sort: e.target.value as WatchSort })}>
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
