import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MemberListsNav } from '../../../components/page/member-lists-nav';
import { BuyOrderType } from '../../../domain/orders/order-list.schema';
import { useMyOrders } from '../api/get-my-orders';
import { OrderFilters } from '../components/order-filters';
import { OrderListPanel } from '../components/order-list-panel';
import { OrderRow } from '../components/order-row';
import { OrderTabs } from '../components/order-tabs';
import { orderListHref, readOrderListParams, type OrderListParams } from './order-list-params';

const PATH = '/myholo/purchase';

const tabLabels = {
  [BuyOrderType.Unpaid]: msg`Unpaid`,
  [BuyOrderType.ToShip]: msg`To be shipped`,
  [BuyOrderType.Shipped]: msg`Shipped`,
  [BuyOrderType.Dispute]: msg`Dispute`,
  [BuyOrderType.ToFeedback]: msg`To leave feedback`,
  [BuyOrderType.Completed]: msg`Completed`,
};

const emptyTexts = {
  [BuyOrderType.Unpaid]: msg`No orders waiting for payment`,
  [BuyOrderType.ToShip]: msg`No orders waiting to be shipped`,
  [BuyOrderType.Shipped]: msg`No shipped orders`,
  [BuyOrderType.Dispute]: msg`No disputes`,
  [BuyOrderType.ToFeedback]: msg`No orders waiting for feedback`,
  [BuyOrderType.Completed]: msg`No completed orders`,
};

type Tab = keyof typeof tabLabels;

/**
 * /myholo/purchase?type=N (spec 3 "Buyer order history"): the member's marketplace orders by tab,
 * with count badges, title / order number / seller filters and 60 a page. The dispute tab's status
 * dropdown is left out: no cases exist yet, so the tab is always empty.
 */
export function PurchasePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = readOrderListParams(searchParams, 6);
  const list = useMyOrders(params);
  const go = (next: Partial<OrderListParams>) => navigate(orderListHref(PATH, { ...params, page: 1, ...next }));
  const type = params.type as Tab;
  const tabs = Object.entries(tabLabels).map(([value, label]) => ({ value: Number(value), label: i18n._(label) }));

  return (
    <div className="page member-page order-page">
      <h1 className="visually-hidden">{t`Purchases`}</h1>
      <MemberListsNav />
      <OrderTabs label={t`Order status`} tabs={tabs} counts={list.data?.Counts} value={type} onChange={(value) => go({ type: value })} idBase="purchase" />
      <OrderFilters
        value={params}
        fields={[
          { name: 'title', label: t`Item title` },
          { name: 'orderNo', label: t`Order number` },
          { name: 'seller', label: t`Seller name` },
        ]}
        onSearch={(filters) => go(filters)}
      />
      <OrderListPanel
        idBase="purchase"
        type={type}
        page={params.page}
        count={list.data?.count ?? 0}
        rows={list.data?.data.map((order) => <OrderRow key={order.ID} order={order} />)}
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
