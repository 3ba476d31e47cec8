import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ResultCount } from '../listing/result-count';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import { STORE_PAGE_SIZE } from '../../../domain/catalog/store.schema';
import type { MarketSearch } from '../../../domain/catalog/market-search.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useStore } from '../api/get-store';
import { useStoreListings } from '../api/get-store-listings';
import { ListingGrid } from '../listing/listing-grid';
import { readMarketSearch, writeMarketSearch } from '../../../domain/catalog/market-url';
import { pageCountOf } from '../pagination/page-window';
import { Pagination } from '../pagination/pagination';
import { StoreFilters } from '../sellers/store-filters';
import { StoreHeader } from '../sellers/store-header';
import { StoreStickyBar } from '../sellers/store-sticky-bar';
import { failedWithoutData } from '../../../lib/query/failed-without-data';
import { usePageName } from '../../../lib/navigation/page-name';

/** /seller/detail/{id}: a seller's store with its listings; the listing search is in the URL. */
export function SellerDetailPage() {
  const { t, i18n } = useLingui();
  const storeId = Number(useParams().id);
  const validId = Number.isInteger(storeId) && storeId > 0;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Stores list 60 a page (spec 1 section 9).
  const search = useMemo(() => ({ ...readMarketSearch(params), size: STORE_PAGE_SIZE }) as MarketSearch, [params]);
  const store = useStore(storeId);
  usePageName(store.data?.StoreName);
  const listings = useStoreListings(storeId, search, validId && !failedWithoutData(store));

  const hrefFor = useCallback(
    (next: MarketSearch) => {
      const query = writeMarketSearch(next).toString();
      return `/seller/detail/${storeId}${query ? `?${query}` : ''}`;
    },
    [storeId],
  );
  const update = useCallback(
    (next: MarketSearch, write: 'push' | 'replace' = 'push') => navigate(hrefFor(next), { replace: write === 'replace', preventScrollReset: true }),
    [navigate, hrefFor],
  );

  if (!validId || (store.isError && isApiError(store.error) && store.error.status === 404)) {
    return (
      <div className="page">
        <StatusPanel
          heading="h1"
          title={t`Store not found`}
          actions={
            <Link to="/seller/list" className="btn btn--primary">
              {t`See all sellers`}
            </Link>
          }
        >
          {validId && isApiError(store.error) ? errorText(i18n, store.error.code, store.error.message) : t`This store does not exist or has closed.`}
        </StatusPanel>
      </div>
    );
  }
  if (failedWithoutData(store)) {
    return (
      <div className="page">
        <StatusPanel
          tone="error"
          heading="h1"
          title={t`The store could not be loaded`}
          actions={
            <button type="button" className="btn btn--ghost" onClick={() => void store.refetch()}>
              {t`Try again`}
            </button>
          }
        >
          {t`Check your connection and try again.`}
        </StatusPanel>
      </div>
    );
  }

  const reply = listings.data;
  const total = reply?.TotalCount;
  const keyword = search.key;
  return (
    <div className="page store">
      {store.data ? (
        <>
          <StoreHeader store={store.data} />
          <StoreStickyBar store={store.data} />
        </>
      ) : (
        <div className="store-head store-head--skeleton" aria-busy="true" aria-label={t`Loading the store`} />
      )}
      <section className="store__listings" aria-label={t`Listings`}>
        <StoreFilters search={search} update={update} />
        <p className="toolbar__count" role="status">
          <ResultCount total={total} unit="listing" />
        </p>
        <div id="store-status-panel" role="tabpanel" aria-labelledby={`store-status-tab-${search.status}`}>
          <div id="store-sort-panel">
            <ListingGrid
              listings={reply?.PagedMarketItemList}
              pending={listings.isPending}
              stale={listings.isPlaceholderData}
              onRetry={() => void listings.refetch()}
              emptyTitle={search.status === 'sold' ? t`Nothing sold yet` : t`No listings here`}
              emptyText={keyword ? t`Nothing in this store matches “${keyword}”.` : t`Check back soon for new listings.`}
            />
          </div>
        </div>
        <Pagination page={search.page} pageCount={reply ? pageCountOf(reply.TotalCount, STORE_PAGE_SIZE) : 1} hrefFor={(page) => hrefFor({ ...search, page })} />
      </section>
    </div>
  );
}
