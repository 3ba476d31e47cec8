import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { useMyStoreOrders } from '../api/get-my-orders';
import { OrderListView } from '../components/order-list-view';
import { StoreOrderRow } from '../components/store-order-row';
import { readOrderListParams } from './order-list-params';

const tabLabels = { 1: msg`Unpaid`, 2: msg`To be shipped`, 3: msg`Shipped`, 4: msg`Completed` };
const emptyTexts = {
  1: msg`No store orders waiting for payment`,
  2: msg`No store orders waiting to be shipped`,
  3: msg`No shipped store orders`,
  4: msg`No completed store orders`,
};

/** /myholo/mallorder?type=N (spec 3 "Store order history"): the member's store orders by tab, with title and order number filters. */
export function MallOrderPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  // The store list has no seller filter nor dispute status: a seller= or sr= left in the URL does nothing.
  const params = { ...readOrderListParams(searchParams, 4), seller: '', sr: 0 };
  const list = useMyStoreOrders(params);
  return (
    <OrderListView
      heading={t`Store orders`}
      path="/myholo/mallorder"
      idBase="mallorder"
      params={params}
      tabLabels={tabLabels}
      emptyTexts={emptyTexts}
      nextStep={{ to: '/seller/list', label: t`Browse the stores` }}
      list={list}
      renderRow={(order) => <StoreOrderRow key={order.Id} order={order} />}
    />
  );
}
