import { useLingui } from '@lingui/react/macro';
import { TabList } from '../../../components/tabs/tab-list';
import type { MarketSearch } from '../../../domain/catalog/market-search.schema';
import type { ListingStatusFilter } from '../../../domain/catalog/market-search-options';
import { withSort, withStatus } from '../../../domain/catalog/market-search-rules';
import { ListingTypeSelect } from '../market/listing-type-select';
import { SortTabs } from '../market/sort-tabs';
import { withListingType } from '../market/type-change';
import { useTypedParam } from './use-typed-param';

interface StoreFiltersProps {
  search: MarketSearch;
  update: (search: MarketSearch, write?: 'push' | 'replace') => void;
}

/** The store's search box, selling/sold tabs, listing type and sort tabs (spec 1 section 4). */
export function StoreFilters({ search, update }: StoreFiltersProps) {
  const { t } = useLingui();
  const [text, setText] = useTypedParam(search.key ?? '', (key) =>
    update({ ...search, key: key || undefined, sort: undefined, dir: undefined, page: 1 }, 'replace'),
  );
  const statuses: { value: ListingStatusFilter; label: string }[] = [
    { value: 'selling', label: t`Selling` },
    { value: 'sold', label: t`Sold` },
  ];
  return (
    <div className="store-filters">
      <div className="store-filters__row">
        <TabList label={t`Listings`} tabs={statuses} value={search.status} onChange={(status) => update(withStatus(search, status))} idBase="store-status" />
        <div className="toolbar-select toolbar-select--grow">
          <label htmlFor="store-search">{t`Search this store`}</label>
          <input
            id="store-search"
            className="toolbar-input"
            type="search"
            value={text}
            maxLength={100}
            placeholder={t`Card, player or set`}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <ListingTypeSelect value={search.type} onChange={(type) => update(withListingType(search, type))} />
      </div>
      <SortTabs search={search} onSort={(sort) => update(withSort(search, sort))} idBase="store-sort" />
    </div>
  );
}
