import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ListSearch } from '../../../components/form/list-search';
import { ListState } from '../../../components/status/list-state';
import { TabList } from '../../../components/tabs/tab-list';
import { WAREHOUSE_PAGE_SIZE, WAREHOUSE_TABS, type WarehouseTabValue } from '../../../domain/warehouse/warehouse-rules';
import type { WarehouseCounts } from '../../../domain/warehouse/warehouse.schema';
import { session } from '../../../lib/session/session-store';
import { Pagination, pageCountOf } from '../../catalog';
import { useWarehouseCounts, useWarehouseOrders } from '../api/warehouse-queries';
import { OrderRows } from '../components/order-rows';
import { StockPanel } from '../components/stock-panel';
import { warehouseHref, warehouseParams, type WarehouseParams } from './warehouse-params';

const COUNT_OF: Record<WarehouseTabValue, keyof WarehouseCounts> = { 0: 'InWareHouse', 4: 'ToBeWright', 1: 'Unpaid', 2: 'Shipping', 3: 'Shipped', 5: 'ShippComplete' };

/**
 * /myholo/warehouse (spec 3 "Overseas warehouse"): the item warehouse and the forwarding orders by
 * status, each tab with its count; the tab, warehouse, search and page live in the address.
 */
export function WarehousePage() {
  const { t } = useLingui();
  const { user } = useSnapshot(session);
  const memberRegion = user?.MemberSource ?? 'US';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const params = warehouseParams(search);
  const counts = useWarehouseCounts();
  const go = (change: Partial<WarehouseParams>) => navigate(warehouseHref({ ...params, page: 1, ...change }));
  const labels: Record<WarehouseTabValue, string> = {
    0: t`Item warehouse`,
    4: t`Weighed`,
    1: t`Unpaid`,
    2: t`To be shipped`,
    3: t`Shipped`,
    5: t`Completed`,
  };
  const tabs = WAREHOUSE_TABS.map((value) => {
    const count = counts.data?.[COUNT_OF[value]];
    return { value, label: <>{labels[value]}{count !== undefined && <span className="warehouse-tabs__count">{count}</span>}</> };
  });
  const hrefFor = (page: number) => warehouseHref({ ...params, page });

  return (
    <div className="page member-page warehouse-page">
      <h1 className="warehouse-page__title">{t`Overseas warehouse`}</h1>
      <p className="warehouse-page__intro">{t`Cards bought from sellers in other regions wait here. Send them for weighing, pay the postage and Holo forwards them to you. Storage is free for 30 days.`}</p>
      <div className="warehouse-tabs">
        <TabList label={t`Warehouse tabs`} idBase="warehouse" tabs={tabs} value={params.tab} onChange={(tab) => go({ tab, title: '' })} />
      </div>
      <div id="warehouse-panel" role="tabpanel" aria-labelledby={`warehouse-tab-${params.tab}`} className="warehouse-panel">
        <ListSearch key={`${params.tab}-${params.title}`} value={params.title} label={t`Search by title`} placeholder={t`Card title`} onSearch={(title) => go({ title })} />
        {params.tab === 0 ? (
          <StockPanel
            agencyId={params.agencyId}
            onAgency={(agencyId) => go({ agencyId })}
            title={params.title}
            page={params.page}
            hrefFor={hrefFor}
            memberRegion={memberRegion}
            onSubmitted={() => go({ tab: 4, title: '' })}
          />
        ) : (
          <OrderPanel status={params.tab} title={params.title} page={params.page} hrefFor={hrefFor} />
        )}
      </div>
    </div>
  );
}

function OrderPanel({ status, title, page, hrefFor }: { status: number; title: string; page: number; hrefFor: (page: number) => string }) {
  const { t } = useLingui();
  const orders = useWarehouseOrders(status, title, page, true);
  const rows = orders.data?.data ?? [];
  return (
    <ListState
      query={orders}
      hasRows={rows.length > 0}
      loadingLabel={t`Loading your warehouse orders`}
      listClassName="member-rows"
      rowClassName="member-row"
      errorTitle={t`Your warehouse orders could not be loaded`}
      empty={{
        title: title ? t`No orders match your search` : t`No warehouse orders here`,
        text: !title && t`Items you ship on from the warehouse appear here by their status.`,
        action: !title && (
          <Link to="/myholo/warehouse" className="btn btn--primary">
            {t`See your items in stock`}
          </Link>
        ),
      }}
    >
      <OrderRows rows={rows} status={status} busy={orders.isPlaceholderData} />
      <Pagination page={page} pageCount={pageCountOf(orders.data?.Count ?? 0, WAREHOUSE_PAGE_SIZE)} hrefFor={hrefFor} />
    </ListState>
  );
}
