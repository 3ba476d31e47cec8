import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/dialog/dialog';
import { useActivityPopup } from '../api/get-activity-popup';
import { dismissPopup, popupDismissed } from './popup-storage';

const WAIT_FOR_OTHER_DIALOG_MS = 1000;
/**
 * The pop-up never takes the first view: the collector sees the page they came for first (a modal
 * over a landing page on arrival is what makes people leave), and the page's own content stays
 * its largest paint (bench:pwa's LCP).
 */
export const POPUP_AFTER_MS = 4000;

/** True while another modal (a survey, a consent dialog) is open: the pop-up never goes on top. */
const otherDialogOpen = () => document.querySelector('dialog[open]') !== null;

/**
 * The promotional pop-up on home and settings (spec 3 "Account settings"): the live pop-up
 * promotion of the caller's region, once per activity per device, a few seconds after the page shows.
 */
export function PromotionPopup() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const popup = useActivityPopup();
  const activity = popup.data?.Data ?? null;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!activity || popupDismissed(activity.Id)) return;
    const tryOpen = () => {
      if (otherDialogOpen()) return false;
      setOpen(true);
      return true;
    };
    let retry: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      if (tryOpen()) return;
      retry = setInterval(() => {
        if (tryOpen()) clearInterval(retry);
      }, WAIT_FOR_OTHER_DIALOG_MS);
    }, POPUP_AFTER_MS);
    return () => {
      clearTimeout(first);
      clearInterval(retry);
    };
  }, [activity]);

  if (!activity) return null;
  const close = () => {
    dismissPopup(activity.Id);
    setOpen(false);
  };
  const cover = activity.Imgs[0];
  return (
    <Dialog
      open={open}
      title={activity.Name}
      onClose={close}
      className="promotion-popup"
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={close}>
            {t`Close`}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            data-autofocus
            onClick={() => {
              close();
              navigate(`/myholo/activity/${activity.Id}`);
            }}
          >
            {t`See the promotion`}
          </button>
        </>
      }
    >
      {cover && <img className="promotion-popup__picture" src={cover} alt="" width={800} height={420} />}
      <p className="promotion-popup__summary">{activity.Summary}</p>
    </Dialog>
  );
}
