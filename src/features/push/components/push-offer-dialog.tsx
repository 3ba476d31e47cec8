import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Dialog } from '../../../components/dialog/dialog';
import { showToast } from '../../../components/toast/toast-store';
import { turnOnPush } from '../push-device';
import { closePushOffer, pushOffer } from './push-offer-store';

/** Holo's explanation before the browser's permission prompt. */
export function PushOfferDialog() {
  const { t } = useLingui();
  const { open } = useSnapshot(pushOffer);
  const [busy, setBusy] = useState(false);

  const turnOn = async () => {
    setBusy(true);
    try {
      const state = await turnOnPush();
      if (state === 'on') showToast(t`Notifications are on for this device`, { tone: 'success' });
      else if (state === 'blocked') showToast(t`Notifications are blocked in this browser's site settings`, { tone: 'error' });
    } catch {
      showToast(t`Notifications could not be turned on. Try again in Account settings.`, { tone: 'error' });
    } finally {
      setBusy(false);
      closePushOffer();
    }
  };

  return (
    <Dialog
      open={open}
      title={t`Know the moment you are outbid`}
      onClose={closePushOffer}
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={closePushOffer}>
            {t`Not now`}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void turnOn()} disabled={busy} data-autofocus>
            {busy ? t`Waiting for your browser…` : t`Turn on notifications`}
          </button>
        </>
      }
    >
      <p>{t`Holo can tell you on this device when someone outbids you, when you win, when a seller answers your offer and when an order is paid, even while the app is closed.`}</p>
      <p className="pay-muted">{t`Your browser asks next. You choose which notifications you get in Account settings.`}</p>
    </Dialog>
  );
}
