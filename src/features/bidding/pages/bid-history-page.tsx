import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { StatusPanel } from '../../../components/status/status-panel';
import { BID_HISTORY_PAGE_SIZE } from '../../../domain/bidding/bid-options';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { session } from '../../../lib/session/session-store';
import { Pagination, pageCountOf } from '../../catalog';
import { itemQueries } from '../../item';
import { useBidHistory } from '../api/get-bid-history';
import { BidHistorySummary } from '../components/bid-history-summary';
import { BidPanel } from '../components/bid-panel';
import { BidTable } from '../components/bid-table';
import { useLiveAuction } from '../live/use-live-auction';
import { failedWithoutData } from '../../../lib/query/failed-without-data';

const readPage = (value: string | null) => Math.min(1000, Math.max(1, Number.parseInt(value ?? '1', 10) || 1));

/**
 * /myholo/bidhistory/:id (spec 3 "Bid history"): the item's summary and every bid, 60 a page,
 * live while the auction runs; Place bid only while it is on (Status 1) and not for its seller.
 */
export function BidHistoryPage() {
  const { t, i18n } = useLingui();
  const id = Number.parseInt(useParams().id ?? '', 10);
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const { user } = useSnapshot(session);
  const history = useBidHistory(id, page);
  const summary = history.data?.Item;
  const live = summary?.Status === 1;
  const mayBid = live && user?.Id !== summary.SellUserID;
  const item = useQuery({ ...itemQueries.detail(id), enabled: Boolean(mayBid) });
  useLiveAuction(live ? { ID: id, ByWay: 2 } : undefined);

  if (!Number.isInteger(id) || id <= 0 || (history.isError && isApiError(history.error) && history.error.status === 404)) {
    const message = history.error && isApiError(history.error) ? errorText(i18n, history.error.code, history.error.message) : undefined;
    return (
      <div className="page member-page">
        <StatusPanel heading="h1" title={t`This item could not be found`} actions={<Link to="/market" className="btn btn--primary">{t`Browse the market`}</Link>}>
          {message && <p>{message}</p>}
        </StatusPanel>
      </div>
    );
  }
  if (history.isPending) return <div className="page member-page" aria-busy="true" aria-label={t`Loading the bid history`} />;
  if (failedWithoutData(history)) {
    return (
      <div className="page member-page">
        <StatusPanel
          tone="error"
          heading="h1"
          title={t`The bid history could not be loaded`}
          actions={
            <button type="button" className="btn btn--primary" onClick={() => void history.refetch()}>
              {t`Try again`}
            </button>
          }
        />
      </div>
    );
  }

  const { Item, List, Count } = history.data;
  return (
    <div className="page member-page bid-history">
      <BidHistorySummary item={Item} />
      {mayBid && item.data && (
        <div className="bid-history__bid">
          <BidPanel item={item.data} />
        </div>
      )}
      <h2 className="bid-history__heading">{t`Bid history`}</h2>
      {List.length > 0 ? (
        <div className={history.isPlaceholderData ? 'bid-history__list bid-history__list--busy' : 'bid-history__list'}>
          <BidTable bids={List} />
        </div>
      ) : (
        <StatusPanel title={t`No bids yet`} />
      )}
      <Pagination
        page={page}
        pageCount={pageCountOf(Count, BID_HISTORY_PAGE_SIZE)}
        hrefFor={(p) => (p > 1 ? `/myholo/bidhistory/${Item.ID}?page=${p}` : `/myholo/bidhistory/${Item.ID}`)}
      />
    </div>
  );
}
