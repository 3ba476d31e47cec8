import { useLingui } from '@lingui/react/macro';
import { ResultCount } from '../listing/result-count';
import type { MarketSearch } from '../../../domain/catalog/market-search.schema';
import type { ListingStatusFilter, ListingType } from '../../../domain/catalog/market-search-options';
import { PageSizeSelect } from '../pagination/page-size-select';
import { ListingTypeSelect } from './listing-type-select';
import { StatusSelect } from './status-select';

interface MarketToolbarProps {
  search: MarketSearch;
  total: number | undefined;
  filterCount: number;
  /** Phones: the button that opens the filter panel; null where the panel is beside the results. */
  onOpenFilters: (() => void) | null;
  onType: (type: ListingType) => void;
  onStatus: (status: ListingStatusFilter) => void;
  onSize: (size: MarketSearch['size']) => void;
}

/** Result count, the filters button on phones, listing type, status and page size. */
export function MarketToolbar({ search, total, filterCount, onOpenFilters, onType, onStatus, onSize }: MarketToolbarProps) {
  const { t } = useLingui();
  const count = filterCount;
  return (
    <div className="toolbar">
      <p className="toolbar__count" role="status">
        <ResultCount total={total} />
      </p>
      {onOpenFilters && (
        <button type="button" className="btn btn--ghost btn--small toolbar__filters" onClick={onOpenFilters}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {count > 0 ? t`Filters (${count})` : t`Filters`}
        </button>
      )}
      <div className="toolbar__selects">
        <ListingTypeSelect value={search.type} onChange={onType} />
        <StatusSelect value={search.status} onChange={onStatus} />
        <PageSizeSelect value={search.size} onChange={onSize} />
      </div>
    </div>
  );
}
