import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useTracking } from '../api/get-tracking';
import type { OrderRef } from '../api/order-ref';
import { CopyButton } from './copy-button';
import { TrackingEvents } from './tracking-events';

/** "Tracking" on a shipped order: the tracking details dialog (spec 3 dialogs). */
export function TrackingButton({ order }: { order: OrderRef }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>
        {t`Tracking`}
      </button>
      <Dialog
        open={open}
        title={t`Tracking details`}
        onClose={() => setOpen(false)}
        className="tracking-dialog"
        actions={
          <button type="button" className="btn" onClick={() => setOpen(false)}>
            {t`Close`}
          </button>
        }
      >
        {open && <TrackingDetails order={order} />}
      </Dialog>
    </>
  );
}

/** The carrier, the number with its copy button, then the events (read when the dialog opens). */
function TrackingDetails({ order }: { order: OrderRef }) {
  const { t, i18n } = useLingui();
  const tracking = useTracking(order);
  if (tracking.isPending) return <p className="dialog__text" aria-busy="true">{t`Loading the tracking…`}</p>;
  if (tracking.isError) {
    const error = tracking.error;
    return (
      <p className="dialog__text form-error" role="alert">
        {isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR')}
      </p>
    );
  }
  const { ShipperName, LogisticCode } = tracking.data;
  return (
    <div className="tracking-details">
      <dl className="order-facts">
        <div className="order-facts__row">
          <dt>{t`Carrier`}</dt>
          <dd>{ShipperName}</dd>
        </div>
        <div className="order-facts__row">
          <dt>{t`Tracking number`}</dt>
          <dd className="order-facts__number">
            <span>{LogisticCode}</span>
            <CopyButton text={LogisticCode} label={t`Copy the tracking number`} />
          </dd>
        </div>
      </dl>
      <TrackingEvents tracking={tracking.data} />
    </div>
  );
}
