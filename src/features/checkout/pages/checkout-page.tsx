import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { orderQuery } from '../api/get-order';
import { OrderCheckout } from '../components/order-checkout';
import { readMarketplaceCheck } from '../state/check-selection';

/**
 * /pay/checkout/{orderId}, or /pay/checkout with the order Buy now left in sessionStorage (`check`):
 * the marketplace checkout, and the re-pay page of any unpaid marketplace order.
 */
export function CheckoutPage() {
  const { t, i18n } = useLingui();
  const param = useParams().orderId;
  const orderId = param === undefined ? readMarketplaceCheck() : Number(param);
  const valid = orderId !== null && Number.isInteger(orderId) && orderId > 0;
  const order = useQuery({ ...orderQuery(valid ? orderId : 0), enabled: valid });

  if (!valid) {
    return (
      <div className="page pay-page">
        <StatusPanel
          heading="h1"
          title={t`There is nothing to check out`}
          actions={
            <Link to="/" className="btn btn--primary">
              {t`Go to the home page`}
            </Link>
          }
        >
          {t`Choose Buy now on an item, or Pay now on one of your orders.`}
        </StatusPanel>
      </div>
    );
  }
  if (order.isPending) return <div className="page pay-page" aria-busy="true" />;
  if (order.isError) {
    const message = isApiError(order.error) ? errorText(i18n, order.error.code, order.error.message) : undefined;
    return (
      <div className="page pay-page">
        <StatusPanel
          tone="error"
          heading="h1"
          title={t`The order could not be loaded`}
          actions={
            <button type="button" className="btn btn--ghost" onClick={() => void order.refetch()}>
              {t`Try again`}
            </button>
          }
        >
          {message}
        </StatusPanel>
      </div>
    );
  }
  return <OrderCheckout order={order.data} />;
}
