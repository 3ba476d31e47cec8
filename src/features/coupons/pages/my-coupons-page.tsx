import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ListState } from '../../../components/status/list-state';
import { TabList } from '../../../components/tabs/tab-list';
import { COUPONS_PAGE_SIZE, couponTabs, type CouponTab } from '../../../domain/coupons/coupon.schema';
import { Pagination, pageCountOf } from '../../catalog';
import { useMyCoupons } from '../api/get-my-coupons';
import { CouponCard } from '../components/coupon-card';
import { myCouponsHref, readMyCouponsParams } from './my-coupons-params';

const tabLabels = { 0: msg`Unused`, 1: msg`Expired` } as const;
const emptyTexts = { 0: msg`You have no coupons to use`, 1: msg`No expired coupons` } as const;

/** /myholo/coupons (spec 3 "Coupons"): tabs unused and expired (used ones show there too), 12 a page. */
export function MyCouponsPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = readMyCouponsParams(searchParams);
  const list = useMyCoupons(params);
  const items = list.data?.data ?? [];
  const count = list.data?.count ?? 0;
  const tabs = couponTabs.map((type) => ({ value: type, label: i18n._(tabLabels[type]) }));

  return (
    <div className="page member-page coupons-page">
      <h1 className="visually-hidden">{t`My coupons`}</h1>
      <TabList<CouponTab>
        label={t`Coupon status`}
        tabs={tabs}
        value={params.type}
        onChange={(type) => navigate(myCouponsHref({ type, page: 1 }))}
        idBase="coupons"
      />
      <div role="tabpanel" id="coupons-panel" aria-labelledby={`coupons-tab-${params.type}`} className="coupons">
        <ListState
          query={list}
          hasRows={items.length > 0}
          loadingLabel={t`Loading your coupons`}
          listClassName="coupons__grid"
          rowClassName="coupon-card"
          errorTitle={t`Your coupons could not be loaded`}
          empty={{ title: i18n._(emptyTexts[params.type]), action: <Link to="/market" className="btn btn--primary">{t`Browse the market`}</Link> }}
        >
          <p className="list-count">
            <Plural value={count} one="# coupon" other="# coupons" />
          </p>
          <ul className={list.isPlaceholderData ? 'coupons__grid coupons__grid--busy' : 'coupons__grid'}>
            {items.map((coupon) => (
              <CouponCard key={coupon.ID} coupon={coupon} />
            ))}
          </ul>
          <Pagination page={params.page} pageCount={pageCountOf(count, COUPONS_PAGE_SIZE)} hrefFor={(page) => myCouponsHref({ ...params, page })} />
        </ListState>
      </div>
    </div>
  );
}
