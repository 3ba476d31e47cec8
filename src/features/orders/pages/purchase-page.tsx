import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { BuyOrderType } from '../../../domain/orders/order-list.schema';
import { useMyOrders } from '../api/get-my-orders';
import { OrderListView } from '../components/order-list-view';
import { OrderRow } from '../components/order-row';
import { readOrderListParams } from './order-list-params';

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

/**
 * /myholo/purchase?type=N (spec 3 "Buyer order history"): the member's marketplace orders by tab,
 * with count badges, title / order number / seller filters and 60 a page. The Dispute tab adds its
 * status dropdown (sent as sr); no cases exist yet (issue 28), so the tab is empty whatever it says.
 */
export function PurchasePage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const params = readOrderListParams(searchParams, 6);
  const list = useMyOrders(params);
  return (
    <OrderListView
      heading={t`Purchases`}
      path="/myholo/purchase"
      idBase="purchase"
      params={params}
      tabLabels={tabLabels}
      emptyTexts={emptyTexts}
      nextStep={{ to: '/market', label: t`Browse the market` }}
      sellerFilter
      list={list}
      renderRow={(order) => <OrderRow key={order.ID} order={order} />}
    />
  );
}
