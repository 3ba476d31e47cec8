import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { showToast } from '../../../components/toast/toast-store';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useShareLink } from '../api/get-share-link';

/**
 * "Share coupon" on a paid order (spec 3 dialogs): the dialog shows the order's share link with a
 * copy button; friends who open it draw a coupon. An order past its share week says "share expired".
 */
export function ShareCouponButton({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--small" onClick={() => setOpen(true)}>
        {t`Share coupon`}
      </button>
      <Dialog open={open} title={t`Share coupon`} onClose={() => setOpen(false)} className="share-coupon-dialog"
        actions={
          <button type="button" className="btn" onClick={() => setOpen(false)}>
            {t`Close`}
          </button>
        }
      >
        {open && <ShareLink orderId={orderId} />}
      </Dialog>
    </>
  );
}

function ShareLink({ orderId }: { orderId: number }) {
  const { t, i18n } = useLingui();
  const link = useShareLink(orderId, true);
  const inputId = `share-link-${orderId}`;

  if (link.isPending) return <p className="dialog__text" aria-busy="true">{t`Loading the link…`}</p>;
  if (link.isError) {
    const error = link.error;
    const text = isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR');
    return (
      <p className="dialog__text form-error" role="alert">
        {text}
      </p>
    );
  }
  const url = new URL(link.data.Link, window.location.origin).toString();
  const until = i18n.date(link.data.ExpiresAt, { dateStyle: 'medium', timeStyle: 'short' });

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      showToast(t`Link copied`, { tone: 'success' });
    } catch {
      document.querySelector<HTMLInputElement>(`#${inputId}`)?.select();
      showToast(t`Copying failed: select the link and copy it`, { tone: 'error' });
    }
  }

  return (
    <>
      <p className="dialog__text">{t`Send this link to your friends: each of them can draw a coupon for the Holo store. The link works until ${until}.`}</p>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {t`Share link`}
        </label>
        <div className="field__row">
          <div className="field__frame">
            <input id={inputId} className="field__input" readOnly value={url} onFocus={(event) => event.target.select()} />
          </div>
          <button type="button" className="btn btn--primary" onClick={() => void copy()} data-autofocus>
            {t`Copy`}
          </button>
        </div>
      </div>
    </>
  );
}
