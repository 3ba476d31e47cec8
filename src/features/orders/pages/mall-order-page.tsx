import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MemberListsNav } from '../../../components/page/member-lists-nav';
import { useMyStoreOrders } from '../api/get-my-orders';
import { OrderFilters } from '../components/order-filters';
import { OrderListPanel } from '../components/order-list-panel';
import { OrderTabs } from '../components/order-tabs';
import { StoreOrderRow } from '../components/store-order-row';
import { orderListHref, readOrderListParams, type OrderListParams } from './order-list-params';

const PATH = '/myholo/mallorder';

const tabLabels = { 1: msg`Unpaid`, 2: msg`To be shipped`, 3: msg`Shipped`, 4: msg`Completed` };
const emptyTexts = {
  1: msg`No store orders waiting for payment`,
  2: msg`No store orders waiting to be shipped`,
  3: msg`No shipped store orders`,
  4: msg`No completed store orders`,
};

type Tab = keyof typeof tabLabels;

/** /myholo/mallorder?type=N (spec 3 "Store order history"): the member's store orders by tab, with title and order number filters. */
export function MallOrderPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The store list has no seller filter: a seller= left in the URL does nothing.
  const params = { ...readOrderListParams(searchParams, 4), seller: '' };
  const list = useMyStoreOrders(params);
  const go = (next: Partial<OrderListParams>) => navigate(orderListHref(PATH, { ...params, page: 1, ...next }));
  const type = params.type as Tab;
  const tabs = Object.entries(tabLabels).map(([value, label]) => ({ value: Number(value), label: i18n._(label) }));

  return (
    <div className="page member-page order-page">
      <h1 className="visually-hidden">{t`Store orders`}</h1>
      <MemberListsNav />
      <OrderTabs label={t`Order status`} tabs={tabs} counts={list.data?.Counts} value={type} onChange={(value) => go({ type: value })} idBase="mallorder" />
      <OrderFilters
        value={params}
        fields={[
          { name: 'title', label: t`Item title` },
          { name: 'orderNo', label: t`Order number` },
        ]}
        onSearch={(filters) => go({ ...filters, seller: '' })}
      />
      <OrderListPanel
        idBase="mallorder"
        type={type}
        page={params.page}
        count={list.data?.count ?? 0}
        rows={list.data?.data.map((order) => <StoreOrderRow key={order.Id} order={order} />)}
        pending={list.isPending}
        failed={list.isError && !list.data}
        stale={list.isPlaceholderData}
        emptyTitle={i18n._(emptyTexts[type])}
        onRetry={() => void list.refetch()}
        hrefFor={(page) => orderListHref(PATH, { ...params, page })}
      />
    </div>
  );
}
