import { useLingui } from '@lingui/react/macro';
import type { ListReply } from '../api/get-list';
import { useCategories } from '../api/get-categories';
import { categoryName } from '../category-name';
import { PageSizeSelect } from '../pagination/page-size-select';
import { FilterSelect as Select } from './filter-select';
import type { ListParams } from './list-url';

interface ListFiltersProps {
  list: ListParams;
  /** The series and years on sale for the chosen manufacturer (none without one). */
  facets: Pick<ListReply, 'Series' | 'Years'> | undefined;
  onChange: (list: ListParams) => void;
}

/** Type (second-level category), series and year of the chosen manufacturer, size, page size. */
export function ListFilters({ list, facets, onChange }: ListFiltersProps) {
  const { t, i18n } = useLingui();
  const categories = useCategories();
  const set = (patch: Partial<ListParams>) => onChange({ ...list, ...patch, page: 1 });
  const series = facets?.Series ?? [];
  const years = facets?.Years ?? [];
  return (
    <div className="list-filters">
      <Select label={t`Type`} value={String(list.s ?? '')} onChange={(v) => set({ s: v ? Number(v) : undefined })}>
        <option value="">{t`All types`}</option>
        {(categories.data ?? []).map((first) => (
          <optgroup key={first.id} label={categoryName(first, i18n.locale)}>
            {first.children.map((second) => (
              <option key={second.id} value={second.id}>
                {categoryName(second, i18n.locale)}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      {(series.length > 0 || list.series) && (
        <Select label={t`Series`} value={list.series ?? ''} onChange={(v) => set({ series: v || undefined })}>
          <option value="">{t`All series`}</option>
          {list.series && !series.includes(list.series) && <option value={list.series}>{list.series}</option>}
          {series.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      )}
      {(years.length > 0 || list.year !== undefined) && (
        <Select label={t`Year`} value={String(list.year ?? '')} onChange={(v) => set({ year: v ? Number(v) : undefined })}>
          <option value="">{t`Any year`}</option>
          {list.year !== undefined && !years.includes(list.year) && <option value={list.year}>{list.year}</option>}
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Select>
      )}
      <Select label={t`Size`} value={list.size ?? ''} onChange={(v) => set({ size: v === 'graded' || v === 'raw' ? v : undefined })}>
        <option value="">{t`Graded and raw`}</option>
        <option value="graded">{t`Graded`}</option>
        <option value="raw">{t`Raw`}</option>
      </Select>
      <PageSizeSelect value={list.pageSize} onChange={(pageSize) => onChange({ ...list, pageSize, page: 1 })} />
    </div>
  );
}
