/** /seller/offers: offers waiting for the seller's answer (the 48-hour clock) and answered ones. */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { ListState } from '../../../../components/status/list-state';
import { TabList } from '../../../../components/tabs/tab-list';
import { sellerOffersQuery } from '../api/seller-offers-query';
import { OfferCard } from '../components/offer-card';
import { SELLER_OFFERS_PAGE_SIZE } from '../../../../domain/seller/seller-offers.schema';
import { AfterSalePager } from '../../after-sale-pager';
import '../../after-sale.css';

export function OffersPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === '2' ? 2 : 1;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const offers = useQuery(sellerOffersQuery(tab, page));
  const pages = Math.ceil((offers.data?.count ?? 0) / SELLER_OFFERS_PAGE_SIZE);
  const counts = offers.data?.Counts;
  const count = (n: 1 | 2) => (counts ? ` (${counts[n]})` : '');
  return (
    <>
      <header className="seller-page-head">
        <h1 className="seller-page-head__title">{t`Offers`}</h1>
      </header>
      <TabList
        label={t`Offers`}
        idBase="seller-offers"
        value={tab}
        onChange={(next) => setParams(next === 1 ? {} : { tab: String(next) })}
        tabs={[
          { value: 1, label: t`Waiting` + count(1) },
          { value: 2, label: t`Answered` + count(2) },
        ]}
      />
      <div id="seller-offers-panel" role="tabpanel" aria-labelledby={`seller-offers-tab-${tab}`} className="sa-panel">
        <ListState
          query={offers}
          hasRows={(offers.data?.data.length ?? 0) > 0}
          loadingLabel={t`Loading offers`}
          listClassName="sa-list"
          rowClassName="sa-row"
          errorTitle={t`The offers could not be loaded`}
          empty={{ title: tab === 1 ? t`No offer waits for an answer` : t`No answered offers yet` }}
        >
          <ul className="sa-list">
            {offers.data?.data.map((offer) => (
              <li key={offer.ID} className="sa-row">
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
          <AfterSalePager page={page} pages={pages} label={t`Offer pages`} onPage={(next) => setParams({ tab: String(tab), page: String(next) })} />
        </ListState>
      </div>
    </>
  );
}
