import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { normalizeMarketSearch, withSort, withStatus } from '../../../domain/catalog/market-search-rules';
import { useMediaQuery } from '../../../lib/hooks/use-media-query';
import { SaveSearchButton } from '../../saved-searches';
import { useCategories } from '../api/get-categories';
import { useMarketSearch } from '../api/search-market';
import { ListingGrid } from '../listing/listing-grid';
import { findCategoryPath } from '../market/category-path';
import { searchName } from '../market/describe-search';
import { FiltersDialog } from '../market/filters-dialog';
import { activeFilterCount, withoutFilters } from '../../../domain/catalog/market-filter-count';
import { MarketFilters } from '../market/market-filters';
import { MarketToolbar } from '../market/market-toolbar';
import { marketQueryString } from '../../../domain/catalog/market-url';
import { SortTabs } from '../market/sort-tabs';
import { withListingType } from '../market/type-change';
import { useMarketUrl } from '../market/use-market-url';
import { pageCountOf } from '../pagination/page-window';
import { Pagination } from '../pagination/pagination';

/** Filters sit beside the results from this width; below it they open in a slide-over. */
export const WIDE_LAYOUT = '(min-width: 960px)';

/** /market/{id?}: the market search, whose whole state is the URL. */
export function MarketPage() {
  const { t, i18n } = useLingui();
  const { search, update, hrefFor } = useMarketUrl();
  const results = useMarketSearch(search);
  const categories = useCategories();
  const wide = useMediaQuery(WIDE_LAYOUT);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);

  const path = findCategoryPath(categories.data ?? [], search);
  const name = searchName(search, path, i18n.locale);
  const filterCount = activeFilterCount(search);
  const reply = results.data;
  const pageCount = reply ? pageCountOf(reply.TotalCount, search.size) : 1;

  // A new page starts at the top of the results, not at the pager the visitor pressed.
  const page = search.page;
  useEffect(() => {
    if (page > 1) resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  const filters = <MarketFilters search={search} update={update} hrefFor={hrefFor} />;
  const savedQuery = marketQueryString({ ...search, page: 1 });

  return (
    <div className="page market">
      <header className="market__head">
        <h1 className="market__title">{search.key ? t`Results for “${name}”` : (name ?? t`Market`)}</h1>
        <SaveSearchButton query={savedQuery} showValue={name ?? t`All listings`} />
      </header>
      <div className="market__layout">
        {wide && (
          <aside className="market__filters" aria-label={t`Filters`}>
            {filters}
          </aside>
        )}
        <section className="market__results" aria-label={t`Results`} ref={resultsRef}>
          <MarketToolbar
            search={search}
            total={reply?.TotalCount}
            filterCount={filterCount}
            onOpenFilters={wide ? null : () => setFiltersOpen(true)}
            onType={(type) => update(withListingType(search, type))}
            onStatus={(status) => update(withStatus(search, status))}
            onSize={(size) => update({ ...search, size, page: 1 })}
          />
          <SortTabs search={search} onSort={(sort) => update(withSort(search, sort))} idBase="market-sort" />
          {/* data-search: the search these results answer, so a test knows a URL write has rendered. */}
          <div
            id="market-sort-panel"
            role="tabpanel"
            aria-labelledby={`market-sort-tab-${normalizeMarketSearch(search).sort}`}
            data-search={marketQueryString(search)}
          >
            <ListingGrid
              listings={reply?.PagedMarketItemList}
              pending={results.isPending}
              stale={results.isPlaceholderData}
              onRetry={() => void results.refetch()}
              emptyTitle={t`No listings match this search`}
              emptyText={
                filterCount > 0 ? (
                  <Link to={hrefFor(withoutFilters(search))}>{t`Clear the filters`}</Link>
                ) : (
                  t`Check the spelling or try a shorter keyword.`
                )
              }
            />
          </div>
          <Pagination page={search.page} pageCount={pageCount} hrefFor={(p) => hrefFor({ ...search, page: p })} />
        </section>
      </div>
      {!wide && (
        <FiltersDialog open={filtersOpen} onClose={() => setFiltersOpen(false)} count={filterCount}>
          {filters}
        </FiltersDialog>
      )}
    </div>
  );
}
