/** The seller's listings (/seller/listings): on sale or ended, with both counts, 60 a page. */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { TabList } from '../../../../components/tabs/tab-list';
import { ListState } from '../../../../components/status/list-state';
import { formatUsd } from '../../../../domain/format/format-usd';
import { listingsQuery, type ListingState } from '../api/listings-api';
import { ListingStatus, useSaleWay } from '../components/listing-status';

export function ListingsPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const state: ListingState = params.get('state') === 'ended' ? 'ended' : 'selling';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const listings = useQuery(listingsQuery(state, page));
  const saleWay = useSaleWay();
  const counts = listings.data?.Counts;
  const go = (next: { state?: ListingState; page?: number }) =>
    setParams({ state: next.state ?? state, ...(next.page && next.page > 1 ? { page: String(next.page) } : {}) });

  return (
    <>
      <header className="seller-page-head">
        <h1 className="seller-page-head__title">{t`Listings`}</h1>
        <Link className="btn btn--primary" to="/listings/new">
          {t`List an item`}
        </Link>
      </header>
      <TabList
        label={t`Listings by state`}
        idBase="listings"
        value={state}
        onChange={(value) => go({ state: value, page: 1 })}
        tabs={[
          { value: 'selling', label: counts ? t`On sale (${counts.Selling})` : t`On sale` },
          { value: 'ended', label: counts ? t`Ended (${counts.Ended})` : t`Ended` },
        ]}
      />
      <div id="listings-panel" role="tabpanel" aria-labelledby={`listings-tab-${state}`}>
        <ListState
          query={listings}
          hasRows={(listings.data?.data.length ?? 0) > 0}
          loadingLabel={t`Loading listings`}
          listClassName="seller-listings"
          rowClassName="seller-listing"
          errorTitle={t`Your listings could not be loaded`}
          empty={{
            title: state === 'selling' ? t`Nothing on sale` : t`No ended listings`,
            text: state === 'selling' ? t`List a card and it shows here.` : undefined,
          }}
        >
          <ul className="seller-listings">
            {listings.data?.data.map((row) => (
              <li key={row.ID} className="seller-listing">
                <img className="seller-listing__img" src={row.TitImg} alt="" width={64} height={64} loading="lazy" />
                <div className="seller-listing__main">
                  <Link className="seller-listing__title" to={`/listings/${row.ID}`}>
                    {row.Title}
                  </Link>
                  <span className="seller-listing__meta">
                    {saleWay(row)} · {row.CommodityCode}
                    {row.Grade ? ` · ${row.Grade}` : ''}
                  </span>
                </div>
                <div className="seller-listing__figures">
                  <span className="seller-listing__price">{formatUsd(row.Price, i18n.locale)}</span>
                  <span className="seller-listing__meta">
                    {row.ByWay === 2 ? t`${row.BidCount} bids` : null} {t`${row.Watchers} watching`}
                  </span>
                  <ListingStatus status={row.Status} />
                </div>
              </li>
            ))}
          </ul>
          {listings.data && listings.data.Pages > 1 && (
            <nav className="seller-pager" aria-label={t`Pages`}>
              <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                {t`Previous`}
              </button>
              <span>{t`Page ${page} of ${listings.data.Pages}`}</span>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                disabled={page >= listings.data.Pages}
                onClick={() => go({ page: page + 1 })}
              >
                {t`Next`}
              </button>
            </nav>
          )}
        </ListState>
      </div>
    </>
  );
}
