import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MemberListsNav } from '../../../components/page/member-lists-nav';
import { ListState } from '../../../components/status/list-state';
import { TabList } from '../../../components/tabs/tab-list';
import { MY_BIDS_PAGE_SIZE, myBidsStatuses, type MyBidsStatus } from '../../../domain/bidding/bid-options';
import { Pagination, pageCountOf } from '../../catalog';
import { useMyBids } from '../api/get-my-bids';
import { MyBidRow } from '../components/my-bid-row';
import { myBidsHref, readMyBidsParams } from './my-bids-params';

const tabLabels = {
  all: msg`All`,
  leading: msg`Leading`,
  outbid: msg`Outbid`,
  won: msg`Won`,
  lost: msg`Lost`,
} as const;

const emptyTexts = {
  all: msg`You have not bid on any items yet`,
  leading: msg`You are not leading any auction`,
  outbid: msg`You have not been outbid on any running auction`,
  won: msg`You have not won any auctions yet`,
  lost: msg`No lost auctions`,
} as const;

/** /myholo/bids: the auctions the member bid on, by state (all, leading, outbid, won, lost), 60 a page. */
export function MyBidsPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = readMyBidsParams(searchParams);
  const list = useMyBids(params);
  const items = list.data?.data ?? [];
  const count = list.data?.count ?? 0;
  const tabs = myBidsStatuses.map((status) => ({ value: status, label: i18n._(tabLabels[status]) }));

  return (
    <div className="page member-page">
      <h1 className="visually-hidden">{t`My bids`}</h1>
      <MemberListsNav />
      <TabList<MyBidsStatus>
        label={t`Bid status`}
        tabs={tabs}
        value={params.status}
        onChange={(status) => navigate(myBidsHref({ status, page: 1 }))}
        idBase="my-bids"
      />
      <div role="tabpanel" id="my-bids-panel" aria-labelledby={`my-bids-tab-${params.status}`} className="my-bids">
        <ListState
          query={list}
          hasRows={items.length > 0}
          loadingLabel={t`Loading your bids`}
          listClassName="my-bids__rows"
          rowClassName="my-bid-row"
          errorTitle={t`Your bids could not be loaded`}
          empty={{ title: i18n._(emptyTexts[params.status]), action: <Link to="/market" className="btn btn--primary">{t`Browse the market`}</Link> }}
        >
          <p className="list-count">
            <Plural value={count} one="# item" other="# items" />
          </p>
          <ul className={list.isPlaceholderData ? 'my-bids__rows my-bids__rows--busy' : 'my-bids__rows'}>
            {items.map((item) => (
              <MyBidRow key={item.ID} item={item} />
            ))}
          </ul>
          <Pagination page={params.page} pageCount={pageCountOf(count, MY_BIDS_PAGE_SIZE)} hrefFor={(page) => myBidsHref({ ...params, page })} />
        </ListState>
      </div>
    </div>
  );
}
