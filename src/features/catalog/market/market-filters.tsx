import { useLingui } from '@lingui/react/macro';
import type { MarketSearch } from '../../../domain/catalog/market-search.schema';
import { useCategories } from '../api/get-categories';
import { CategoryFilter } from './category-filter';
import { findCategoryPath } from './category-path';
import { GradedFilter } from './graded-filter';
import { GradingFilters } from './grading-filters';
import { activeFilterCount, withoutFilters } from '../../../domain/catalog/market-filter-count';
import { PriceFilter } from './price-filter';
import { PropertyFilter } from './property-filter';
import type { UrlWrite } from './use-market-url';
import { failedWithoutData } from '../../../lib/query/failed-without-data';

interface MarketFiltersProps {
  search: MarketSearch;
  update: (search: MarketSearch, write?: UrlWrite) => void;
  hrefFor: (search: MarketSearch) => string;
}

/** The filter panel: price, category tree, the third level's property groups, graded, grader, grade, condition and year. */
export function MarketFilters({ search, update, hrefFor }: MarketFiltersProps) {
  const { t } = useLingui();
  const categories = useCategories();
  const tree = categories.data ?? [];
  const path = findCategoryPath(tree, search);
  // The graded select covers the Graded property; the groups show the rest.
  const properties = path.third?.Properties.filter((p) => p.ControlName !== 'Graded') ?? [];

  function toggleProp(value: string, on: boolean) {
    const prop = on ? [...search.prop, value] : search.prop.filter((p) => p !== value);
    update({ ...search, prop, page: 1 });
  }

  return (
    <div className="filters">
      {activeFilterCount(search) > 0 && (
        <button type="button" className="link-button filters__clear" onClick={() => update(withoutFilters(search))}>
          {t`Clear all filters`}
        </button>
      )}
      <PriceFilter
        key={`${search.min ?? ''}-${search.max ?? ''}`}
        min={search.min}
        max={search.max}
        onApply={(range) => update({ ...search, ...range, page: 1 })}
      />
      {failedWithoutData(categories) ? (
        <p className="filters__note" role="alert">
          {t`The categories could not be loaded.`}{' '}
          <button type="button" className="link-button" onClick={() => void categories.refetch()}>
            {t`Try again`}
          </button>
        </p>
      ) : categories.isPending ? (
        <div className="filters__loading" aria-hidden="true">
          <div className="skeleton-line" />
          <div className="skeleton-line skeleton-line--short" />
          <div className="skeleton-line" />
        </div>
      ) : (
        <CategoryFilter tree={tree} path={path} search={search} hrefFor={hrefFor} />
      )}
      {properties.map((property) => (
        <PropertyFilter key={property.ControlName} property={property} selected={search.prop} onToggle={toggleProp} />
      ))}
      <GradedFilter value={search.graded} onChange={(graded) => update({ ...search, graded, page: 1 })} />
      <GradingFilters search={search} update={update} />
    </div>
  );
}
