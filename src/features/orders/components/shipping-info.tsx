import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useTracking } from '../api/get-tracking';
import type { OrderRef } from '../api/order-ref';
import { CopyButton } from './copy-button';
import { DetailSection, OrderFacts } from './order-detail-sections';
import { TrackingEvents } from './tracking-events';

interface ShippingInfoProps {
  order: OrderRef;
  carrierName: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
}

/** Shown above status 2: the carrier, the tracking number (copy) and the parcel's events. */
export function ShippingInfo({ order, carrierName, trackingNumber, shippedAt }: ShippingInfoProps) {
  const { t, i18n } = useLingui();
  return (
    <DetailSection id="order-shipping" title={t`Shipping`}>
      <OrderFacts
        rows={[
          { label: t`Carrier`, value: carrierName ?? '—' },
          {
            label: t`Tracking number`,
            value: trackingNumber ? (
              <span className="order-facts__number">
                <span>{trackingNumber}</span>
                <CopyButton text={trackingNumber} label={t`Copy the tracking number`} />
              </span>
            ) : (
              '—'
            ),
          },
          ...(shippedAt ? [{ label: t`Shipped on`, value: i18n.date(shippedAt, { dateStyle: 'medium', timeStyle: 'short' }) }] : []),
        ]}
      />
      {trackingNumber && <ShippingEvents order={order} />}
    </DetailSection>
  );
}

function ShippingEvents({ order }: { order: OrderRef }) {
  const { t, i18n } = useLingui();
  const tracking = useTracking(order);
  if (tracking.isPending) return <p className="tracking-empty" aria-busy="true">{t`Loading the tracking…`}</p>;
  if (tracking.isError) {
    const error = tracking.error;
    return (
      <div className="form-error" role="alert">
        {isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR')}{' '}
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void tracking.refetch()}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  return <TrackingEvents tracking={tracking.data} />;
}
