import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ShippingAddress } from '../../../domain/address/address.schema';
import type { OrderActions } from '../../../domain/orders/order-actions';
import type { OrderViewer } from '../../../domain/orders/order-page.schema';
import { CaseButton } from '../../cases';
import { orderCheckoutHref, orderDetailHref, type OrderRef } from '../api/order-ref';
import { ChangeAddressButton } from './change-address-button';
import { ConfirmReceiptButton } from './confirm-receipt-button';
import { LeaveFeedbackButton } from './leave-feedback-button';
import { TrackingButton } from './tracking-dialog';

interface OrderActionButtonsProps {
  order: OrderRef;
  viewer: OrderViewer;
  actions: OrderActions;
  /** The book entry the order ships to (for the address dialog). */
  currentAddressIn: (book: readonly ShippingAddress[]) => number | undefined;
  /** The detail page itself leaves out its own link. */
  withDetails?: boolean;
  /** A cross-region card order: Confirm receipt asks for the warehouse's condition check first. */
  checkFirst?: boolean;
}

/**
 * The buttons an order's status allows (domain/orders/order-actions.ts), the main one last. On the
 * detail page (no details link) the case button opens its dialog at once for `?case=1`: the deep
 * link a SendType 9 notification opens.
 */
export function OrderActionButtons({ order, viewer, actions, currentAddressIn, withDetails = true, checkFirst = false }: OrderActionButtonsProps) {
  const { t } = useLingui();
  return (
    <>
      {withDetails && actions.viewDetails && (
        <Link to={orderDetailHref(order)} className="btn btn--ghost btn--small">
          {t`View details`}
        </Link>
      )}
      {actions.tracking && <TrackingButton order={order} />}
      {actions.changeAddress && <ChangeAddressButton order={order} currentIn={currentAddressIn} />}
      {(actions.viewCase || actions.openCase) && <CaseButton order={order} mode={actions.viewCase ? 'view' : 'open'} deepLink={!withDetails} />}
      {actions.leaveFeedback && <LeaveFeedbackButton order={order} about={viewer === 'buyer' ? 'seller' : 'buyer'} />}
      {actions.confirmReceipt && <ConfirmReceiptButton order={order} checkFirst={checkFirst} />}
      {actions.payNow && (
        <Link to={orderCheckoutHref(order)} className="btn btn--primary btn--small">
          {t`Pay now`}
        </Link>
      )}
    </>
  );
}
