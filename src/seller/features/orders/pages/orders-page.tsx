/** /seller/orders: the seller's sales by state (to ship, shipped, finished), 60 a page. */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { ListState } from '../../../../components/status/list-state';
import { TabList } from '../../../../components/tabs/tab-list';
import { salesQuery } from '../api/sales-queries';
import { SaleCard } from '../components/sale-card';
import { SALES_PAGE_SIZE } from '../../../../domain/seller/seller-sales.schema';
import { AfterSalePager } from '../../after-sale-pager';
import '../../after-sale.css';

const tabs = [1, 2, 3] as const;

export function OrdersPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((n) => String(n) === params.get('tab')) ?? 1;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sales = useQuery(salesQuery(tab, page));
  const pages = Math.ceil((sales.data?.count ?? 0) / SALES_PAGE_SIZE);
  const counts = sales.data?.Counts;
  const label = { 1: t`To ship`, 2: t`Shipped`, 3: t`Finished` };
  const empty = { 1: t`Nothing to ship`, 2: t`No shipped orders`, 3: t`No finished orders yet` };
  return (
    <>
      <header className="seller-page-head">
        <h1 className="seller-page-head__title">{t`Orders`}</h1>
      </header>
      <TabList
        label={t`Orders`}
        idBase="seller-orders"
        value={tab}
        onChange={(next) => setParams(next === 1 ? {} : { tab: String(next) })}
        tabs={tabs.map((n) => ({ value: n, label: counts ? `${label[n]} (${counts[n]})` : label[n] }))}
      />
      <div id="seller-orders-panel" role="tabpanel" aria-labelledby={`seller-orders-tab-${tab}`} className="sa-panel">
        <ListState
          query={sales}
          hasRows={(sales.data?.data.length ?? 0) > 0}
          loadingLabel={t`Loading orders`}
          listClassName="sa-list"
          rowClassName="sa-row"
          errorTitle={t`The orders could not be loaded`}
          empty={{ title: empty[tab] }}
        >
          <ul className="sa-list">
            {sales.data?.data.map((sale) => (
              <li key={`${sale.Kind}-${sale.Id}`} className="sa-row">
                <SaleCard sale={sale} />
              </li>
            ))}
          </ul>
          <AfterSalePager page={page} pages={pages} label={t`Order pages`} onPage={(next) => setParams({ tab: String(tab), page: String(next) })} />
        </ListState>
      </div>
    </>
  );
}
