import type { MyOrderRow, MyStoreOrderRow } from '../../../domain/orders/order-list.schema';
import { marketplaceOrderActions, storeOrderActions } from '../../../domain/orders/order-actions';
import type { OrderViewer } from '../../../domain/orders/order-page.schema';
import { OrderActionButtons } from './order-action-buttons';
import { usePayTimeLeft } from './pay-countdown';
import { storeOrderAddressId } from './store-order-address-match';

interface ActionsForProps<Row> {
  order: Row;
  viewer: OrderViewer;
  /** The detail page leaves out its own link. */
  withDetails?: boolean;
}

/**
 * A marketplace order's buttons for its viewer. Only an unpaid order's depend on the time (its pay
 * window), so only those read the ticking clock: a list of 60 shipped orders does not re-render
 * every second.
 */
export function MarketplaceOrderActions(props: ActionsForProps<MyOrderRow>) {
  return props.order.OrderStatus === 1 ? <TimedMarketplaceActions {...props} /> : <MarketplaceButtons {...props} payOpen={false} />;
}

function TimedMarketplaceActions(props: ActionsForProps<MyOrderRow>) {
  return <MarketplaceButtons {...props} payOpen={usePayTimeLeft(props.order.PayDueAt) > 0} />;
}

function MarketplaceButtons({ order, viewer, withDetails, payOpen }: ActionsForProps<MyOrderRow> & { payOpen: boolean }) {
  return (
    <OrderActionButtons
      order={{ kind: 'order', id: order.ID }}
      viewer={viewer}
      actions={marketplaceOrderActions(order, viewer, payOpen)}
      currentAddressIn={() => order.Address?.AddressId ?? undefined}
      withDetails={withDetails}
      checkFirst={order.BusinessType === 2}
    />
  );
}

/** A store order's buttons for its viewer; the same clock rule. */
export function StoreOrderActions(props: ActionsForProps<MyStoreOrderRow>) {
  return props.order.OrderStatus === 1 ? <TimedStoreActions {...props} /> : <StoreButtons {...props} payOpen={false} />;
}

function TimedStoreActions(props: ActionsForProps<MyStoreOrderRow>) {
  return <StoreButtons {...props} payOpen={usePayTimeLeft(props.order.PayDueAt) > 0} />;
}

function StoreButtons({ order, viewer, withDetails, payOpen }: ActionsForProps<MyStoreOrderRow> & { payOpen: boolean }) {
  return (
    <OrderActionButtons
      order={{ kind: 'store_order', id: order.Id }}
      viewer={viewer}
      actions={storeOrderActions(order, viewer, payOpen)}
      currentAddressIn={(book) => storeOrderAddressId(book, order.AddressMsg)}
      withDetails={withDetails}
    />
  );
}
