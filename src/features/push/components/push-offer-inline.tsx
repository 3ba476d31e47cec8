import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../../components/toast/toast-store';
import { turnOnPush } from '../push-device';
import { markPushOffered, pushOfferWanted } from './push-offer-store';

/**
 * The push offer after a bid, inline under the bid's result rather than a second modal (issue 32):
 * it shows only once the result is on screen, and counts as offered once seen, so closing the
 * dialog without answering does not bring it back for two weeks.
 */
export function PushOfferInline() {
  const { t } = useLingui();
  const [state, setState] = useState<'checking' | 'shown' | 'done'>('checking');
  const [busy, setBusy] = useState(false);
  const shown = useRef(false);

  useEffect(() => {
    let live = true;
    void pushOfferWanted()
      .catch(() => false)
      .then((wanted) => {
        if (!live) return;
        setState(wanted ? 'shown' : 'done');
        if (wanted) {
          shown.current = true;
          markPushOffered();
        }
      });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setBusy(true);
    try {
      const result = await turnOnPush();
      if (result === 'on') showToast(t`Notifications are on for this device`, { tone: 'success' });
      else if (result === 'blocked') showToast(t`Notifications are blocked in this browser's site settings`, { tone: 'error' });
    } catch {
      showToast(t`Notifications could not be turned on. Try again in Account settings.`, { tone: 'error' });
    } finally {
      setBusy(false);
      setState('done');
    }
  };

  if (state !== 'shown') return null;
  return (
    <section className="push-inline" aria-label={t`Know the moment you are outbid`}>
      <p className="push-inline__title">{t`Know the moment you are outbid`}</p>
      <p className="push-inline__text">{t`Holo can tell you on this device when someone outbids you, when you win, when a seller answers your offer and when an order is paid, even while the app is closed.`}</p>
      <div className="push-inline__actions">
        <button type="button" className="btn btn--ghost" onClick={() => setState('done')}>
          {t`Not now`}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => void turnOn()} disabled={busy}>
          {busy ? t`Waiting for your browser…` : t`Turn on notifications`}
        </button>
      </div>
    </section>
  );
}
